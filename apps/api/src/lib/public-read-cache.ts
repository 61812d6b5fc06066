import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** What a cached answer is about; keys of different areas never collide. */
export type CacheArea = 'routes' | 'tours' | 'currencies' | 'site-settings';

export interface PublicReadCacheOptions {
  enabled: boolean;
  /** upper bound on the characters of all kept answers together (keys are visitor input) */
  maxChars?: number;
  /** safety net for writes this process cannot see (an operator's SQL, a CLI); admin writes invalidate at once */
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  body: string;
  expiresAt: number;
}

/**
 * Serialized answers of public reads that every visitor makes and that change only when staff edit
 * (decision 009). An answer is kept as the JSON text the response schema produces, so a hit costs
 * neither SQL nor serialization. Any admin write empties the whole cache (see
 * plugins/public-read-cache.ts): admin writes are rare, and clearing everything cannot miss a
 * dependency (the route search, for instance, also depends on vehicle types).
 */
export class PublicReadCache {
  readonly enabled: boolean;
  private readonly maxChars: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  // Map order is insertion order; a hit re-inserts, so the first key is the least recently used.
  private readonly entries = new Map<string, Entry>();
  private chars = 0;
  /** bumped by every invalidation: a load that began before one must not store what it read */
  private generation = 0;

  constructor(opts: PublicReadCacheOptions) {
    this.enabled = opts.enabled;
    this.maxChars = opts.maxChars ?? 8_000_000;
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.now = opts.now ?? Date.now;
  }

  /**
   * The answer for `key` as JSON text: from the cache, or `load()` validated and stripped by
   * `schema` (exactly what the route's response serializer would send), then kept. With the cache
   * disabled it always loads, through the same path.
   */
  async json(area: CacheArea, key: string, schema: z.ZodType, load: () => Promise<unknown>): Promise<string> {
    const k = `${area}\u0000${key}`;
    if (this.enabled) {
      const hit = this.entries.get(k);
      if (hit && hit.expiresAt > this.now()) {
        this.entries.delete(k);
        this.entries.set(k, hit);
        return hit.body;
      }
    }
    const generation = this.generation;
    const body = JSON.stringify(schema.parse(await load()));
    if (this.enabled && generation === this.generation) this.store(k, body);
    return body;
  }

  /** Forgets every answer; called after each admin write, once it has committed. */
  invalidateAll(): void {
    this.generation++;
    this.entries.clear();
    this.chars = 0;
  }

  /** how many answers are kept (for tests) */
  get size(): number {
    return this.entries.size;
  }

  private store(k: string, body: string): void {
    const old = this.entries.get(k);
    if (old) {
      this.entries.delete(k);
      this.chars -= old.body.length;
    }
    if (body.length > this.maxChars) return;
    this.entries.set(k, { body, expiresAt: this.now() + this.ttlMs });
    this.chars += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= entry.body.length;
    }
  }
}

/**
 * Sends JSON text as it is: with a JSON content type Fastify skips the response serializer for a
 * string, and the route's response schema still documents the answer.
 */
export const sendJsonText = (reply: FastifyReply, body: string): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(body);
