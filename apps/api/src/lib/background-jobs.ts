import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { deleteExpiredRateLimitHits } from './pg-rate-limit-store.js';
import type { RunExclusive } from './run-exclusive.js';

/** A job the server runs every `everyMs`, on one instance at a time. */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** The cleanup jobs of the API: counters and device tokens past their time. */
export function cleanupJobs(db: Kysely<Database>, dialect: DialectName): PeriodicJob[] {
  return [
    { name: 'cleanup:rate-limit-hits', everyMs: 10 * 60_000, run: () => deleteExpiredRateLimitHits(db, dialect) },
    {
      name: 'cleanup:login-devices',
      everyMs: 60 * 60_000,
      run: () => db.deleteFrom('login_devices').where('expires_at', '<=', new Date().toISOString()).execute(),
    },
  ];
}

/**
 * Starts periodic jobs in the server process (never in tests' `buildApp`). Each run takes the job's
 * lock through `runExclusive` without waiting: with several instances, whichever comes first does the
 * work and the others skip that round. A failure is logged and the job tries again next round.
 * Returns a stop function for graceful shutdown, which waits for runs under way.
 */
export function startPeriodicJobs(
  jobs: PeriodicJob[],
  runExclusive: RunExclusive,
  log: { warn(obj: object, msg: string): void },
): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      const run = runExclusive(job.name, () => job.run()).catch((err: unknown) => log.warn({ err, job: job.name }, 'background job failed'));
      running.add(run);
      void run.finally(() => running.delete(run));
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    for (const t of timers) clearInterval(t);
    await Promise.allSettled([...running]);
  };
}
