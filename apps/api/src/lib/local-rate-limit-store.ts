import type { Done, RateLimitStore, RouteInfo } from './pg-rate-limit-store.js';

/** Counters of this process alone: what the limits fall back to while Redis is away. */
export class LocalCounters {
  private readonly windows = new Map<string, { hits: number; resetsAt: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  incr(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = this.now();
    this.sweep(now);
    const w = this.windows.get(key);
    if (!w || w.resetsAt <= now) {
      this.windows.set(key, { hits: 1, resetsAt: now + timeWindow });
      return { current: 1, ttl: timeWindow };
    }
    w.hits += 1;
    return { current: w.hits, ttl: w.resetsAt - now };
  }

  /** Drops ended windows at most once a minute, so an outage of hours keeps memory bounded by traffic. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, w] of this.windows) if (w.resetsAt <= now) this.windows.delete(key);
  }
}

/**
 * A @fastify/rate-limit store (its documented `store` option) counting in this process only: the
 * page limit's, where a shared count would cost a database or Redis round trip per page view for a
 * limit that only has to stop one client from hogging one instance.
 */
export class LocalRateLimitStore implements RateLimitStore {
  constructor(
    _options?: unknown,
    private readonly prefix = '',
    private readonly counters = new LocalCounters(),
  ) {}

  incr(key: string, done: Done, timeWindow: number): void {
    done(null, this.counters.incr(`${this.prefix}${key}`, timeWindow));
  }

  child(routeOptions: RouteInfo): LocalRateLimitStore {
    const info = routeOptions.routeInfo ?? {};
    const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
    return new LocalRateLimitStore(undefined, `${this.prefix}${method}${info.url ?? ''}|`, this.counters);
  }
}
