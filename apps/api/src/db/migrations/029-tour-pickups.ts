import type { Kysely } from 'kysely';
import type { MigrationDialect } from './migration-dialect.js';

/**
 * Tour pickups (issue 27 item 4, decision 038):
 * - `pickup_zones`: the places tours collect guests in (Kemer, Beldibi…), a Turkish name and its
 *   other languages in `translations` like every translated record (decision 014);
 * - `tours.pickup_zones`: JSON `[{ zone_id, offset_minutes }]` beside the tour's schedule, so every
 *   tour read knows its pickups without a join; null or `[]`: guests come to the meeting point;
 * - on `tour_reservations`: the zone chosen (its id and its Turkish name, kept like the tour's title
 *   so the reservation reads well after the zone is renamed), the hotel or address, and the pickup
 *   day and time computed when booked (what the guest was told).
 */
export function tourPickupsMigration(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('pickup_zones');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('tours').addColumn('pickup_zones', 'text').execute();
      await db.schema.alterTable('tour_reservations').addColumn('pickup_zone_id', 'integer').execute();
      await db.schema.alterTable('tour_reservations').addColumn('pickup_zone_name', 'varchar(100)').execute();
      await db.schema.alterTable('tour_reservations').addColumn('pickup_place', 'varchar(200)').execute();
      await db.schema.alterTable('tour_reservations').addColumn('pickup_date', 'varchar(10)').execute();
      await db.schema.alterTable('tour_reservations').addColumn('pickup_time', 'varchar(5)').execute();
    },
  };
}
