import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewJob } from './jobs-of-trips.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The operator's jobs as they are written: made from bookings and reservations, moved and removed
 * with their legs, assigned, and counted per driver. What the board reads is job-board.repository.ts.
 */
export const jobsRepository = {
  async insertMany(db: Db, jobs: NewJob[]): Promise<void> {
    if (jobs.length > 0) await db.insertInto('dispatch_jobs').values(jobs).execute();
  },
  /**
   * Adds the jobs of bookings and reservations that have none (bulk-seeded data); safe to repeat.
   * Written as INSERT … SELECT so that a hundred thousand bookings never pass through memory.
   */
  async insertMissing(db: Db, now: string): Promise<void> {
    await sql`
      INSERT INTO dispatch_jobs (leg, booking_id, service_date, service_time, from_location, to_location, created_at, updated_at)
      SELECT 'outbound', b.id, b.pickup_date, b.pickup_time, b.pickup_location, b.destination, ${now}, ${now} FROM bookings b
      WHERE NOT EXISTS (SELECT 1 FROM dispatch_jobs j WHERE j.booking_id = b.id AND j.leg = 'outbound')`.execute(
      db,
    );
    await sql`
      INSERT INTO dispatch_jobs (leg, booking_id, service_date, service_time, from_location, to_location, created_at, updated_at)
      SELECT 'return', b.id, b.return_date, b.return_time, b.destination, b.pickup_location, ${now}, ${now} FROM bookings b
      WHERE b.trip_type = 'round_trip' AND b.return_date IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM dispatch_jobs j WHERE j.booking_id = b.id AND j.leg = 'return')`.execute(
      db,
    );
    await sql`
      INSERT INTO dispatch_jobs (leg, tour_reservation_id, service_date, service_time, from_location, to_location, created_at, updated_at)
      SELECT 'tour', r.id, r.booking_date, r.booking_time, r.tour_location, r.tour_title, ${now}, ${now} FROM tour_reservations r
      WHERE NOT EXISTS (SELECT 1 FROM dispatch_jobs j WHERE j.tour_reservation_id = r.id)`.execute(db);
  },
  /** A job's assignment, with the driver's and vehicle's names for the audit log. */
  async findAssignment(db: Db, id: number) {
    return db
      .selectFrom('dispatch_jobs as j')
      .leftJoin('drivers as d', 'd.id', 'j.driver_id')
      .leftJoin('vehicles as v', 'v.id', 'j.vehicle_id')
      .select(['j.id', 'j.driver_id', 'j.vehicle_id', 'j.note', 'j.service_date', 'j.service_time', 'd.name as driver_name', 'v.name as vehicle_name'])
      .where('j.id', '=', id)
      .executeTakeFirst();
  },
  async setAssignment(
    db: Db,
    id: number,
    a: { driver_id: number | null; vehicle_id: number | null; note: string | null },
    now: string,
  ): Promise<void> {
    await db
      .updateTable('dispatch_jobs')
      .set({ ...a, updated_at: now })
      .where('id', '=', id)
      .execute();
  },
  /** Moves a booking's leg to the booking's current date, time and ends; false when it has no such leg. */
  async moveLeg(db: Db, bookingId: number, job: NewJob, now: string): Promise<boolean> {
    const r = await db
      .updateTable('dispatch_jobs')
      .set({
        service_date: job.service_date,
        service_time: job.service_time,
        from_location: job.from_location,
        to_location: job.to_location,
        updated_at: now,
      })
      .where('booking_id', '=', bookingId)
      .where('leg', '=', job.leg)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },
  async deleteLeg(db: Db, bookingId: number, leg: 'outbound' | 'return'): Promise<void> {
    await db.deleteFrom('dispatch_jobs').where('booking_id', '=', bookingId).where('leg', '=', leg).execute();
  },
  async countForDriver(db: Db, driverId: number): Promise<number> {
    const r = await db
      .selectFrom('dispatch_jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('driver_id', '=', driverId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
};
