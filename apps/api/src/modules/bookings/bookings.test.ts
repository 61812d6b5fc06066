import fs from 'node:fs';
import path from 'node:path';
import { roundMoney } from '@riviera/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-token.js';
import { sessionService } from '../auth/session.service.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import {
  FIX,
  airportBookingBody,
  dayFromToday,
  insertTourReservation,
  insertTransferFixture,
  type Fixture,
} from '../../test/transfer-fixtures.js';

let ctx: TestContext;
let fx: Fixture;
beforeAll(async () => {
  // These tests play many visitors through X-Forwarded-For, as behind one trusted proxy.
  ctx = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
  fx = await insertTransferFixture(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A distinct client address per test group, so per-client rate limits of one test never touch another. */
let clientNo = 0;
const newClient = () => `10.4.${Math.floor(++clientNo / 250)}.${clientNo % 250}`;

const airportBooking = (over: Record<string, unknown> = {}) => airportBookingBody(fx, over);

async function postBooking(body: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: body as Record<string, unknown>,
    headers: { 'x-forwarded-for': newClient(), ...headers },
  });
}

/** Encodes fields (bracket notation for nested ones) and an optional file as multipart/form-data. */
async function multipart(
  fields: Record<string, unknown>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const fd = new FormData();
  const add = (prefix: string, v: unknown) => {
    if (v === null || v === undefined) return;
    if (Array.isArray(v)) v.forEach((x, i) => add(`${prefix}[${i}]`, x));
    else if (typeof v === 'object') for (const [k, x] of Object.entries(v)) add(`${prefix}[${k}]`, x);
    else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      fd.append(prefix, String(v));
  };
  for (const [k, v] of Object.entries(fields)) add(k, v);
  if (file) fd.append('ticket_image', new Blob([file.bytes], { type: file.type }), file.name);
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}

async function postMultipart(
  fields: Record<string, unknown>,
  file?: { name: string; type: string; bytes: Buffer },
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = await multipart(fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload,
    headers: { 'content-type': contentType, 'x-forwarded-for': newClient(), ...headers },
  });
}

function ticketFiles(): string[] {
  const dir = path.join(ctx.config.uploadsDir, 'tickets');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

async function counts() {
  const n = async (t: 'bookings' | 'booking_guests' | 'booking_extras' | 'pnr_codes' | 'idempotency_keys') =>
    Number(
      (
        await ctx.db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    bookings: await n('bookings'),
    guests: await n('booking_guests'),
    extras: await n('booking_extras'),
    pnrs: await n('pnr_codes'),
    keys: await n('idempotency_keys'),
    tickets: ticketFiles().length,
  };
}

const storedBooking = (id: number) =>
  ctx.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

interface Created {
  success: true;
  data: {
    booking_id: number;
    pnr_code: string;
    booking: {
      id: number;
      pnr_code: string;
      total_price: number;
      currency: string;
      customer: { email: string; phone: string };
      extra_passengers?: { name: string; surname: string }[];
      ticket_received?: boolean;
    };
    read_token: string;
    read_token_expires_at: string;
  };
}

describe('POST /api/calculate-price', () => {
  it('prices one way from the route price of the vehicle type, in the chosen currency', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/calculate-price',
      payload: {
        pickup_location: FIX.airport,
        destination: FIX.resort,
        vehicle_id: fx.ids.minivan,
        currency: 'USD',
      },
    });
    expect(res.statusCode).toBe(200);
    const rate = FIX.eurRateToTry / FIX.usdRateToTry;
    expect(json(res).data).toMatchObject({
      route_id: fx.ids.airportToResort,
      one_way_price_eur: FIX.minivanPrice,
      total_eur: FIX.minivanPrice,
      currency: 'USD',
      exchange_rate: rate,
      // the whole units shown (decision 027): 55 € × 1.109375 = $61.02 → $61
      total_price: Math.round(FIX.minivanPrice * rate),
      round_trip_applied: false,
    });
  });

  it('applies the round-trip discount to the ride only, then adds extras', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/calculate-price',
      payload: {
        pickup_location: FIX.airport,
        destination: FIX.resort,
        vehicle_id: fx.ids.sedan,
        trip_type: 'round_trip',
        selected_extra_services: [fx.ids.extraSeat, fx.ids.extraWater],
      },
    });
    expect(res.statusCode).toBe(200);
    // 2 × 40 × 0.9 = 72, + 5 + 0 = 77 €
    expect(json(res).data).toMatchObject({
      base_price_eur: 80,
      discount_percent: 10,
      trip_price_eur: 72,
      extras_total_eur: 5,
      total_eur: 77,
      total_price: 77,
    });
  });

  it('answers 422 for a route without a price for the vehicle type', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/calculate-price',
      payload: { pickup_location: FIX.airport, destination: FIX.resort, vehicle_id: fx.ids.vip },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors?.vehicle_id?.[0]).toMatch(/fiyat tanımlı değil/);
  });
});

describe('POST /api/bookings: server-side price and what is stored', () => {
  it('stores a one-way booking at the route price, ignoring a client-sent total_price', async () => {
    const before = await counts();
    const res = await postBooking(
      airportBooking({ total_price: 1, currency: 'USD', hotel_name: 'Kemer Resort' }),
    );
    expect(res.statusCode).toBe(201);
    const body = json<Created>(res);
    expect(body.success).toBe(true);
    expect(body.data.booking.id).toBe(body.data.booking_id);
    expect(body.data.pnr_code).toMatch(/^[A-Z0-9]{8}$/);
    const row = await storedBooking(body.data.booking_id);
    const rate = FIX.eurRateToTry / FIX.usdRateToTry;
    expect(row).toMatchObject({
      pnr_code: body.data.pnr_code,
      status: 'pending',
      trip_type: 'one_way',
      route_id: fx.ids.airportToResort,
      vehicle_type_key: 'sedan',
      base_price_eur: FIX.sedanPrice,
      extras_total_eur: 0,
      round_trip_applied: 0,
      round_trip_discount_percent: 0,
      total_eur: FIX.sedanPrice,
      exchange_rate: rate,
      rate_to_try: FIX.usdRateToTry,
      currency: 'USD',
      total_price: Math.round(FIX.sedanPrice * rate),
      customer_phone: '+905321234567',
      country_code: '+90',
      departure_flight_time: '13:50',
      hotel_name: 'Kemer Resort',
      return_date: null,
    });
    expect(row.total_price).not.toBe(1);
    const after = await counts();
    expect(after.bookings).toBe(before.bookings + 1);
    expect(after.pnrs).toBe(before.pnrs + 1);
  });

  it('stores a round trip as 2 × price × (1 − discount) + extras, converted by the stored rate, with guests, extras and luggage', async () => {
    const res = await postBooking(
      airportBooking({
        trip_type: 'round_trip',
        return_date: dayFromToday(17),
        return_time: '18:00',
        passengers: 3,
        currency: 'USD',
        selected_extra_services: [fx.ids.extraSeat, fx.ids.extraWater],
        guests: [
          { name: 'Ali', surname: 'Yılmaz' },
          { name: 'Zeynep', surname: 'Yılmaz', identity_number: '12345678901' },
        ],
        luggage: { large: 2, medium: 1, small: 0, hand: 3 },
        total_price: 0.01,
      }),
    );
    expect(res.statusCode).toBe(201);
    const id = json<Created>(res).data.booking_id;
    const row = await storedBooking(id);
    const tripEur = 2 * FIX.sedanPrice * (1 - FIX.discountPercent / 100); // 72
    const totalEur = tripEur + FIX.extraSeat.price + FIX.extraWater.price; // 77
    expect(row).toMatchObject({
      trip_type: 'round_trip',
      return_date: dayFromToday(17),
      return_time: '18:00',
      base_price_eur: tripEur,
      extras_total_eur: 5,
      round_trip_applied: 1,
      round_trip_discount_percent: FIX.discountPercent,
      total_eur: totalEur,
      luggage_large: 2,
      luggage_medium: 1,
      luggage_small: 0,
      luggage_hand: 3,
    });
    // The booking-currency total is the sum of the shown lines (decision 027), each converted first:
    // ride $44.38 → $44, twice $88, 10 % off $8.80 → $9: $79; the seat $5.55 → $6, water $0: $85.
    expect(row.total_price).toBe(85);
    expect(roundMoney(totalEur * row.exchange_rate)).toBe(85.42);
    expect(row.exchange_rate).toBeCloseTo(FIX.eurRateToTry / FIX.usdRateToTry, 12);
    const guests = await ctx.db
      .selectFrom('booking_guests')
      .selectAll()
      .where('booking_id', '=', id)
      .orderBy('position')
      .execute();
    expect(guests.map((g) => [g.position, g.first_name, g.last_name, g.identity_number])).toEqual([
      [1, 'Ali', 'Yılmaz', null],
      [2, 'Zeynep', 'Yılmaz', '12345678901'],
    ]);
    const extras = await ctx.db
      .selectFrom('booking_extras')
      .selectAll()
      .where('booking_id', '=', id)
      .orderBy('id')
      .execute();
    expect(extras.map((e) => [e.extra_service_id, e.name, e.price_euro])).toEqual([
      [fx.ids.extraSeat, FIX.extraSeat.name, FIX.extraSeat.price],
      [fx.ids.extraWater, FIX.extraWater.name, 0],
    ]);
  });

  it('keeps the price copied into the booking when the catalogue changes later', async () => {
    const res = await postBooking(airportBooking({ selected_extra_services: [fx.ids.extraSeat] }));
    const id = json<Created>(res).data.booking_id;
    await ctx.db
      .updateTable('extra_services')
      .set({ price_euro: 99 })
      .where('id', '=', fx.ids.extraSeat)
      .execute();
    try {
      const extra = await ctx.db
        .selectFrom('booking_extras')
        .selectAll()
        .where('booking_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(extra.price_euro).toBe(FIX.extraSeat.price);
      expect((await storedBooking(id)).total_eur).toBe(FIX.sedanPrice + FIX.extraSeat.price);
    } finally {
      await ctx.db
        .updateTable('extra_services')
        .set({ price_euro: FIX.extraSeat.price })
        .where('id', '=', fx.ids.extraSeat)
        .execute();
    }
  });

  it('accepts multipart with a real PNG ticket, stores it renamed under DATA_DIR, and links it to the booking', async () => {
    const before = await counts();
    const res = await postMultipart(
      airportBooking({
        luggage: { large: 1, medium: 0, small: 0, hand: 1 },
        guests: [{ name: 'Ali', surname: 'Kaya' }],
        selected_extra_services: [fx.ids.extraSeat],
      }),
      { name: 'bilet.png', type: 'image/png', bytes: PNG_1X1 },
    );
    expect(res.statusCode).toBe(201);
    const row = await storedBooking(json<Created>(res).data.booking_id);
    expect(row.ticket_image).toMatch(/^\/uploads\/tickets\/[0-9a-f]{32}\.png$/);
    expect(
      fs.readFileSync(path.join(ctx.config.uploadsDir, row.ticket_image!.slice('/uploads/'.length))),
    ).toEqual(PNG_1X1);
    expect(row).toMatchObject({
      luggage_large: 1,
      luggage_hand: 1,
      passengers: 2,
      total_eur: FIX.sedanPrice + FIX.extraSeat.price,
    });
    const after = await counts();
    expect(after).toMatchObject({
      bookings: before.bookings + 1,
      guests: before.guests + 1,
      extras: before.extras + 1,
      tickets: before.tickets + 1,
    });
    // The traveller sees who travels with them and that the ticket arrived, never the file or identity numbers.
    const shown = json<Created>(res).data.booking;
    expect(shown.extra_passengers).toEqual([{ name: 'Ali', surname: 'Kaya' }]);
    expect(shown.ticket_received).toBe(true);
    expect(shown).not.toHaveProperty('ticket_image');
    expect(shown).not.toHaveProperty('guests');
  });
});

describe('POST /api/bookings: phone numbers by their country (issue 32 §1, decision 026)', () => {
  it.each([
    ['a Polish mobile of 9 digits', '+48', '601 234 567', '+48601234567', '+48 601 234 567'],
    ['a Danish mobile of 8 digits', '+45', '20 12 34 56', '+4520123456', '+45 20 12 34 56'],
    ['a Turkish mobile with its trunk 0', '+90', '0532 123 45 67', '+905321234567', '+90 532 123 45 67'],
  ])('accepts %s and stores it in E.164', async (_name, code, typed, e164, shown) => {
    const res = await postBooking(airportBooking({ country_code: code, customer_phone: typed }));
    expect(res.statusCode).toBe(201);
    const id = json<Created>(res).data.booking_id;
    expect(await storedBooking(id)).toMatchObject({ customer_phone: e164, country_code: code });
    // shown in the international format, masked to the last two digits for the public
    const masked = shown.replace(/\d(?=(\D*\d){2})/g, '*');
    expect(json<Created>(res).data.booking.customer).toMatchObject({ phone: masked });
  });

  it("stores a number typed with its own code under that code, whatever the form's choice", async () => {
    const res = await postBooking(airportBooking({ country_code: '', customer_phone: '+48 601 234 567' }));
    expect(res.statusCode).toBe(201);
    expect(await storedBooking(json<Created>(res).data.booking_id)).toMatchObject({
      customer_phone: '+48601234567',
      country_code: '+48',
    });
  });

  it.each([
    ['pl', '+48', '601 234 56', 'Podaj prawidłowy numer telefonu'],
    ['de', '+45', '20 12 34', 'Bitte geben Sie eine gültige Telefonnummer ein'],
    ['en', '+90', '532 123 45', 'Please enter a valid phone number'],
    ['ru', '+7', '912 345 67', 'Введите корректный номер телефона'],
    ['tr', '+48', '123', 'Geçerli bir telefon numarası giriniz'],
  ])('refuses a number too short for its country with a 422 in the caller’s language (%s)', async (lang, code, typed, message) => {
    const before = await counts();
    const res = await postBooking(airportBooking({ country_code: code, customer_phone: typed }), { 'accept-language': lang });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ customer_phone: [message] });
    expect(await counts()).toEqual(before);
  });

  it('asks for a dialling code when none is chosen and the number has none', async () => {
    const res = await postBooking(airportBooking({ country_code: '', customer_phone: '601 234 567' }), {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      country_code: ['Please choose the country code, or type the number starting with +'],
    });
  });
});

describe('POST /api/bookings: refusals leave nothing behind', () => {
  const cases: {
    name: string;
    send: () => Promise<{ statusCode: number; body: string }>;
    status: number;
    field: string;
    message: RegExp;
  }[] = [
    {
      name: 'an airport pickup without landing time',
      send: () => postBooking(airportBooking({ departure_flight_time: '' })),
      status: 422,
      field: 'departure_flight_time',
      message: /^Havalimanından alış için iniş saati gereklidir$/,
    },
    {
      name: 'a bad phone number',
      send: () => postBooking(airportBooking({ customer_phone: '12ab' })),
      status: 422,
      field: 'customer_phone',
      message: /^Geçerli bir telefon numarası giriniz$/,
    },
    {
      name: '11 large bags',
      send: () => postBooking(airportBooking({ luggage: { large: 11 } })),
      status: 422,
      field: 'luggage.large',
      message: /^Bagaj sayısı 0 ile 10 arasında olmalıdır$/,
    },
    {
      name: 'a 12 MB ticket',
      send: () =>
        postMultipart(airportBooking(), {
          name: 'big.png',
          type: 'image/png',
          bytes: Buffer.concat([PNG_1X1, Buffer.alloc(12 * 1024 * 1024)]),
        }),
      status: 413,
      field: 'ticket_image',
      message: /^Bilet görseli en fazla 10MB olabilir$/,
    },
    {
      name: 'a fake PNG (a text file named .png)',
      send: () =>
        postMultipart(airportBooking(), {
          name: 'ticket.png',
          type: 'image/png',
          bytes: Buffer.from('this is not an image, just text\n'.repeat(20)),
        }),
      status: 422,
      field: 'ticket_image',
      message: /^Bilet görseli PNG, JPG veya JPEG olmalıdır$/,
    },
    {
      name: 'an unknown route',
      send: () => postBooking(airportBooking({ destination: 'Olimpos', route_id: undefined })),
      status: 422,
      field: 'route_id',
      message: /^Seçilen güzergah için tanımlı bir rota bulunamadı\. Lütfen farklı bir güzergah seçin\.$/,
    },
    {
      name: 'a route id that does not match the places',
      send: () => postBooking(airportBooking({ route_id: fx.ids.resortToCity })),
      status: 422,
      field: 'route_id',
      message: /^Seçilen güzergah için tanımlı bir rota bulunamadı/,
    },
    {
      name: 'an inactive route',
      send: () =>
        postBooking(
          airportBooking({
            pickup_location: FIX.city,
            destination: FIX.resort,
            route_id: undefined,
            departure_flight_time: '',
          }),
        ),
      status: 422,
      field: 'route_id',
      message: /^Seçilen güzergah için tanımlı bir rota bulunamadı/,
    },
    {
      name: 'a vehicle too small for the party',
      send: () => postBooking(airportBooking({ passengers: 5 })),
      status: 422,
      field: 'vehicle_id',
      message: /^Seçilen araç bu kadar yolcu için yeterli değil$/,
    },
    {
      name: 'an inactive vehicle',
      send: () => postBooking(airportBooking({ vehicle_id: fx.ids.inactiveVehicle })),
      status: 422,
      field: 'vehicle_id',
      message: /^Araç bulunamadı$/,
    },
    {
      name: 'a vehicle type without a price on the route',
      send: () => postBooking(airportBooking({ vehicle_id: fx.ids.vip })),
      status: 422,
      field: 'vehicle_id',
      message: /fiyat tanımlı değil/,
    },
    {
      name: 'an inactive extra service',
      send: () =>
        postBooking(
          airportBooking({ selected_extra_services: [fx.ids.extraSeat, fx.ids.extraFlowersInactive] }),
        ),
      status: 422,
      field: 'selected_extra_services',
      message: /artık sunulmuyor/,
    },
    {
      name: 'an inactive currency',
      send: () => postBooking(airportBooking({ currency: 'GBP' })),
      status: 422,
      field: 'currency',
      message: /^Geçerli bir para birimi seçiniz$/,
    },
    {
      name: 'a pickup date in the past',
      send: () => postBooking(airportBooking({ pickup_date: dayFromToday(-1) })),
      status: 422,
      field: 'pickup_date',
      message: /^Geçmiş bir tarih seçilemez$/,
    },
    {
      name: 'a round trip without return date',
      send: () => postBooking(airportBooking({ trip_type: 'round_trip', return_time: '10:00' })),
      status: 422,
      field: 'return_date',
      message: /^Gidiş-dönüş için dönüş tarihi gereklidir$/,
    },
    {
      name: 'more guests than passengers − 1',
      send: () =>
        postBooking(
          airportBooking({
            passengers: 2,
            guests: [
              { name: 'A', surname: 'B' },
              { name: 'C', surname: 'D' },
            ],
          }),
        ),
      status: 422,
      field: 'guests',
      message: /bir eksiğini geçemez/,
    },
    {
      name: 'a ticket image on a trip with no airport',
      send: () =>
        postMultipart(
          airportBooking({
            pickup_location: FIX.resort,
            destination: FIX.city,
            route_id: fx.ids.resortToCity,
            departure_flight_time: '',
          }),
          { name: 'bilet.png', type: 'image/png', bytes: PNG_1X1 },
        ),
      status: 422,
      field: 'ticket_image',
      message: /yalnızca havalimanı transferlerinde/,
    },
  ];

  for (const c of cases) {
    it(`refuses ${c.name} with a clear ${c.status}`, async () => {
      const before = await counts();
      const res = await c.send();
      expect(res.statusCode).toBe(c.status);
      const body = json(res);
      expect(body.success).toBe(false);
      expect(body.errors?.[c.field]?.join(' ')).toMatch(c.message);
      expect(await counts()).toEqual(before);
      expect(
        fs
          .readdirSync(path.join(ctx.config.uploadsDir, 'tickets'), { withFileTypes: true })
          .some((f) => f.name.startsWith('.tmp')),
      ).toBe(false);
    });
  }

  it('reports all step-2 problems at once, in the caller’s language', async () => {
    const res = await postBooking(
      airportBooking({
        customer_first_name: '',
        customer_last_name: '',
        customer_email: 'x',
        customer_phone: '',
        flight_code: '',
      }),
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({
      customer_first_name: ['First name is required'],
      customer_last_name: ['Last name is required'],
      customer_email: ['Please enter a valid email address'],
      customer_phone: ['Phone number is required'],
      flight_code: ['Flight code is required'],
    });
  });

  it('answers a body that is not JSON with a 400, never a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/bookings: one booking per Idempotency-Key', () => {
  it('ten concurrent submissions with one key create exactly one booking with one PNR', async () => {
    const before = await counts();
    const key = `idem-ten-${Date.now()}`;
    const body = airportBooking({ customer_email: 'concurrent@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postBooking(body, { 'idempotency-key': key })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const pnrs = new Set(answers.map((a) => json<Created>(a).data.pnr_code));
    expect(pnrs.size).toBe(1);
    const after = await counts();
    expect(after.bookings).toBe(before.bookings + 1);
    expect(after.pnrs).toBe(before.pnrs + 1);
    const rows = await ctx.db
      .selectFrom('bookings')
      .select('pnr_code')
      .where('customer_email', '=', 'concurrent@example.com')
      .execute();
    expect(rows.map((r) => r.pnr_code)).toEqual([...pnrs]);
  });

  it('concurrent multipart retries keep one copy of the ticket', async () => {
    const before = await counts();
    const key = `idem-ticket-${Date.now()}`;
    const body = airportBooking({ customer_email: 'ticket-retry@example.com' });
    const file = { name: 'bilet.png', type: 'image/png', bytes: PNG_1X1 };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postMultipart(body, file, { 'idempotency-key': key })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const after = await counts();
    expect(after.bookings).toBe(before.bookings + 1);
    expect(after.tickets).toBe(before.tickets + 1);
  });

  it('refuses the same key with a different body (422) and creates nothing', async () => {
    const key = `idem-diff-${Date.now()}`;
    const first = await postBooking(airportBooking(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const before = await counts();
    const second = await postBooking(airportBooking({ customer_first_name: 'Başka' }), {
      'idempotency-key': key,
    });
    expect(second.statusCode).toBe(422);
    expect(json(second).message).toBe('Bu Idempotency-Key farklı bir istekle kullanıldı');
    expect(await counts()).toEqual(before);
  });

  it('lets a corrected retry through after a refused first attempt with the same key', async () => {
    const key = `idem-fix-${Date.now()}`;
    expect(
      (await postBooking(airportBooking({ customer_phone: 'x' }), { 'idempotency-key': key })).statusCode,
    ).toBe(422);
    expect((await postBooking(airportBooking(), { 'idempotency-key': key })).statusCode).toBe(201);
  });

  it('rate-limits one client generously (30 a minute), with the spec’s 429 text', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: {},
        headers: { 'x-forwarded-for': client },
      });
      statuses.push(res.statusCode);
      if (i === 30)
        expect(json(res).message).toBe(
          'Şu anda çok fazla istek yapıldı. Lütfen kısa süre sonra tekrar deneyin.',
        );
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('GET /api/bookings/:id', () => {
  let created: Created['data'];
  let other: Created['data'];
  let adminCookie: Record<string, string>;
  const orn = (id: number) => `ORN${String(id).padStart(6, '0')}`;
  const read = (id: string | number, headers: Record<string, string> = {}, client = newClient()) =>
    ctx.app.inject({ url: `/api/bookings/${id}`, headers: { 'x-forwarded-for': client, ...headers } });
  const withToken = (token: string) => ({ 'x-booking-token': token });

  beforeAll(async () => {
    created = json<Created>(
      await postBooking(
        airportBooking({ customer_email: 'private.person@example.com', customer_phone: '0532 987 65 43' }),
      ),
    ).data;
    other = json<Created>(
      await postBooking(airportBooking({ customer_email: 'someone.else@example.com' })),
    ).data;
    const { id: adminId } = await ctx.db
      .insertInto('admin_users')
      .values({
        username: 'bookings-test',
        password_hash: 'x',
        role: 'admin',
        is_demo: 0,
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await sessionService(ctx.db).start(adminId, { ip: null, userAgent: null });
    adminCookie = { [SESSION_COOKIE]: token };
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a booking’s creation with a read token that expires within the hour, and stores only its hash', async () => {
    expect(created.read_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiresIn = Date.parse(created.read_token_expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(55 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
    expect(other.read_token).not.toBe(created.read_token);
    const row = await storedBooking(created.booking_id);
    expect(JSON.stringify(row)).not.toContain(created.read_token);
    expect(row.read_token_expires_at).toBe(created.read_token_expires_at);
  });

  it('with the read token, shows the booking by number or ORN number, never the e-mail or phone', async () => {
    for (const id of [String(created.booking_id), orn(created.booking_id)]) {
      const res = await read(id, withToken(created.read_token));
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('private.person');
      // The phone's digits in any form it is written (a bare '987' can be part of a random PNR).
      for (const digits of ['532 987', '5329876543', '987 65 43']) expect(res.body).not.toContain(digits);
      expect(res.body).not.toContain('ticket_image');
      expect(res.body).not.toContain('read_token');
      const data = json<{
        data: { id: number; pnr_code: string; customer: { email: string; phone: string } };
      }>(res).data;
      expect(data.id).toBe(created.booking_id);
      expect(data.pnr_code).toBe(created.pnr_code);
      expect(data.customer.email).toBe('p***@e***.com');
      expect(data.customer.phone).toMatch(/\*+.*43$/);
    }
    expect(created.booking.customer.email).not.toContain('private.person');
  });

  it('without a valid token answers exactly as for an unknown number, so numbers cannot be probed', async () => {
    const unknown = await read(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Rezervasyon bulunamadı');
    const refusals = [
      await read(created.booking_id),
      await read(orn(created.booking_id)),
      await read(created.booking_id, withToken('')),
      await read(created.booking_id, withToken('not-the-token')),
      await read(created.booking_id, withToken(created.read_token.slice(0, -1))),
      // The token of another booking opens that booking only.
      await read(created.booking_id, withToken(other.read_token)),
      await read(999_999, withToken(created.read_token)),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(res.body).not.toContain(created.pnr_code);
    }
    expect((await read(other.booking_id, withToken(other.read_token))).statusCode).toBe(200);
  });

  it('stops opening the booking once the token has expired', async () => {
    const expiresAt = Date.parse(created.read_token_expires_at);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiresAt - 1000);
    expect((await read(created.booking_id, withToken(created.read_token))).statusCode).toBe(200);
    vi.setSystemTime(expiresAt + 1000);
    const expired = await read(created.booking_id, withToken(created.read_token));
    expect(expired.statusCode).toBe(404);
    expect(json(expired).message).toBe('Rezervasyon bulunamadı');
  });

  it('a repeated submission (same Idempotency-Key) gets the same token, which opens the booking', async () => {
    const key = `idem-token-${Date.now()}`;
    const body = airportBooking({ customer_email: 'token.retry@example.com' });
    const first = json<Created>(await postBooking(body, { 'idempotency-key': key })).data;
    const again = json<Created>(await postBooking(body, { 'idempotency-key': key })).data;
    expect(again.booking_id).toBe(first.booking_id);
    expect(again.read_token).toBe(first.read_token);
    expect((await read(again.booking_id, withToken(again.read_token))).statusCode).toBe(200);
  });

  it('shows any booking in full to a signed-in admin, without a token', async () => {
    for (const id of [String(created.booking_id), orn(created.booking_id)]) {
      const res = await ctx.app.inject({ url: `/api/bookings/${id}`, cookies: adminCookie });
      expect(res.statusCode).toBe(200);
      expect(json<{ data: { customer: { email: string; phone: string } } }>(res).data.customer).toEqual(
        expect.objectContaining({ email: 'private.person@example.com', phone: '+90 532 987 65 43' }),
      );
    }
  });

  it('limits public reads per client (30 a minute) but never a signed-in admin', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await read(created.booking_id, withToken(created.read_token), client)).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const staff = await ctx.app.inject({
      url: `/api/bookings/${created.booking_id}`,
      headers: { 'x-forwarded-for': client },
      cookies: adminCookie,
    });
    expect(staff.statusCode).toBe(200);
  });

  it('answers 422 for a malformed id and 404 for an unknown one', async () => {
    const bad = await read('abc');
    expect(bad.statusCode).toBe(422);
    expect(json(bad).message).toBe('Geçersiz rezervasyon ID formatı');
    const missing = await read(999_999, withToken(created.read_token), newClient());
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Rezervasyon bulunamadı');
  });
});

describe('POST /api/bookings/search-by-pnr', () => {
  let transferPnr: string;
  let tourPnr: string;
  beforeAll(async () => {
    transferPnr = json<Created>(
      await postBooking(airportBooking({ customer_email: 'pnr.search@example.com' })),
    ).data.pnr_code;
    tourPnr = await insertTourReservation(ctx.db);
  });
  const search = (pnr_code: unknown, client = newClient()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/search-by-pnr',
      payload: { pnr_code },
      headers: { 'x-forwarded-for': client },
    });

  it('finds a transfer booking, also typed in lower case, without contact details', async () => {
    const res = await search(` ${transferPnr.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    const body = json<{
      data: { type: string; booking: { pnr_code: string; status: string; customer: { email: string } } };
    }>(res);
    expect(body.data.type).toBe('transfer');
    expect(body.data.booking).toMatchObject({ pnr_code: transferPnr, status: 'pending' });
    expect(res.body).not.toContain('pnr.search@');
  });

  it('finds a tour reservation', async () => {
    const res = await search(tourPnr);
    expect(res.statusCode).toBe(200);
    const body = json<{ data: { type: string; reservation: Record<string, unknown> } }>(res);
    expect(body.data.type).toBe('tour');
    expect(body.data.reservation).toMatchObject({
      pnr_code: tourPnr,
      status: 'confirmed',
      tour: { title: 'Tekne Turu', location: 'Kemer' },
      passenger_count: 2,
      children_count: 1,
    });
    expect(res.body).not.toContain('mehmet.demir@');
  });

  it('says not found, and validates the code with the spec texts', async () => {
    const missing = await search('ZZZZ9999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Rezervasyon bulunamadı');
    expect(json(await search('')).errors?.pnr_code).toEqual(['Lütfen PNR kodunuzu girin']);
    expect(json(await search('AB-12')).errors?.pnr_code).toEqual([
      'PNR kodu sadece büyük harf ve rakam içermelidir (4-10 karakter)',
    ]);
  });

  it('is rate-limited per client (10 a minute) so codes cannot be enumerated', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await search(`ZZZZ${1000 + i}`, client)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    const limited = await search(transferPnr, client);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toBe(
      'Şu anda çok fazla istek yapıldı. Lütfen kısa süre sonra tekrar deneyin.',
    );
    // Another client is not affected.
    expect((await search(transferPnr)).statusCode).toBe(200);
  });
});
