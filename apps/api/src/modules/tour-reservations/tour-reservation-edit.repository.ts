import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database, TourReservationsTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns a staff edit of a tour reservation writes (decision 031). */
export type EditedTourColumns = Pick<
  Updateable<TourReservationsTable>,
  | 'booking_date'
  | 'booking_time'
  | 'passenger_count'
  | 'children_count'
  | 'pickup_zone_id'
  | 'pickup_zone_name'
  | 'pickup_place'
  | 'pickup_date'
  | 'pickup_time'
  | 'customer_name'
  | 'customer_surname'
  | 'customer_email'
  | 'country_code'
  | 'customer_phone'
  | 'special_requests'
  | 'unit_price'
  | 'children_price'
  | 'exchange_rate'
  | 'rate_to_try'
  | 'total_eur'
  | 'total_price'
>;

/** Queries of staff edits of a tour reservation: the row under edit, its tour, its job. */
export function tourReservationEditRepository(db: Db, dialect: DialectName) {
  return {
    /** The reservation, locked on PostgreSQL for the edit's transaction. */
    findForEdit(id: number) {
      const q = db.selectFrom('tour_reservations').selectAll().where('id', '=', id);
      return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    /** The reservation's tour as it is now (prices, schedule, pickups); gone if it was deleted. */
    findTour(id: number) {
      return db
        .selectFrom('tours')
        .select([
          'id',
          'title',
          'location',
          'price',
          'children_price',
          'currency',
          'departure_schedule',
          'pickup_zones',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findCurrency(code: string) {
      return db.selectFrom('currencies').selectAll().where('code', '=', code).executeTakeFirst();
    },

    async update(id: number, values: EditedTourColumns, at: string): Promise<void> {
      await db
        .updateTable('tour_reservations')
        .set({ ...values, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** The reservation's job on the dispatch board. */
    jobOf(id: number) {
      return db
        .selectFrom('dispatch_jobs')
        .select(['id', 'service_date', 'service_time', 'from_location', 'to_location', 'driver_id'])
        .where('tour_reservation_id', '=', id)
        .executeTakeFirst();
    },

    /** The job follows the reservation: day, time and where the driver collects the guests. */
    async moveJob(
      jobId: number,
      job: { service_date: string; service_time: string | null; from_location: string; to_location: string },
      releaseDriver: boolean,
      at: string,
    ): Promise<void> {
      await db
        .updateTable('dispatch_jobs')
        // only where and when: the job's driver, vehicle and note are staff's, not the reservation's
        .set({
          service_date: job.service_date,
          service_time: job.service_time,
          from_location: job.from_location,
          to_location: job.to_location,
          ...(releaseDriver ? { driver_id: null } : {}),
          updated_at: at,
        })
        .where('id', '=', jobId)
        .execute();
    },
  };
}
