import { createRequire } from 'node:module';
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { pgRateLimitStore, type RateLimitStore } from '../lib/pg-rate-limit-store.js';

/** The plugin's own Redis store (its package has no exports map; the class is its public store). */
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => RateLimitStore;

/**
 * The Redis store, with a Redis that cannot be reached answered as the database's absence is
 * (503, Retry-After; decision 010) rather than as a server error.
 */
function redisStore(redis: Redis) {
  const unavailable = () => new AppError(503, 'error.service_unavailable', undefined, { 'Retry-After': '5' });
  const wrap = (inner: RateLimitStore): RateLimitStore => ({
    incr: (key, done, timeWindow, max) => inner.incr(key, (err, res) => (err ? done(unavailable()) : done(null, res)), timeWindow, max),
    child: (routeOptions) => wrap(inner.child(routeOptions)),
  });
  return class {
    constructor() {
      return wrap(new RedisStore(false, false, redis, 'riviera-rate-limit-'));
    }
  };
}

/** Where the counters are: what `/api/ready`'s operators and the tests want to know. */
export type RateLimitBackend = 'redis' | 'postgres' | 'memory';

/** Which store counts the limits: Redis when REDIS_URL is set, else PostgreSQL, else memory (one SQLite instance). */
export function rateLimitBackend(config: Pick<AppConfig, 'redisUrl'>, dialect: DialectName): RateLimitBackend {
  if (config.redisUrl) return 'redis';
  return dialect === 'postgres' ? 'postgres' : 'memory';
}

/**
 * Registers @fastify/rate-limit. Limits are opt-in per route (`config: { rateLimit: {...} }`):
 * login, PNR look-ups, bookings, quotes, booking reads, tour reservations. With several instances
 * the counters must be shared, or a limit of N becomes N × instances (decision 019): they live in
 * Redis (the plugin's own store) when REDIS_URL is set, otherwise in PostgreSQL's `rate_limit_hits`;
 * the single-instance SQLite default keeps them in memory.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  opts: { config: AppConfig; db: Kysely<Database>; dialect: DialectName },
): Promise<RateLimitBackend> {
  const backend = rateLimitBackend(opts.config, opts.dialect);
  const shared: Partial<RateLimitPluginOptions> = {};
  if (backend === 'redis') {
    // One retry per command and a short connect timeout: a request waits at most briefly on a
    // Redis that is away, then fails (503) instead of hanging.
    const redis = new Redis(opts.config.redisUrl!, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: true });
    redis.on('error', (err: Error) => app.log.warn(`Redis: ${err.message}`));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    shared.store = redisStore(redis) as unknown as RateLimitPluginOptions['store'];
  } else if (backend === 'postgres') {
    shared.store = pgRateLimitStore(opts.db) as unknown as RateLimitPluginOptions['store'];
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...shared,
    errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, retryAfterMs: ctx.ttl, message: 'error.too_many_requests' }),
  });
  return backend;
}
