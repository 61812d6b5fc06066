import type { Kysely, Selectable } from 'kysely';
import type { Database, TaskRunsTable } from '../db/schema.js';
import { taskRunsRepository } from './task-runs.repository.js';

export type TaskRun = Selectable<TaskRunsTable>;

/** The tasks whose last run the dashboard shows (decision 030). */
export const TASKS = {
  ratesRefresh: 'exchange-rates:refresh',
  retention: 'personal-data:retention',
} as const;

/**
 * Remembers a task's run: its outcome, and on success when and what it did. Best effort: a run
 * that could not be recorded (the database gone meanwhile) is logged by its caller's own failure,
 * and never turns a finished run into an error.
 */
export async function recordTaskRun(
  db: Kysely<Database>,
  name: string,
  run: { startedAt: string; outcome: 'ok' | 'failed'; error?: unknown; by?: string | null; summary?: object },
): Promise<void> {
  const finishedAt = new Date().toISOString();
  const ok = run.outcome === 'ok';
  const reason = run.error instanceof Error ? run.error.message : typeof run.error === 'string' ? run.error : 'failed';
  const error = ok ? null : reason.slice(0, 500);
  const row = {
    last_started_at: run.startedAt,
    last_finished_at: finishedAt,
    last_outcome: run.outcome,
    last_error: error,
    last_by: run.by ?? null,
    ...(ok ? { last_ok_at: finishedAt, last_summary: run.summary ? JSON.stringify(run.summary) : null } : {}),
  };
  await taskRunsRepository.upsert(db, name, row).catch(() => undefined);
}

/** The last runs of the named tasks, by name. */
export async function lastTaskRuns(db: Kysely<Database>, names: readonly string[]): Promise<Map<string, TaskRun>> {
  const rows = await taskRunsRepository.named(db, names);
  return new Map(rows.map((r) => [r.name, r]));
}
