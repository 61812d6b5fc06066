import { normalizeLocationKey } from '@riviera/domain';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { FIX, airportBookingBody, insertTransferFixture, type Fixture } from '../../test/transfer-fixtures.js';
import { loadTrip } from '../mail/mail-content.js';

// Issue 32 (decision 028): a booking stores the route's Turkish names, and every page, answer, mail
// and voucher a customer reads names the two places in the customer's language.

let ctx: TestContext;
let fx: Fixture;
let clientNo = 0;
const client = () => ({ 'x-forwarded-for': `10.26.0.${++clientNo}` });

const AIRPORT_RU = 'Аэропорт Анталья (AYT)';
const AIRPORT_EN = 'Antalya Airport (AYT)';
const RESORT_RU = 'Кемер';

interface Places {
  pickup_location: string;
  destination: string;
  pickup_location_label: string;
  destination_label: string;
}
const labels = (b: Places) => [b.pickup_location_label, b.destination_label];

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
  fx = await insertTransferFixture(ctx.db);
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('route_point_names')
    .values([
      { point_key: normalizeLocationKey(FIX.airport), lang: 'ru', name: AIRPORT_RU, updated_at: now },
      { point_key: normalizeLocationKey(FIX.airport), lang: 'en', name: AIRPORT_EN, updated_at: now },
      { point_key: normalizeLocationKey(FIX.resort), lang: 'ru', name: RESORT_RU, updated_at: now },
    ])
    .execute();
});
afterAll(async () => {
  await ctx.close();
});

async function book(language: string, over: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/bookings', payload: airportBookingBody(fx, { language, ...over }), headers: client() });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { booking_id: number; pnr_code: string; read_token: string; booking: Places } }>(res).data;
}

const byPnr = async (pnr: string, query = '') => {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/bookings/search-by-pnr${query}`, payload: { pnr_code: pnr }, headers: client() });
  expect(res.statusCode).toBe(200);
  return json<{ data: { booking: Places } }>(res).data.booking;
};

const byToken = async (id: number, token: string, query = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${id}${query}`, headers: { ...client(), 'x-booking-token': token } });
  expect(res.statusCode).toBe(200);
  return json<{ data: Places }>(res).data;
};

describe('a booking made on the RU page names its places in Russian', () => {
  it('in the answer, read back by token and found by PNR, while it stores and keeps the Turkish names', async () => {
    const made = await book('ru');
    expect(made.booking.pickup_location).toBe(FIX.airport);
    expect(labels(made.booking)).toEqual([AIRPORT_RU, RESORT_RU]);
    expect(labels(await byToken(made.booking_id, made.read_token))).toEqual([AIRPORT_RU, RESORT_RU]);
    expect(labels(await byPnr(made.pnr_code))).toEqual([AIRPORT_RU, RESORT_RU]);
    const row = await ctx.db.selectFrom('bookings').select(['pickup_location', 'destination']).where('id', '=', made.booking_id).executeTakeFirstOrThrow();
    expect(row).toEqual({ pickup_location: FIX.airport, destination: FIX.resort });
  });

  it('in the language asked by ?lang=, a place without a name there keeps its Turkish one; Turkish reads Turkish', async () => {
    const made = await book('ru');
    expect(labels(await byPnr(made.pnr_code, '?lang=en'))).toEqual([AIRPORT_EN, FIX.resort]);
    expect(labels(await byPnr(made.pnr_code, '?lang=tr'))).toEqual([FIX.airport, FIX.resort]);
    expect(labels(await byToken(made.booking_id, made.read_token, '?lang=de'))).toEqual([FIX.airport, FIX.resort]);
  });

  it('booked by the Russian names themselves, it stores the route’s Turkish names', async () => {
    const made = await book('ru', { pickup_location: AIRPORT_RU, destination: RESORT_RU, route_id: undefined });
    expect(made.booking).toMatchObject({ pickup_location: FIX.airport, destination: FIX.resort, pickup_location_label: AIRPORT_RU });
  });

  it('staff read the Turkish names', async () => {
    const made = await book('ru');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${made.booking_id}?lang=ru`, headers: { cookie: await adminCookie(ctx) } });
    expect(res.statusCode).toBe(200);
    expect(labels(json<{ data: Places }>(res).data)).toEqual([FIX.airport, FIX.resort]);
  });

  it('on the manage view and the voucher, in the booking’s language', async () => {
    const made = await book('ru', { trip_type: 'round_trip', return_date: airportBookingBody(fx).pickup_date, return_time: '20:00' });
    const manage = { pnr_code: made.pnr_code, email: 'ayse.yilmaz@example.com' };
    const view = await ctx.app.inject({ method: 'POST', url: '/api/bookings/manage', payload: manage, headers: client() });
    expect(view.statusCode).toBe(200);
    const legs = json<{ data: { legs: { from: string; to: string }[] } }>(view).data.legs;
    expect(legs.map((l) => [l.from, l.to])).toEqual([
      [AIRPORT_RU, RESORT_RU],
      [RESORT_RU, AIRPORT_RU],
    ]);
    const voucher = await ctx.app.inject({ method: 'POST', url: '/api/bookings/manage/voucher', payload: manage, headers: client() });
    expect(voucher.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(voucher.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(AIRPORT_RU);
    expect(text).not.toContain(FIX.airport);
  });

  it("in the customer's mails; the operator's Turkish mail keeps the stored names", async () => {
    const made = await book('ru');
    const customer = await loadTrip(ctx.db, 'booking', made.booking_id, 'ru');
    expect(customer!.legs[0]).toMatchObject({ from: AIRPORT_RU, to: RESORT_RU });
    const operator = await loadTrip(ctx.db, 'booking', made.booking_id, 'tr');
    expect(operator!.legs[0]).toMatchObject({ from: FIX.airport, to: FIX.resort });
  });
});

describe('the route search', () => {
  it("carries both points' names in the other languages, so the booking page names the route in the visitor's language", async () => {
    const res = await ctx.app.inject({ url: `/api/routes/search?from_location=${encodeURIComponent(FIX.airport)}&to_location=${FIX.resort}` });
    expect(res.statusCode).toBe(200);
    const [route] = json<{ data: { from_location: string; from_names: object; to_names: object }[] }>(res).data;
    expect(route).toMatchObject({ from_location: FIX.airport, from_names: { ru: AIRPORT_RU, en: AIRPORT_EN }, to_names: { ru: RESORT_RU } });
  });
});
