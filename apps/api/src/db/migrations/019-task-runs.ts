import type { Kysely } from 'kysely';

/**
 * The last run of each piece of background work the back office reports on (decision 030): the
 * exchange-rate refresh and personal-data retention. One row per task, overwritten by every run,
 * on whichever instance it ran; the dashboard reads it. A run that finds nothing to do is a run too,
 * which the audit log (business changes only) does not record.
 */
export function taskRunsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('task_runs')
        .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('last_started_at', 'text', (c) => c.notNull())
        .addColumn('last_finished_at', 'text', (c) => c.notNull())
        .addColumn('last_outcome', 'varchar(10)', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('last_ok_at', 'text')
        .addColumn('last_by', 'text')
        .addColumn('last_summary', 'text')
        .execute();
    },
  };
}
