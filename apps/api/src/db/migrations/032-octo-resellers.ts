import type { Kysely } from 'kysely';
import type { MigrationDialect } from './migration-dialect.js';

/**
 * Resellers over OCTO (issue 27 items 2 and 6, decision 041):
 * - `reseller_keys`: one API key per reseller, kept as the SHA-256 of the token only (the token is
 *   shown once when made); revoked keys stay, so past bookings keep the name of their channel;
 * - `octo_bookings`: a reseller's booking through its life (ON_HOLD → CONFIRMED or EXPIRED or
 *   CANCELLED). An unconfirmed hold takes its seats on the departure until `expires_at` (the seat
 *   count adds live holds to the reservations); confirming writes the tour reservation and links it;
 * - `tour_reservations.channel`: who sold it, the reseller's name; null: the website.
 */
export function octoResellersMigration(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const identity = (name: string) => {
        const t = db.schema.createTable(name);
        return dialect === 'postgres'
          ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      };
      await identity('reseller_keys')
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('last_used_at', 'text')
        .execute();
      await identity('octo_bookings')
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
        .addColumn('reseller_key_id', 'integer', (c) => c.notNull())
        .addColumn('reseller_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('reseller_reference', 'varchar(100)')
        .addColumn('tour_id', 'integer', (c) => c.notNull())
        .addColumn('booking_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('booking_time', 'varchar(5)', (c) => c.notNull())
        .addColumn('adults', 'integer', (c) => c.notNull())
        .addColumn('children', 'integer', (c) => c.notNull())
        .addColumn('unit_items', 'text', (c) => c.notNull())
        .addColumn('contact', 'text')
        .addColumn('notes', 'text')
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('tour_reservation_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('cancelled_at', 'text')
        .execute();
      // the seat count reads a departure's live holds; the clean-up reads holds past their expiry
      await db.schema
        .createIndex('octo_bookings_departure_idx')
        .on('octo_bookings')
        .columns(['tour_id', 'booking_date', 'booking_time', 'status'])
        .execute();
      await db.schema
        .createIndex('octo_bookings_reseller_ref_idx')
        .on('octo_bookings')
        .columns(['reseller_key_id', 'reseller_reference'])
        .execute();
      await db.schema.alterTable('tour_reservations').addColumn('channel', 'varchar(100)').execute();
    },
  };
}
