import path from 'node:path';
import { z } from 'zod';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave unset for the embedded SQLite database)')
    .optional(),
  /**
   * Redis for the rate-limit counters (decision 019): when set, every limit counts there; otherwise
   * in PostgreSQL with DATABASE_URL, or in memory with the single-instance SQLite default.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'must start with redis:// or rediss:// (leave unset to count limits in the database)')
    .optional(),
  ADMIN_USERNAME: z.string().min(3).max(64).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(256).optional(),
  DEMO_MODE: boolFromEnv.optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  OPERATOR_EMAIL: z.string().optional(),
  RATES_URL: z.url().default('https://www.tcmb.gov.tr/kurlar/today.xml'),
  /** how long 'Kurları Güncelle' waits for the rates file */
  RATES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Whether to believe X-Forwarded-For: 'false' (default: the socket address is the client, so a
   * visitor cannot dodge rate limits by sending the header), a number of proxy hops, or 'true'.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'must be true, false or a number of proxy hops')
    .default('false')
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : Number(v))),
  /** where the built web app lives; the API serves it when present */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Keep public catalogue reads in memory until an admin write (decision 009). On by default; with
   * PostgreSQL every instance hears every other's writes through LISTEN/NOTIFY (decision 019).
   */
  PUBLIC_READ_CACHE: boolFromEnv.optional(),
  /**
   * How long an Idempotency-Key claimed by a request that has not answered yet holds its key
   * (decision 006): a claim left by a process that died expires after it, and a retry runs the work.
   */
  IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Test only: pause this long between claiming an Idempotency-Key and doing the work, so that a test
   * can kill the process exactly there. Ignored unless NODE_ENV is 'test'.
   */
  TEST_ONLY_IDEMPOTENCY_PAUSE_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** how often the mail worker looks for due mail (decision 016) */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1_000),
  /** the first retry's delay after a failed delivery; each further one doubles, up to MAIL_RETRY_MAX_MS */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(900_000),
  /** how long a claimed mail is held by the instance sending it before another may take it over */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /**
   * Customer mails a visitor's action may send to one address in an hour (issue 28, decision 033):
   * a flood of bookings to someone else's address sends this many, the rest wait for staff.
   */
  CUSTOMER_MAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * How often the server applies personal-data retention (decision 023), in minutes; 0 turns the
   * background run off (a Yönetici can still run it from the back office).
   */
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(360),
  TRIP_REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * The bearer token a Prometheus scrape of GET /metrics must send (decision 030); unset, /metrics
   * answers 404. Printable ASCII without spaces, so it fits an Authorization header and a secret file.
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 printable characters without spaces')
    .optional(),
  NODE_ENV: z.string().optional(),
  /**
   * Server time-outs (issue 28, decision 033): the whole request including its body, the headers
   * alone, and an idle keep-alive connection. A body that never completes is cut, not held.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** Load shedding: above this event-loop delay requests get 503 with Retry-After (@fastify/under-pressure); 0 turns it off. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** how often that delay is sampled (its mean over the interval is compared) */
  LOAD_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /**
   * Pages one client may ask an instance for in a minute (issue 28): generous, since a hotel's guests
   * share one address; 0 turns the limit off (the benches measure rendering, not the limit).
   */
  PAGE_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
  /**
   * The live board's event streams (decision 039): how many one instance holds open at most (each
   * is a socket and a subscription; the board's staff need a handful), and how often a heartbeat
   * goes down each (under the 60 s a proxy waits on a silent connection; it also rechecks the session).
   */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(200),
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(300_000).default(25_000),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** where rate-limit counters live when set (decision 019) */
  redisUrl: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** seeds demo content into an empty database and enables the demo admin */
  demoMode: boolean;
  publicUrl: string | undefined;
  /** cookies get `Secure` only when the site is served over HTTPS */
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  operatorEmail: string | undefined;
  ratesUrl: string;
  ratesTimeoutMs: number;
  logLevel: string;
  webDistDir: string | undefined;
  trustProxy: boolean | number;
  /** serve public catalogue reads from the in-process cache (decision 009) */
  publicReadCache: boolean;
  /** how long an unanswered Idempotency-Key claim holds its key (decision 006) */
  idempotencyLeaseMs: number;
  /** test only: the pause between an idempotency claim and its work; always 0 outside NODE_ENV=test */
  testOnlyIdempotencyPauseMs: number;
  /** the mail worker's timing (decision 016) */
  mail: { pollMs: number; retryBaseMs: number; retryMaxMs: number; leaseMs: number; perAddressPerHour: number };
  /** how often retention runs in the background, 0 for never (decision 023) */
  retentionIntervalMs: number;
  /** how often the day-before reminders are looked for, 0 for never (decision 040) */
  tripReminderIntervalMs: number;
  /** the bearer token GET /metrics requires; undefined turns /metrics off (decision 030) */
  metricsToken: string | undefined;
  /** server time-outs: the whole request, its headers, an idle keep-alive connection (decision 033) */
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
  /** event-loop delay above which requests are shed with 503 + Retry-After; 0 for never */
  maxEventLoopDelayMs: number;
  /** how often the event-loop delay is sampled */
  loadSampleIntervalMs: number;
  /** pages per client and minute on one instance; 0 for no limit */
  pageRequestsPerMinute: number;
  /** the live board's event streams: most open on one instance, and the heartbeat (decision 039) */
  liveStreams: { max: number; heartbeatMs: number };
}

/** Reads the environment once and fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  // Absolute links (canonical, hreflang, robots.txt, the sitemap, mails) are never built from a
  // request's Host header in production: a forged Host would be written into them (issue 28).
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new Error('Invalid configuration:\n  PUBLIC_URL: must be set in production (the site\'s own address; a request\'s Host is never used)');
  }
  if ((e.ADMIN_USERNAME && !e.ADMIN_PASSWORD) || (!e.ADMIN_USERNAME && e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    // Demo content is on by default only with the embedded database: a real PostgreSQL deployment opts in.
    demoMode: e.DEMO_MODE ?? !e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    secureCookies: e.PUBLIC_URL?.startsWith('https://') ?? false,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    operatorEmail: e.OPERATOR_EMAIL,
    ratesUrl: e.RATES_URL,
    ratesTimeoutMs: e.RATES_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
    publicReadCache: e.PUBLIC_READ_CACHE ?? true,
    idempotencyLeaseMs: e.IDEMPOTENCY_LEASE_SECONDS * 1000,
    testOnlyIdempotencyPauseMs: e.NODE_ENV === 'test' ? e.TEST_ONLY_IDEMPOTENCY_PAUSE_MS : 0,
    mail: { pollMs: e.MAIL_POLL_MS, retryBaseMs: e.MAIL_RETRY_BASE_MS, retryMaxMs: e.MAIL_RETRY_MAX_MS, leaseMs: e.MAIL_LEASE_SECONDS * 1000, perAddressPerHour: e.CUSTOMER_MAILS_PER_ADDRESS_PER_HOUR },
    retentionIntervalMs: e.RETENTION_INTERVAL_MINUTES * 60_000,
    tripReminderIntervalMs: e.TRIP_REMINDER_INTERVAL_MS,
    metricsToken: e.METRICS_TOKEN,
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS), keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS },
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    loadSampleIntervalMs: e.LOAD_SAMPLE_INTERVAL_MS,
    pageRequestsPerMinute: e.PAGE_REQUESTS_PER_MINUTE,
    liveStreams: { max: e.LIVE_STREAMS_MAX, heartbeatMs: e.LIVE_HEARTBEAT_MS },
  };
}
