import { BOOKING_MIN_NOTICE_HOURS_KEY, translateMessage } from '@riviera/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { airportBookingBody, insertTransferFixture, type Fixture } from '../../test/transfer-fixtures.js';

/** Pickup times already past, or closer than the operator's minimum notice, are refused (Istanbul time). */
let ctx: TestContext;
let fx: Fixture;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
  fx = await insertTransferFixture(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});
afterEach(async () => {
  vi.useRealTimers();
  await ctx.db.deleteFrom('site_settings').where('key', '=', BOOKING_MIN_NOTICE_HOURS_KEY).execute();
});

let client = 0;
const post = (body: Record<string, unknown>, lang = 'tr') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: body,
    headers: { 'x-forwarded-for': `10.44.0.${++client}`, 'accept-language': lang },
  });

/** The clock at 01:26 in Istanbul on 23 November 2026 (22:26 UTC the day before), as the report had it. */
const at0126 = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T22:26:00Z'));
};

async function setNotice(hours: string) {
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('site_settings')
    .values({ key: BOOKING_MIN_NOTICE_HOURS_KEY, value: hours, type: 'text', group_name: 'general', description: 'x', is_active: 1, created_at: now, updated_at: now })
    .execute();
}

describe('POST /api/bookings: pickup time', () => {
  it('refuses a time already past today in Istanbul (00:05 booked at 01:26), in the visitor\'s language', async () => {
    at0126();
    const res = await post(airportBookingBody(fx, { pickup_date: '2026-11-23', pickup_time: '00:05' }), 'de');
    expect(res.statusCode).toBe(422);
    expect(json(res).errors?.pickup_time).toEqual([translateMessage('validation.pickup_time_past', 'de')]);
    const later = await post(airportBookingBody(fx, { pickup_date: '2026-11-23', pickup_time: '09:00' }));
    expect(later.statusCode).toBe(201);
  });

  it('refuses a pickup closer than the minimum notice setting, and accepts one after it', async () => {
    await setNotice('3');
    at0126();
    const soon = await post(airportBookingBody(fx, { pickup_date: '2026-11-23', pickup_time: '04:00' }));
    expect(soon.statusCode).toBe(422);
    expect(json(soon).errors?.pickup_time).toEqual([translateMessage('validation.pickup_too_soon', 'tr')]);
    const ok = await post(airportBookingBody(fx, { pickup_date: '2026-11-23', pickup_time: '04:30' }));
    expect(ok.statusCode).toBe(201);
  });
});
