import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { pgRateLimitStore } from '../lib/pg-rate-limit-store.js';
import { redisRateLimitStore } from '../lib/redis-rate-limit-store.js';

/** Where the counters are: what `/api/ready`'s operators and the tests want to know. */
export type RateLimitBackend = 'redis' | 'postgres' | 'memory';

/** Where the counters are and whether they are where they should be (readiness reports both). */
export interface RateLimitState {
  backend: RateLimitBackend;
  /** Redis is away and each instance counts on its own (decision 033) */
  fallingBack(): boolean;
}

/** Which store counts the limits: Redis when REDIS_URL is set, else PostgreSQL, else memory (one SQLite instance). */
export function rateLimitBackend(config: Pick<AppConfig, 'redisUrl'>, dialect: DialectName): RateLimitBackend {
  if (config.redisUrl) return 'redis';
  return dialect === 'postgres' ? 'postgres' : 'memory';
}

/**
 * Registers @fastify/rate-limit. Limits are opt-in per route (`config: { rateLimit: {...} }`):
 * login, PNR look-ups, bookings, quotes, booking reads, tour reservations. With several instances
 * the counters must be shared, or a limit of N becomes N × instances (decision 019): they live in
 * Redis when REDIS_URL is set (failing open to per-instance counters while it is away, decision
 * 033), otherwise in PostgreSQL's `rate_limit_hits`; the single-instance SQLite default keeps them in
 * memory.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  opts: { config: AppConfig; db: Kysely<Database>; dialect: DialectName },
): Promise<RateLimitState> {
  const backend = rateLimitBackend(opts.config, opts.dialect);
  const shared: Partial<RateLimitPluginOptions> = {};
  let fallingBack = () => false;
  if (backend === 'redis') {
    // No offline queue and a command time-out: while Redis is away a request is not held waiting
    // for it; the store counts locally instead.
    const redis = new Redis(opts.config.redisUrl!, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 500, enableOfflineQueue: false });
    const { Store, health } = redisRateLimitStore(redis, app.log);
    app.addHook('onClose', async () => {
      redis.removeAllListeners('close');
      redis.removeAllListeners('error');
      redis.on('error', () => undefined);
      await redis.quit().catch(() => redis.disconnect());
    });
    shared.store = Store as unknown as RateLimitPluginOptions['store'];
    fallingBack = () => health.fallingBack;
  } else if (backend === 'postgres') {
    shared.store = pgRateLimitStore(opts.db) as unknown as RateLimitPluginOptions['store'];
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...shared,
    errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, retryAfterMs: ctx.ttl, message: 'error.too_many_requests' }),
  });
  return { backend, fallingBack: () => fallingBack() };
}
