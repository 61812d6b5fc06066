import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { CacheInvalidation } from './cache-invalidation.js';
import { PackedBody, sendPacked } from './packed-body.js';

/** What a cached answer is about; keys of different areas never collide. */
export type CacheArea =
  | 'routes'
  | 'tours'
  | 'currencies'
  | 'site-settings'
  | 'pricing'
  | 'legal'
  | 'pages'
  /** vehicle types, vehicles and extra services */
  | 'fleet'
  /** the gallery, the hero videos and the about section */
  | 'content';

/** what a kept object counts against the size bound (they are small rows) */
const OBJECT_SIZE = 1_000;

export interface PublicReadCacheOptions {
  enabled: boolean;
  /** bound on the characters of all kept answers (keys are visitor input); an object counts 1 000 */
  maxSize?: number;
  /** safety net for writes this process cannot see (an operator's SQL, a CLI); admin writes invalidate at once */
  ttlMs?: number;
  now?: () => number;
  /** the "catalogue changed" event this cache empties on; while it is not live the cache is bypassed */
  invalidation?: CacheInvalidation;
}

/** What a kept answer counts: its bytes, and room for the compressed forms made on demand (a fraction of them). */
export const packedSize = (body: PackedBody): number => Math.ceil(body.bytes.length * 1.5);

interface Entry {
  value: unknown;
  size: number;
  expiresAt: number;
}

/**
 * Serialized answers of public reads that every visitor makes and that change only when staff edit,
 * and the catalogue rows every price is computed from (decision 009). An answer is kept as the bytes of
 * the JSON text the response schema produces (lib/packed-body.ts), so a hit costs neither SQL nor
 * serialization nor encoding. Any admin write empties the whole cache (see
 * plugins/public-read-cache.ts): admin writes are rare, and clearing everything cannot miss a
 * dependency (the route search, for instance, also depends on vehicle types).
 */
export class PublicReadCache {
  readonly enabled: boolean;
  private readonly maxSize: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  // Map order is insertion order; a hit re-inserts, so the first key is the least recently used.
  private readonly entries = new Map<string, Entry>();
  /** characters of kept JSON plus OBJECT_SIZE per kept value */
  private used = 0;
  /** bumped by every invalidation: a load that began before one must not store what it read */
  private generation = 0;
  private readonly invalidation: CacheInvalidation | undefined;
  /**
   * Answers served from the cache, and loads (misses and bypassed reads), for the bench, the logs and
   * the metrics: rendered pages apart from the catalogue reads.
   */
  private readonly counts = { pages: { hits: 0, loads: 0 }, public: { hits: 0, loads: 0 } };

  constructor(opts: PublicReadCacheOptions) {
    this.enabled = opts.enabled;
    this.invalidation = opts.invalidation;
    opts.invalidation?.onInvalidate(() => this.invalidateAll());
    this.maxSize = opts.maxSize ?? 8_000_000;
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.now = opts.now ?? Date.now;
  }

  /**
   * The answer for `key` packed for sending: from the cache, or `load()` validated and stripped by
   * `schema` (exactly what the route's response serializer would send), then kept. With the cache
   * disabled it always loads, through the same path.
   */
  json(area: CacheArea, key: string, schema: z.ZodType, load: () => Promise<unknown>): Promise<PackedBody> {
    return this.through(
      area,
      `${area}\u0000${key}`,
      async () => new PackedBody(JSON.stringify(schema.parse(await load()))),
      packedSize,
    );
  }

  /**
   * A value read from the catalogue (pricing inputs), kept like an answer. Callers share the kept
   * object, so `load` should return frozen data.
   */
  value<T>(area: CacheArea, key: string, load: () => Promise<T>): Promise<T> {
    return this.through(area, `${area}\u0000${key}`, load, () => OBJECT_SIZE);
  }

  /** A value kept like an answer and counted by `sizeOf` (a server-rendered page with its compressed forms). */
  sized<T>(area: CacheArea, key: string, load: () => Promise<T>, sizeOf: (value: T) => number): Promise<T> {
    return this.through(area, `${area}\u0000${key}`, load, sizeOf);
  }

  /** A text kept like an answer (a server-rendered page), counted by its length. */
  text(area: CacheArea, key: string, load: () => Promise<string>): Promise<string> {
    return this.through(area, `${area}\u0000${key}`, load, (text) => text.length);
  }

  private async through<T>(area: CacheArea, k: string, load: () => Promise<T>, sizeOf: (value: T) => number): Promise<T> {
    const counts = area === 'pages' ? this.counts.pages : this.counts.public;
    // Not live: another instance's write could go unheard, so neither serve nor keep anything.
    const usable = this.enabled && (this.invalidation?.isLive ?? true);
    if (usable) {
      const hit = this.entries.get(k);
      if (hit && hit.expiresAt > this.now()) {
        this.entries.delete(k);
        this.entries.set(k, hit);
        counts.hits++;
        return hit.value as T;
      }
    }
    const generation = this.generation;
    counts.loads++;
    const value = await load();
    if (usable && generation === this.generation && (this.invalidation?.isLive ?? true)) this.store(k, value, sizeOf(value));
    return value;
  }

  /** Forgets every answer; runs on each "catalogue changed" event (an admin write here or on another instance). */
  invalidateAll(): void {
    this.generation++;
    this.entries.clear();
    this.used = 0;
  }

  /** hits and loads since start, and the hit ratio (logged at shutdown; the scale-out bench reads it) */
  get stats(): { hits: number; loads: number; hitRatio: number } {
    const hits = this.counts.pages.hits + this.counts.public.hits;
    const loads = this.counts.pages.loads + this.counts.public.loads;
    return { hits, loads, hitRatio: hits + loads ? hits / (hits + loads) : 0 };
  }

  /** the same, rendered pages apart from catalogue reads (the metrics read them at scrape time) */
  get statsByKind(): { pages: { hits: number; loads: number }; public: { hits: number; loads: number } } {
    return { pages: { ...this.counts.pages }, public: { ...this.counts.public } };
  }

  /** how many answers are kept (for tests) */
  get size(): number {
    return this.entries.size;
  }

  private store(k: string, value: unknown, size: number): void {
    const old = this.entries.get(k);
    if (old) {
      this.entries.delete(k);
      this.used -= old.size;
    }
    if (size > this.maxSize) return;
    this.entries.set(k, { value, size, expiresAt: this.now() + this.ttlMs });
    this.used += size;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.maxSize) break;
      this.entries.delete(oldest);
      this.used -= entry.size;
    }
  }
}

/**
 * Sends a kept JSON answer as it is (its bytes or a compressed form, or a 304): a ready Buffer skips
 * Fastify's response serializer, and the route's response schema still documents the answer.
 */
export const sendCachedJson = (reply: FastifyReply, body: PackedBody): FastifyReply =>
  sendPacked(reply, body, 'application/json; charset=utf-8');
