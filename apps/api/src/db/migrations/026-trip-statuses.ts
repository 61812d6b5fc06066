import type { Kysely } from 'kysely';
import type { MigrationDialect } from './migration-dialect.js';

/**
 * The driver's statuses of a job (issue 26 item 1, decision 035):
 * - `job_status_events`: append-only, one row per applied tap, time-stamped by the server; the
 *   tap's client-made id is unique, so a tap sent again (the offline queue) is applied once;
 * - `dispatch_jobs.trip_status` / `trip_status_at`: the job's latest status, what the board reads.
 * A job's events go with the job (a leg removed from a booking takes its history along).
 */
export function tripStatusesMigration(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('dispatch_jobs').addColumn('trip_status', 'varchar(20)').execute();
      await db.schema.alterTable('dispatch_jobs').addColumn('trip_status_at', 'text').execute();

      const table = db.schema.createTable('job_status_events');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('job_id', 'integer', (c) => c.notNull().references('dispatch_jobs.id').onDelete('cascade'))
        // who tapped: the link's driver; kept if the job is given to another driver later
        .addColumn('driver_id', 'integer', (c) => c.references('drivers.id').onDelete('set null'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('client_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('tapped_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('job_status_events_job_idx')
        .on('job_status_events')
        .columns(['job_id', 'id'])
        .execute();
    },
  };
}
