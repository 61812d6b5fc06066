import type { Kysely } from 'kysely';
import type { MigrationDialect } from './migration-dialect.js';

/**
 * Tour departures (issue 27, decision 034):
 * - `tours.departure_schedule`: the tour's weekly schedule with its exceptions as JSON, beside its
 *   other columns so every tour read knows whether the tour sells departures; null: any date, as before;
 * - `tour_departures`: one row per departure that staff changed (own capacity, closed, cancelled) or
 *   that has been booked. The row is what a booking locks; the seats sold are the reservations on it,
 *   counted, never a copied counter that a cancellation elsewhere could leave wrong;
 * - an index to count a departure's reservations by tour, day and time.
 */
export function tourDeparturesMigration(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('tours').addColumn('departure_schedule', 'text').execute();
      const table = db.schema.createTable('tour_departures');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('tour_id', 'integer', (c) => c.notNull().references('tours.id').onDelete('cascade'))
        .addColumn('date', 'varchar(10)', (c) => c.notNull())
        .addColumn('time', 'varchar(5)', (c) => c.notNull())
        // null: the schedule's capacity
        .addColumn('capacity', 'integer')
        .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
        .addColumn('cancel_message', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('tour_departures_slot_unique', ['tour_id', 'date', 'time'])
        .execute();
      await db.schema
        .createIndex('tour_reservations_departure_idx')
        .on('tour_reservations')
        .columns(['tour_id', 'booking_date', 'booking_time'])
        .execute();
    },
  };
}
