import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * The operator's day (decision 017):
 * - `drivers`: who drives, with a default vehicle;
 * - `dispatch_jobs`: one row per leg (outbound and return of a transfer, one per tour reservation),
 *   with its own date, time and ends; status is not copied, it is read from the booking, so a job
 *   always follows its booking; a deleted booking takes its jobs with it;
 * - `driver_run_links`: a driver's read-only share link for one day, stored as the token's hash.
 * Existing bookings and reservations get their jobs here, in the same migration, on both dialects.
 */
export function dispatchJobsMigration(dialect: 'sqlite' | 'postgres') {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const stamps = <T extends string>(t: CreateTableBuilder<T, never>) =>
    t.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await stamps(
        withId(db.schema.createTable('drivers'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('plate', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('default_vehicle_id', 'integer', (c) => c.references('vehicles.id').onDelete('set null'))
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();

      await stamps(
        withId(db.schema.createTable('dispatch_jobs'))
          .addColumn('leg', 'varchar(10)', (c) => c.notNull())
          .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('cascade'))
          .addColumn('tour_reservation_id', 'integer', (c) =>
            c.references('tour_reservations.id').onDelete('cascade'),
          )
          .addColumn('service_date', 'text', (c) => c.notNull())
          .addColumn('service_time', 'text')
          .addColumn('from_location', 'text', (c) => c.notNull())
          .addColumn('to_location', 'text', (c) => c.notNull())
          // a driver with jobs is never deleted (409, offer 'Pasif'): the database refuses it as well
          .addColumn('driver_id', 'integer', (c) => c.references('drivers.id').onDelete('restrict'))
          .addColumn('vehicle_id', 'integer', (c) => c.references('vehicles.id').onDelete('set null'))
          .addColumn('note', 'text')
          .addUniqueConstraint('dispatch_jobs_booking_leg_uq', ['booking_id', 'leg'])
          .addUniqueConstraint('dispatch_jobs_tour_reservation_uq', ['tour_reservation_id']),
      ).execute();
      await db.schema
        .createIndex('dispatch_jobs_day_idx')
        .on('dispatch_jobs')
        .columns(['service_date', 'service_time'])
        .execute();
      await db.schema
        .createIndex('dispatch_jobs_driver_day_idx')
        .on('dispatch_jobs')
        .columns(['driver_id', 'service_date'])
        .execute();

      await withId(db.schema.createTable('driver_run_links'))
        .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id').onDelete('cascade'))
        .addColumn('service_date', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      const now = new Date().toISOString();
      await sql`
        INSERT INTO dispatch_jobs (leg, booking_id, service_date, service_time, from_location, to_location, created_at, updated_at)
        SELECT 'outbound', id, pickup_date, pickup_time, pickup_location, destination, ${now}, ${now} FROM bookings`.execute(
        db,
      );
      await sql`
        INSERT INTO dispatch_jobs (leg, booking_id, service_date, service_time, from_location, to_location, created_at, updated_at)
        SELECT 'return', id, return_date, return_time, destination, pickup_location, ${now}, ${now} FROM bookings
        WHERE trip_type = 'round_trip' AND return_date IS NOT NULL`.execute(db);
      await sql`
        INSERT INTO dispatch_jobs (leg, tour_reservation_id, service_date, service_time, from_location, to_location, created_at, updated_at)
        SELECT 'tour', id, booking_date, booking_time, tour_location, tour_title, ${now}, ${now} FROM tour_reservations`.execute(
        db,
      );
    },
  };
}
