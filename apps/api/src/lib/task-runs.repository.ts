import type { Insertable, Kysely } from 'kysely';
import type { Database, TaskRunsTable } from '../db/schema.js';

/** Queries of the tasks' last runs (task-runs.ts). */
export const taskRunsRepository = {
  /** Writes a task's row, creating it on its first run. */
  upsert: (db: Kysely<Database>, name: string, row: Omit<Insertable<TaskRunsTable>, 'name'>) =>
    db
      .insertInto('task_runs')
      .values({ name, ...row })
      .onConflict((oc) => oc.column('name').doUpdateSet(row))
      .execute(),

  named: (db: Kysely<Database>, names: readonly string[]) =>
    db
      .selectFrom('task_runs')
      .selectAll()
      .where('name', 'in', [...names])
      .execute(),
};
