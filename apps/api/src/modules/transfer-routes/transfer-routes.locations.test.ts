import { compareTurkish, normalizeLocationKey } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;

/** A small known network, so the spec's order can be asserted exactly. */
const ROUTES: [string, string, boolean?][] = [
  ['Antalya Havalimanı (AYT)', 'Kemer'],
  ['Antalya Havalimanı (AYT)', 'Side'],
  ['Antalya Havalimanı (AYT)', 'Kaş'],
  ['Antalya', 'Belek'],
  ['Kemer', 'Antalya Havalimanı (AYT)'],
  ['Side', 'Antalya Havalimanı (AYT)'],
  ['Side Antalya Otel', 'Manavgat'],
  ['Çamyuva', 'Kemer'],
  ['Cadde', 'Kemer'],
  ['Ölüdeniz', 'Fethiye'],
  ['Zeytinköy', 'Alanya'],
  ['Isparta', 'Eğirdir'],
  ['İstanbul', 'Antalya'],
  ['Gazipaşa-Alanya Havalimanı (GZP)', 'Alanya'],
  ['Belek', 'Antalya'],
  ['Boğazkent', 'Belek'],
  ['Göynük', 'Kemer'],
  ['Tekirova', 'Kemer'],
  ['Beldibi', 'Kemer'],
  ['Kundu', 'Lara'],
  ['Lara', 'Kundu'],
  ['Kapalı Rota', 'Hiçbir Yer', false],
];

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('routes')
    .values(
      ROUTES.map(([from, to, active = true]) => ({
        from_location: from,
        to_location: to,
        from_key: normalizeLocationKey(from),
        to_key: normalizeLocationKey(to),
        is_active: active ? 1 : 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
});
afterAll(async () => {
  await ctx.close();
});

const suggest = async (query: Record<string, string>) => {
  const res = await ctx.app.inject({ url: '/api/routes/locations', query });
  expect(res.statusCode).toBe(200);
  // The canonical names: what a pick puts in the field (labels are the point names' concern).
  return json<{ data: { value: string }[] }>(res).data.map((s) => s.value);
};

describe('GET /api/routes/locations (route autocomplete)', () => {
  it('lists at most 15 distinct starting points in Turkish alphabetical order for an empty from field', async () => {
    const list = await suggest({ role: 'from' });
    // Turkish order: C before Ç, I before İ, O before Ö; inactive routes are left out.
    expect(list).toEqual([
      'Antalya',
      'Antalya Havalimanı (AYT)',
      'Beldibi',
      'Belek',
      'Boğazkent',
      'Cadde',
      'Çamyuva',
      'Gazipaşa-Alanya Havalimanı (GZP)',
      'Göynük',
      'Isparta',
      'İstanbul',
      'Kemer',
      'Kundu',
      'Lara',
      'Ölüdeniz',
    ]);
    expect(list).toEqual([...list].sort(compareTurkish));
    expect(list).not.toContain('Kapalı Rota');
  });

  it('ranks typed text: exact match, then prefixes, then other word matches, at most 8', async () => {
    expect(await suggest({ role: 'from', q: 'antalya' })).toEqual([
      'Antalya',
      'Antalya Havalimanı (AYT)',
      'Side Antalya Otel',
    ]);
    const many = await suggest({ role: 'from', q: 'e' });
    expect(many.length).toBeLessThanOrEqual(8);
    expect(await suggest({ role: 'from', q: 'zzz' })).toEqual([]);
  });

  it('lists nothing for an empty to field', async () => {
    expect(await suggest({ role: 'to' })).toEqual([]);
    expect(await suggest({ role: 'to', from: 'Antalya Havalimanı (AYT)' })).toEqual([]);
  });

  it('suggests only destinations reachable from the chosen starting point', async () => {
    expect(await suggest({ role: 'to', from: 'antalya havalimanı (ayt)', q: 'k' })).toEqual(['Kaş', 'Kemer']);
    // Belek is reachable from Antalya and Boğazkent, not from the airport.
    expect(await suggest({ role: 'to', from: 'Antalya Havalimanı (AYT)', q: 'bel' })).toEqual([]);
    expect(await suggest({ role: 'to', from: 'Antalya', q: 'bel' })).toEqual(['Belek']);
  });

  it('falls back to every destination while the from field is not a known starting point', async () => {
    expect(await suggest({ role: 'to', q: 'alan' })).toEqual(['Alanya']);
    expect(await suggest({ role: 'to', from: 'Antal', q: 'bel' })).toEqual(['Belek']);
  });

  it('refuses an unknown role', async () => {
    const res = await ctx.app.inject({ url: '/api/routes/locations', query: { role: 'via' } });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /api/routes/search with LIKE wildcards typed', () => {
  it("matches a typed '_' or '%' literally, not as a wildcard, on both databases", async () => {
    const now = new Date().toISOString();
    const rows = ['Kamp_Alanı', 'KampXAlanı', '%100 Otel', 'A100 Otel'].map((from) => ({
      from_location: from,
      to_location: 'Kemer',
      from_key: normalizeLocationKey(from),
      to_key: normalizeLocationKey('Kemer'),
      is_active: 1 as const,
      created_at: now,
      updated_at: now,
    }));
    await ctx.db.insertInto('routes').values(rows).execute();
    const search = async (from: string) => {
      const res = await ctx.app.inject({ url: '/api/routes/search', query: { from_location: from } });
      expect(res.statusCode).toBe(200);
      return json<{ data: { from_location: string }[] }>(res).data.map((r) => r.from_location);
    };
    expect(await search('kamp_')).toEqual(['Kamp_Alanı']);
    expect(await search('%100')).toEqual(['%100 Otel']);
  });
});
