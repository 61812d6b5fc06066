import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PackedBody } from './packed-body.js';
import { PublicReadCache, packedSize } from './public-read-cache.js';

const schema = z.object({ n: z.number() });

function counter() {
  let calls = 0;
  return {
    load: () => Promise.resolve({ n: ++calls, internal: 'stripped by the schema' }),
    get calls() {
      return calls;
    },
  };
}

describe('public read cache', () => {
  it('serializes through the schema, keeps the answer and serves it until invalidated', async () => {
    const cache = new PublicReadCache({ enabled: true });
    const c = counter();
    expect((await cache.json('tours', 'k', schema, c.load)).text).toBe('{"n":1}');
    expect((await cache.json('tours', 'k', schema, c.load)).text).toBe('{"n":1}');
    expect(c.calls).toBe(1);
    cache.invalidateAll();
    expect((await cache.json('tours', 'k', schema, c.load)).text).toBe('{"n":2}');
  });

  it('keeps catalogue values (objects) the same way, shared until invalidated', async () => {
    const cache = new PublicReadCache({ enabled: true });
    const c = counter();
    const first = await cache.value('pricing', 'route\u00001', c.load);
    expect(await cache.value('pricing', 'route\u00001', c.load)).toBe(first);
    cache.invalidateAll();
    expect(await cache.value('pricing', 'route\u00001', c.load)).toEqual({ n: 2, internal: 'stripped by the schema' });
  });

  it('keeps areas apart under the same key', async () => {
    const cache = new PublicReadCache({ enabled: true });
    const c = counter();
    await cache.json('tours', 'k', schema, c.load);
    expect((await cache.json('routes', 'k', schema, c.load)).text).toBe('{"n":2}');
  });

  it('does not keep what a load read before an invalidation that happened while it ran', async () => {
    const cache = new PublicReadCache({ enabled: true });
    let release!: () => void;
    const slow = cache.json('routes', 'k', schema, async () => {
      await new Promise<void>((r) => (release = r));
      return { n: 1 };
    });
    await Promise.resolve();
    cache.invalidateAll(); // an admin write committed while the read was under way
    release();
    expect((await slow).text).toBe('{"n":1}');
    expect(cache.size).toBe(0);
    expect((await cache.json('routes', 'k', schema, () => Promise.resolve({ n: 2 }))).text).toBe('{"n":2}');
  });

  it('never keeps a failed load', async () => {
    const cache = new PublicReadCache({ enabled: true });
    await expect(cache.json('tours', 'k', schema, () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(cache.size).toBe(0);
  });

  it('forgets answers after the time to live', async () => {
    let now = 1_000;
    const cache = new PublicReadCache({ enabled: true, ttlMs: 100, now: () => now });
    const c = counter();
    await cache.json('currencies', 'k', schema, c.load);
    now += 99;
    await cache.json('currencies', 'k', schema, c.load);
    expect(c.calls).toBe(1);
    now += 1;
    expect((await cache.json('currencies', 'k', schema, c.load)).text).toBe('{"n":2}');
  });

  it('stays within its size bound by dropping the least recently used answers', async () => {
    const cache = new PublicReadCache({ enabled: true, maxSize: 3 * packedSize(new PackedBody('{"n":1}')) });
    const one = () => Promise.resolve({ n: 1 });
    for (const k of ['a', 'b', 'c']) await cache.json('routes', k, schema, one);
    await cache.json('routes', 'a', schema, one); // a is now the most recently used
    await cache.json('routes', 'd', schema, one);
    expect(cache.size).toBe(3);
    const c = counter();
    await cache.json('routes', 'b', schema, c.load);
    expect(c.calls).toBe(1); // b was dropped
    await cache.json('routes', 'a', schema, c.load);
    expect(c.calls).toBe(1); // a was kept
  });

  it('when disabled, loads every time through the same serialization', async () => {
    const cache = new PublicReadCache({ enabled: false });
    const c = counter();
    expect((await cache.json('tours', 'k', schema, c.load)).text).toBe('{"n":1}');
    expect((await cache.json('tours', 'k', schema, c.load)).text).toBe('{"n":2}');
    expect(cache.size).toBe(0);
  });
});

describe('PublicReadCache stats', () => {
  it('counts hits and loads', async () => {
    const cache = new PublicReadCache({ enabled: true });
    const read = () => cache.json('tours', 'list', z.object({ n: z.number() }), () => Promise.resolve({ n: 1 }));
    await read();
    await read();
    await read();
    expect(cache.stats).toEqual({ hits: 2, loads: 1, hitRatio: 2 / 3 });
  });
});
