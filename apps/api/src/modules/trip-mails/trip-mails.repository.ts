import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The once-only key of a leg's reminder and of a booking's review request (decision 040). */
export const reminderKey = (jobId: number) => `reminder:job:${jobId}`;
export const reviewKey = (jobId: number) => `review:job:${jobId}`;

/** A job with what its customer mails need: whose booking, the leg, the driver and vehicle. */
function jobQuery(db: Db) {
  return (
    db
      .selectFrom('dispatch_jobs as j')
      .leftJoin('bookings as b', 'b.id', 'j.booking_id')
      .leftJoin('tour_reservations as r', 'r.id', 'j.tour_reservation_id')
      .leftJoin('drivers as d', 'd.id', 'j.driver_id')
      .leftJoin('vehicles as v', 'v.id', 'j.vehicle_id')
      // a leg without a vehicle of its own names the driver's usual one
      .leftJoin('vehicles as dv', 'dv.id', 'd.default_vehicle_id')
      .select((eb) => [
        'j.id',
        'j.leg',
        'j.booking_id',
        'j.tour_reservation_id',
        'j.service_date',
        'j.service_time',
        'j.trip_status',
        'j.driver_id',
        'j.created_at',
        'd.name as driver_name',
        'd.phone as driver_phone',
        'd.plate as driver_plate',
        eb.fn.coalesce('v.name', 'dv.name').as('vehicle_name'),
        eb.fn.coalesce('v.translations', 'dv.translations').as('vehicle_translations'),
        eb.fn.coalesce('b.status', 'r.status').$castTo<string>().as('status'),
        eb.fn.coalesce('b.pnr_code', 'r.pnr_code').$castTo<string>().as('pnr'),
      ])
  );
}

export type MailJob = NonNullable<Awaited<ReturnType<ReturnType<typeof jobQuery>['executeTakeFirst']>>>;

/** Queries of the customer's day-of-the-trip mails (decision 040). */
export const tripMailsRepository = {
  /** One job as its mails read it; undefined once the leg is gone. */
  job: (db: Db, id: number) => jobQuery(db).where('j.id', '=', id).executeTakeFirst(),

  /**
   * The legs on `serviceDate` that should have a reminder and have none yet: booked by
   * `bookedBy` (the reminder moment; later ones were booked too late), neither cancelled nor
   * completed. The once-only key decides in the end; this only keeps a round from re-trying every leg.
   */
  remindable: (db: Db, serviceDate: string, bookedBy: string) =>
    jobQuery(db)
      .where('j.service_date', '=', serviceDate)
      .where('j.created_at', '<=', bookedBy)
      .where((eb) => eb.fn.coalesce('b.status', 'r.status'), 'not in', ['cancelled', 'completed'])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('mail_outbox as o')
              .select('o.id')
              .where('o.once_key', '=', sql<string>`${'reminder:job:'} || cast(j.id as varchar(20))`),
          ),
        ),
      )
      .orderBy('j.id')
      .execute(),

  /** Every leg of the booking or reservation `job` belongs to, with its latest status. */
  legsOf: (db: Db, job: { booking_id: number | null; tour_reservation_id: number | null }) =>
    db
      .selectFrom('dispatch_jobs')
      .select(['id', 'leg', 'trip_status'])
      .where((eb) =>
        job.booking_id !== null
          ? eb('booking_id', '=', job.booking_id)
          : eb('tour_reservation_id', '=', job.tour_reservation_id),
      )
      .execute(),

  /** A site setting's value when active; undefined when missing or switched off. */
  setting: async (db: Db, key: string): Promise<string | undefined> =>
    (
      await db
        .selectFrom('site_settings')
        .select('value')
        .where('key', '=', key)
        .where('is_active', '=', 1)
        .executeTakeFirst()
    )?.value,
};
