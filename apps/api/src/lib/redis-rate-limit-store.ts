import type { Redis } from 'ioredis';
import { LocalCounters } from './local-rate-limit-store.js';
import type { Done, RateLimitStore, RouteInfo } from './pg-rate-limit-store.js';

/**
 * One window per key: INCR, start the window on the first hit, answer the count and the time left.
 * The same fixed-window rule as the PostgreSQL store and @fastify/rate-limit's own stores.
 */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/** Whether the shared counters answer; read by `/api/ready` and logged on every change. */
export interface RedisLimitsHealth {
  /** true while Redis does not answer and the limits count per instance */
  readonly fallingBack: boolean;
}

/**
 * A @fastify/rate-limit store (the plugin's documented `store` option) counting in Redis, shared by
 * every instance (decision 019). While Redis cannot be reached it fails open to per-process counters
 * (decision 033): a booking, a sign-in and a PNR look-up are still served, each instance still holds
 * the limit on its own (a limit of N becomes at most N × instances for the outage), one warning is
 * logged when the outage starts and one line when Redis is back, and `/api/ready` says so.
 *
 * The client is made with `enableOfflineQueue: false` and a command time-out, so a Redis that is away
 * or hangs costs a request nothing: the command fails at once (or after `commandTimeout`) and the
 * local counter answers.
 */
export function redisRateLimitStore(
  redis: Redis,
  log: { warn(msg: string): void; info(msg: string): void },
  prefix = 'riviera-rate-limit-',
): { Store: new (options?: unknown) => RateLimitStore; health: RedisLimitsHealth } {
  const local = new LocalCounters();
  const state = { fallingBack: false };
  const degrade = (why: string) => {
    if (state.fallingBack) return;
    state.fallingBack = true;
    log.warn(`Redis for the rate limits cannot be reached (${why}): counting per instance until it answers`);
  };
  const recover = () => {
    if (!state.fallingBack) return;
    state.fallingBack = false;
    log.info('Redis for the rate limits answers again: counters are shared once more');
  };
  redis.on('ready', recover);
  redis.on('error', (err: Error) => degrade(err.message));
  redis.on('close', () => degrade('connection closed'));

  class RedisRateLimitStore implements RateLimitStore {
    constructor(
      _options?: unknown,
      private readonly keyPrefix = prefix,
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      const k = `${this.keyPrefix}${key}`;
      if (redis.status !== 'ready') {
        if (redis.status !== 'connecting' && redis.status !== 'wait') degrade(`status ${redis.status}`);
        done(null, local.incr(k, timeWindow));
        return;
      }
      redis.eval(INCR_SCRIPT, 1, k, String(timeWindow)).then(
        (answer) => {
          const [current, ttl] = answer as [number, number];
          recover();
          done(null, { current: Number(current), ttl: Math.max(0, Number(ttl)) });
        },
        (err: unknown) => {
          degrade(err instanceof Error ? err.message : String(err));
          done(null, local.incr(k, timeWindow));
        },
      );
    }

    /** A per-route store: keys prefixed by method and URL, as the plugin's own stores do. */
    child(routeOptions: RouteInfo): RedisRateLimitStore {
      const info = routeOptions.routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      return new RedisRateLimitStore(undefined, `${this.keyPrefix}${method}${info.url ?? ''}|`);
    }
  }
  return { Store: RedisRateLimitStore, health: state };
}
