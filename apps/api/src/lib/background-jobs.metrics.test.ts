import { describe, expect, it } from 'vitest';
import { startPeriodicJobs } from './background-jobs.js';
import { AppMetrics } from './metrics.js';
import type { RunExclusive } from './run-exclusive.js';

/** A lock that is always free, or always held by another instance. */
const free: RunExclusive = async (_name, fn) => ({ ran: true, value: await fn() });
const heldElsewhere: RunExclusive = async () => ({ ran: false });

const sample = async (metrics: AppMetrics, series: string) => {
  const line = (await metrics.registry.metrics()).split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};
const quiet = { warn: () => undefined };

describe('background job metrics (decision 030)', () => {
  it('counts runs, failures and the last success of each job', async () => {
    const metrics = new AppMetrics();
    let calls = 0;
    const stop = startPeriodicJobs(
      [
        { name: 'ok-job', everyMs: 10, run: async () => calls++ },
        { name: 'bad-job', everyMs: 10, run: () => Promise.reject(new Error('boom')) },
      ],
      free,
      quiet,
      metrics,
    );
    await new Promise((r) => setTimeout(r, 80));
    await stop();
    expect(await sample(metrics, 'riviera_background_job_runs_total{job="ok-job"}')).toBe(calls);
    expect(calls).toBeGreaterThan(0);
    expect(await sample(metrics, 'riviera_background_job_failures_total{job="ok-job"}')).toBeUndefined();
    expect(await sample(metrics, 'riviera_background_job_failures_total{job="bad-job"}')).toBe(
      await sample(metrics, 'riviera_background_job_runs_total{job="bad-job"}'),
    );
    expect(
      await sample(metrics, 'riviera_background_job_last_success_timestamp_seconds{job="ok-job"}'),
    ).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(
      await sample(metrics, 'riviera_background_job_last_success_timestamp_seconds{job="bad-job"}'),
    ).toBeUndefined();
  });

  it('does not count a round another instance held the lock for', async () => {
    const metrics = new AppMetrics();
    const stop = startPeriodicJobs(
      [{ name: 'elsewhere', everyMs: 10, run: async () => undefined }],
      heldElsewhere,
      quiet,
      metrics,
    );
    await new Promise((r) => setTimeout(r, 50));
    await stop();
    expect(await sample(metrics, 'riviera_background_job_runs_total{job="elsewhere"}')).toBeUndefined();
  });
});
