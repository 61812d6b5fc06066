import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PublicReadCache } from './public-read-cache.js';

/** What a PostgreSQL pool tells about itself (pg.Pool); absent on SQLite, which has no pool. */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Latency buckets, seconds: a cached read answers in well under a millisecond, an upload in seconds. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's own figures (CPU, memory, event-loop delay, handles), registered once per process:
 * every app built in it (the tests build many) serves the same ones.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The Prometheus metrics of one app (decision 030). Per request there is only the latency
 * histogram's observation (plugins/observability.ts); everything read from the database or from a
 * cache's own counters is read when Prometheus scrapes, never on the request path.
 */
export class AppMetrics {
  readonly registry = new Registry();

  /** latency by route pattern (never the raw URL), method and status */
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to the answer sent, by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  /** new transfer bookings and tour reservations (an Idempotency-Key replay is not counted) */
  readonly bookingsCreated = new Counter({
    name: 'riviera_bookings_created_total',
    help: 'Bookings created by this instance: kind="transfer" or "tour"',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  /** what this instance's mail worker did with each mail it tried */
  readonly mailDeliveries = new Counter({
    name: 'riviera_mail_deliveries_total',
    help: 'Mail delivery attempts by this instance: outcome="sent", "retry" (given back with backoff), "failed" (refused for good) "superseded" (a status mail dropped because the status changed since) or "held" (a visitor-triggered customer mail over its address’s hourly share, waiting for staff)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'riviera_background_job_runs_total',
    help: 'Background job runs on this instance (rounds another instance held the lock for are not counted)',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'riviera_background_job_failures_total',
    help: 'Background job runs on this instance that failed',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  readonly jobLastSuccess = new Gauge({
    name: 'riviera_background_job_last_success_timestamp_seconds',
    help: 'When a background job last ran to its end on this instance (Unix time)',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  /**
   * The figures read at scrape time: the mail outbox (`readOutbox`, one aggregate query), the read
   * cache's own counters, the pool's.
   */
  watch(sources: {
    readOutbox: () => Promise<{ waiting: number; failed: number; oldestWaitingAt: string | null }>;
    publicCache: PublicReadCache;
    pool?: PoolStats | undefined;
    log?: { warn(obj: object, msg: string): void };
  }): void {
    const { publicCache, pool, log } = sources;
    const registers = [this.registry];

    // One aggregate over the outbox per scrape; (status, next_attempt_at) is indexed.
    const readOutbox = async () => {
      const o = await sources.readOutbox();
      const oldestAgeSeconds = o.oldestWaitingAt ? Math.max(0, (Date.now() - Date.parse(o.oldestWaitingAt)) / 1000) : 0;
      return { waiting: o.waiting, failed: o.failed, oldestAgeSeconds };
    };
    // The three outbox gauges share one query per scrape: the first to collect runs it.
    let outboxRead: Promise<Awaited<ReturnType<typeof readOutbox>> | null> | null = null;
    const outbox = () => {
      outboxRead ??= readOutbox()
        .catch((err: unknown) => {
          log?.warn({ err }, 'metrics: the mail outbox could not be read');
          return null;
        })
        .finally(() => setImmediate(() => (outboxRead = null)));
      return outboxRead;
    };
    const outboxGauge = (name: string, help: string, pick: (o: Awaited<ReturnType<typeof readOutbox>>) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const o = await outbox();
          // The database away: no value rather than a stale one (alert on its absence).
          if (o) this.set(pick(o));
          else this.reset();
        },
      });
    outboxGauge('riviera_mail_outbox_depth', 'Mails waiting to be delivered (queued or being sent), all instances', (o) => o.waiting);
    outboxGauge(
      'riviera_mail_outbox_oldest_age_seconds',
      'Age of the oldest mail still waiting to be delivered, 0 when none waits',
      (o) => o.oldestAgeSeconds,
    );
    outboxGauge('riviera_mail_failed', 'Mails the mail server refused for good (status failed; a resend queues a new mail), all instances', (o) => o.failed);

    // The read cache counts its own hits and loads (decision 009); read here, not counted again per request.
    const cacheCounter = (name: string, help: string, pick: (c: { hits: number; loads: number }) => number) =>
      new Counter({
        name,
        help,
        labelNames: ['cache'] as const,
        registers,
        collect() {
          const byArea = publicCache.statsByKind;
          this.reset();
          this.inc({ cache: 'pages' }, pick(byArea.pages));
          this.inc({ cache: 'public' }, pick(byArea.public));
        },
      });
    cacheCounter('riviera_cache_hits_total', 'Answers served from the read cache: cache="pages" (rendered pages) or "public" (catalogue reads)', (c) => c.hits);
    cacheCounter('riviera_cache_loads_total', 'Answers the read cache had to load (misses, and reads while it is bypassed)', (c) => c.loads);

    if (pool) {
      new Gauge({
        name: 'riviera_db_pool_connections',
        help: 'PostgreSQL connections of this instance: state="open" or "idle"',
        labelNames: ['state'] as const,
        registers,
        collect() {
          this.set({ state: 'open' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
        },
      });
      new Gauge({
        name: 'riviera_db_pool_waiting_queries',
        help: 'Queries of this instance waiting for a free PostgreSQL connection',
        registers,
        collect() {
          this.set(pool.waitingCount);
        },
      });
    }
  }

  /** The exposition text: this app's metrics, then the process's. */
  async text(): Promise<string> {
    return `${await this.registry.metrics()}\n${await processMetrics().metrics()}`;
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
