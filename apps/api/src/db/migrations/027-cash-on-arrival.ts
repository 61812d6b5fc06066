import type { Kysely } from 'kysely';
import type { MigrationDialect } from './migration-dialect.js';

/**
 * Cash on arrival, accounted (issue 26 item 2, decision 035):
 * - `job_status_events.cash_minor` / `cash_currency`: what the driver collected, entered with
 *   'Tamamlandı', in minor units (cents) so that sums are exact on both dialects;
 * - `driver_cash_handovers`: what staff confirmed the driver handed to the office, one row per
 *   driver, day and currency (a new confirmation replaces the amount, audited).
 */
export function cashOnArrivalMigration(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('job_status_events').addColumn('cash_minor', 'integer').execute();
      await db.schema.alterTable('job_status_events').addColumn('cash_currency', 'varchar(3)').execute();
      const table = db.schema.createTable('driver_cash_handovers');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id').onDelete('cascade'))
        .addColumn('service_date', 'text', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('amount_minor', 'integer', (c) => c.notNull())
        .addColumn('confirmed_by', 'varchar(100)')
        .addColumn('confirmed_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('driver_cash_handovers_day_uq', ['driver_id', 'service_date', 'currency'])
        .execute();
    },
  };
}
