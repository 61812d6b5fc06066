import { WEBSITE_CHANNEL } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTourReservation } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { newResellerKey, octo, scheduledTour } from '../../test/octo-helpers.js';

/**
 * A reseller's booking is a tour reservation like any other, with its channel recorded (issue 27
 * item 6, decision 041): shown and filtered in the back office's list, a column of the CSV, and
 * the dashboard's split by channel.
 */
let ctx: TestContext;
let cookie: string;
let pnr: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('currencies')
    .values({ code: 'EUR', name: 'Euro', symbol: '€', rate_to_try: 40, rate_from_try: 0.025, is_active: 1, is_base: 0, last_updated: now, created_at: now, updated_at: now })
    .execute();
  const setup = await scheduledTour(ctx, 20);
  cookie = setup.cookie;
  const call = octo(ctx, (await newResellerKey(ctx, cookie, 'Klook')).token);
  const hold = json<{ uuid: string }>(
    await call('POST', '/bookings', {
      productId: String(setup.tour.id),
      optionId: 'DEFAULT',
      availabilityId: setup.availabilityId,
      unitItems: [{ unitId: 'ADULT' }, { unitId: 'ADULT' }, { unitId: 'CHILD' }],
    }),
  );
  const confirmed = await call('POST', `/bookings/${hold.uuid}/confirm`, { contact: { fullName: 'Jan Kowalski' } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  pnr = json<{ supplierReference: string }>(confirmed).supplierReference;
  await insertTourReservation(ctx.db, { tour_id: setup.tour.id, customer_name: 'Ayşe', status: 'confirmed', passenger_count: 2, children_count: 0 });
});
afterAll(async () => {
  await ctx.close();
});

interface Row {
  pnr_code: string;
  channel: string | null;
}
const list = async (channel?: string) =>
  json<{ data: Row[] }>(
    await ctx.app.inject({ url: `/api/tour-reservations${channel ? `?channel=${encodeURIComponent(channel)}` : ''}`, headers: { cookie } }),
  ).data;

describe("a reseller's channel in the back office", () => {
  it('is in the list, and the list filters by it', async () => {
    const all = await list();
    expect(all).toHaveLength(2);
    expect(all.find((r) => r.pnr_code === pnr)?.channel).toBe('Klook');
    expect((await list('Klook')).map((r) => r.pnr_code)).toEqual([pnr]);
    const web = await list(WEBSITE_CHANNEL);
    expect(web).toHaveLength(1);
    expect(web[0]!.channel).toBeNull();
    const channels = await ctx.app.inject({ url: '/api/admin/tour-reservations/channels', headers: { cookie } });
    expect(json<{ data: string[] }>(channels).data).toEqual(['Klook']);
  });

  it('is a column of the CSV', async () => {
    const csv = await ctx.app.inject({ url: '/api/admin/tour-reservations/export.csv', headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    const header = lines[0]!.split(';');
    const at = header.indexOf('Kanal');
    expect(at).toBeGreaterThan(0);
    const cells = lines.slice(1).map((l) => l.split(';'));
    expect(cells.find((c) => c[0] === pnr)?.[at]).toBe('Klook');
    expect(cells.find((c) => c[0] !== pnr)?.[at]).toBe('Web sitesi');
    const filtered = await ctx.app.inject({ url: `/api/admin/tour-reservations/export.csv?channel=${WEBSITE_CHANNEL}`, headers: { cookie } });
    expect(filtered.body).not.toContain(pnr);
  });

  it("is the dashboard's split of this month's tour reservations", async () => {
    const stats = json<{ data: { tour_channels: { channel: string | null; reservations: number; seats: number }[] } }>(
      await ctx.app.inject({ url: '/api/dashboard/stats', headers: { cookie } }),
    ).data;
    expect(stats.tour_channels.map((c) => [c.channel, c.reservations, c.seats])).toEqual([
      [null, 1, 2],
      ['Klook', 1, 3],
    ]);
  });
});
