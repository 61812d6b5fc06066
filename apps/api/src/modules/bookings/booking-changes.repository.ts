import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { BookingRow, Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The stored columns a staff edit writes (decision 031). */
export type EditedColumns = Pick<
  BookingRow,
  | 'pickup_date'
  | 'pickup_time'
  | 'return_date'
  | 'return_time'
  | 'passengers'
  | 'flight_code'
  | 'departure_flight_time'
  | 'arrival_flight_time'
  | 'hotel_name'
  | 'luggage_large'
  | 'luggage_medium'
  | 'luggage_small'
  | 'luggage_hand'
  | 'special_requests'
  | 'customer_first_name'
  | 'customer_last_name'
  | 'customer_email'
  | 'customer_phone'
  | 'country_code'
>;

/** Queries of staff edits of a transfer booking: the row under edit, its jobs, its change history. */
export function bookingChangesRepository(db: Db, dialect: DialectName) {
  return {
    /** The booking with what its rules need (named guests, the vehicle's seats), locked on PostgreSQL. */
    async findForEdit(id: number) {
      const q = db
        .selectFrom('bookings')
        .leftJoin('vehicles', 'vehicles.id', 'bookings.vehicle_id')
        .selectAll('bookings')
        .select((eb) => [
          'vehicles.capacity as vehicle_capacity',
          eb
            .selectFrom('booking_guests')
            .select((g) => g.fn.countAll<number>().as('n'))
            .whereRef('booking_guests.booking_id', '=', 'bookings.id')
            .as('guest_count'),
        ])
        .where('bookings.id', '=', id);
      return (dialect === 'postgres' ? q.forUpdate('bookings') : q).executeTakeFirst();
    },

    async update(id: number, values: EditedColumns, at: string): Promise<void> {
      await db
        .updateTable('bookings')
        .set({ ...values, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** The booking's jobs on the dispatch board with their assigned driver. */
    jobsOf(bookingId: number) {
      return db
        .selectFrom('dispatch_jobs')
        .select(['id', 'leg', 'service_date', 'service_time', 'driver_id'])
        .where('booking_id', '=', bookingId)
        .execute();
    },

    async releaseDriver(jobId: number, at: string): Promise<void> {
      await db
        .updateTable('dispatch_jobs')
        .set({ driver_id: null, updated_at: at })
        .where('id', '=', jobId)
        .execute();
    },

    async insertChange(row: {
      entity: 'booking' | 'tour_reservation';
      entity_id: number;
      admin_user_id: number | null;
      admin_username: string | null;
      changes_json: string;
      created_at: string;
    }): Promise<void> {
      await db.insertInto('booking_changes').values(row).execute();
    },

    /** A booking's saved edits, newest first. */
    historyOf(entity: 'booking' | 'tour_reservation', entityId: number) {
      return db
        .selectFrom('booking_changes')
        .select(['id', 'admin_username', 'changes_json', 'created_at'])
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
    },

    async deleteFor(entity: 'booking' | 'tour_reservation', entityId: number): Promise<void> {
      await db
        .deleteFrom('booking_changes')
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .execute();
    },
  };
}
