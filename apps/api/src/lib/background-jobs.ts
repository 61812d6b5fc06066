import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { loginDevicesRepository } from './login-devices.repository.js';
import { deleteExpiredRateLimitHits } from './pg-rate-limit-store.js';
import type { AppMetrics } from './metrics.js';
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
      run: () => loginDevicesRepository.deleteExpired(db, new Date().toISOString()),
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
  metrics?: Pick<AppMetrics, 'jobRuns' | 'jobFailures' | 'jobLastSuccess'>,
): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  // A run is counted inside the lock (a round another instance held it for is no run of this one); a
  // failure wherever it happened, the lock's own query included (the database away).
  const counted = (job: PeriodicJob) => async () => {
    metrics?.jobRuns.inc({ job: job.name });
    const value = await job.run();
    metrics?.jobLastSuccess.set({ job: job.name }, Date.now() / 1000);
    return value;
  };
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      const run = runExclusive(job.name, counted(job)).catch((err: unknown) => {
        metrics?.jobFailures.inc({ job: job.name });
        log.warn({ err, job: job.name }, 'background job failed');
      });
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
