import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from '../../lib/background-jobs.js';
import { applyRetention } from './retention.service.js';

/**
 * The background retention run (decision 023), every RETENTION_INTERVAL_MINUTES; none when it is 0.
 * The run takes the retention lock without waiting, so an instance finding another's run under way
 * skips its round; the server starts it (tests' buildApp never does, unless a test calls it).
 */
export function retentionJobs(deps: FastifyInstance['deps']): PeriodicJob[] {
  const everyMs = deps.config.retentionIntervalMs;
  if (everyMs <= 0) return [];
  const run = () =>
    applyRetention(
      { db: deps.db, dialect: deps.dialect, runExclusive: deps.runExclusive, uploadsDir: deps.config.uploadsDir },
      { admin: null, wait: false },
    );
  return [{ name: 'personal-data:retention-schedule', everyMs, run }];
}
