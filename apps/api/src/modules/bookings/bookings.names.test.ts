import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { FIX, airportBookingBody, insertTourReservation, insertTransferFixture, type Fixture } from '../../test/transfer-fixtures.js';

// Decision 024: the public booking answers (created, read by token, PNR look-up) name the vehicle
// type and the extras in the booking's language, or the one asked, the booked names as fallback.

let ctx: TestContext;
let fx: Fixture;
let clientNo = 0;
const client = () => ({ 'x-forwarded-for': `10.24.0.${++clientNo}` });

interface BookingAnswer {
  id: number;
  pnr_code: string;
  vehicle: { vehicle_type: { name: string | null } } | null;
  extras: { id: number | null; name: string }[];
}

const names = (b: BookingAnswer) => ({ type: b.vehicle?.vehicle_type.name, extras: b.extras.map((e) => e.name) });

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
  fx = await insertTransferFixture(ctx.db);
  const sedan = await ctx.db.selectFrom('vehicles').select('vehicle_type_id').where('id', '=', fx.ids.sedan).executeTakeFirstOrThrow();
  await ctx.db
    .updateTable('vehicle_types')
    .set({ translations: JSON.stringify({ ru: { name: 'Седан' }, en: { name: 'Saloon car' } }) })
    .where('id', '=', sedan.vehicle_type_id)
    .execute();
  // The seat is translated into Russian only; the water into no language.
  await ctx.db
    .updateTable('extra_services')
    .set({ translations: JSON.stringify({ ru: { name: 'Детское кресло' } }) })
    .where('id', '=', fx.ids.extraSeat)
    .execute();
});
afterAll(async () => {
  await ctx.close();
});

async function book(language: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: airportBookingBody(fx, { language, selected_extra_services: [fx.ids.extraSeat, fx.ids.extraWater] }),
    headers: client(),
  });
  expect(res.statusCode).toBe(201);
  return json<{ data: { booking_id: number; pnr_code: string; read_token: string; booking: BookingAnswer } }>(res).data;
}

const byPnr = async (pnr: string, query = '') => {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/bookings/search-by-pnr${query}`, payload: { pnr_code: pnr }, headers: client() });
  expect(res.statusCode).toBe(200);
  return json<{ data: { type: string; booking: BookingAnswer } }>(res).data.booking;
};

const byToken = async (id: number, token: string, query = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${id}${query}`, headers: { ...client(), 'x-booking-token': token } });
  expect(res.statusCode).toBe(200);
  return json<{ data: BookingAnswer }>(res).data;
};

const RUSSIAN = { type: 'Седан', extras: ['Детское кресло', FIX.extraWater.name] };
const TURKISH = { type: 'SEDAN', extras: [FIX.extraSeat.name, FIX.extraWater.name] };

describe('a booking made on the RU page', () => {
  it('is answered, read back and found by PNR with its vehicle type and extras in Russian; an untranslated extra keeps its booked name', async () => {
    const made = await book('ru');
    expect(names(made.booking)).toEqual(RUSSIAN);
    expect(names(await byToken(made.booking_id, made.read_token))).toEqual(RUSSIAN);
    expect(names(await byPnr(made.pnr_code))).toEqual(RUSSIAN);
  });

  it('reads in the language asked by ?lang=, field by field falling back to the booked Turkish names; an unknown one reads Turkish', async () => {
    const made = await book('ru');
    expect(names(await byPnr(made.pnr_code, '?lang=en'))).toEqual({ type: 'Saloon car', extras: TURKISH.extras });
    expect(names(await byToken(made.booking_id, made.read_token, '?lang=EN'))).toEqual({ type: 'Saloon car', extras: TURKISH.extras });
    expect(names(await byPnr(made.pnr_code, '?lang=tr'))).toEqual(TURKISH);
    expect(names(await byPnr(made.pnr_code, '?lang=xx'))).toEqual(TURKISH);
  });

  it('a Turkish booking keeps the names it was booked with after the catalogue is renamed', async () => {
    const made = await book('tr');
    await ctx.db.updateTable('extra_services').set({ name: 'Çocuk Koltuğu' }).where('id', '=', fx.ids.extraSeat).execute();
    try {
      expect(names(await byPnr(made.pnr_code))).toEqual(TURKISH);
      // a Russian reader still gets the Russian name of the same record
      expect(names(await byPnr(made.pnr_code, '?lang=ru'))).toEqual(RUSSIAN);
    } finally {
      await ctx.db.updateTable('extra_services').set({ name: FIX.extraSeat.name }).where('id', '=', fx.ids.extraSeat).execute();
    }
  });

  it('staff read the booking in Turkish in the back office', async () => {
    const made = await book('ru');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${made.booking_id}?lang=ru`,
      headers: { cookie: await adminCookie(ctx) },
    });
    expect(res.statusCode).toBe(200);
    expect(names(json<{ data: BookingAnswer }>(res).data)).toEqual(TURKISH);
  });
});

describe('a tour reservation made on the RU page', () => {
  it('is found by PNR with the tour named in Russian, Turkish on ?lang=tr, and the booked title where no translation exists', async () => {
    const pnr = await insertTourReservation(ctx.db);
    const row = await ctx.db.selectFrom('tour_reservations').select('tour_id').where('pnr_code', '=', pnr).executeTakeFirstOrThrow();
    await ctx.db.updateTable('tour_reservations').set({ language: 'ru' }).where('pnr_code', '=', pnr).execute();
    await ctx.db
      .updateTable('tours')
      .set({ translations: JSON.stringify({ ru: { title: 'Морская прогулка', location: 'Кемер', description: 'Морская прогулка по бухтам Кемера' } }) })
      .where('id', '=', row.tour_id!)
      .execute();
    type Found = { data: { type: string; reservation: { tour: { title: string; location: string; description: string | null } } } };
    const find = async (query = '') => {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/bookings/search-by-pnr${query}`, payload: { pnr_code: pnr }, headers: client() });
      expect(res.statusCode).toBe(200);
      return json<Found>(res).data.reservation.tour;
    };
    expect(await find()).toEqual({ id: row.tour_id, title: 'Морская прогулка', location: 'Кемер', description: 'Морская прогулка по бухтам Кемера' });
    expect(await find('?lang=tr')).toMatchObject({ title: 'Tekne Turu', location: 'Kemer', description: 'Kemer koylarında tam gün tekne turu' });
    expect(await find('?lang=pl')).toMatchObject({ title: 'Tekne Turu', location: 'Kemer' });
  });
});
