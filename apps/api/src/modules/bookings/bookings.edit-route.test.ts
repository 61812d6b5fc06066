import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaffApp, type StaffCall } from '../../test/staff-app.js';
import { json, type TestContext } from '../../test/test-app.js';
import {
  airportBookingBody,
  dayFromToday,
  FIX,
  type Fixture,
} from '../../test/transfer-fixtures.js';

// Staff change a transfer's route points, its trip type and its named guests (issue 25 items 1-2,
// decision 031): another route or trip type needs the new price, the names stored are the route's
// own, the flight rules follow the new ends, and the dispatch board's jobs follow the legs.
let ctx: TestContext;
let fx: Fixture;
let admin: StaffCall;
let ip = 0;

beforeAll(async () => {
  ({ ctx, fx, admin } = await openStaffApp());
});
afterAll(async () => {
  await ctx.close();
});

async function book(over: Record<string, unknown> = {}): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: airportBookingBody(fx, over),
    remoteAddress: `10.33.0.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { booking_id: number } }>(res).data.booking_id;
}
/** A one-way Kemer → Side booking: no airport on either end. */
const bookResort = (over: Record<string, unknown> = {}) =>
  book({
    pickup_location: FIX.resort,
    destination: FIX.city,
    route_id: fx.ids.resortToCity,
    departure_flight_time: null,
    ...over,
  });

interface View {
  values: Record<string, unknown>;
  history: { changes: { field: string; before: unknown; after: unknown }[] }[];
}
const view = async (id: number) =>
  json<{ data: View }>(await admin('GET', `/api/admin/bookings/${id}/changes`)).data;
const save = async (id: number, over: Record<string, unknown>) =>
  admin('PUT', `/api/admin/bookings/${id}`, { ...(await view(id)).values, ...over });
const quote = async (id: number, body: Record<string, unknown>) => {
  const res = await admin('POST', `/api/admin/bookings/${id}/quote`, {
    vehicle_id: fx.ids.sedan,
    selected_extra_services: [],
    passengers: 2,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { quoted_total: number; booked_total: number } }>(res).data;
};
const errorsOf = (res: { body: string }) => json<{ errors?: Record<string, string[]> }>(res).errors ?? {};
const rowOf = (id: number) =>
  ctx.db
    .selectFrom('bookings')
    .select([
      'route_id',
      'pickup_location',
      'destination',
      'trip_type',
      'return_date',
      'return_time',
      'total_price',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const jobsOf = (id: number) =>
  ctx.db
    .selectFrom('dispatch_jobs')
    .select(['leg', 'service_date', 'service_time', 'from_location', 'to_location', 'driver_id'])
    .where('booking_id', '=', id)
    .orderBy('leg')
    .execute();

describe('staff change a transfer’s route points', () => {
  it('another route needs the new price; applied, the route’s own names, its id and the total are stored and the job follows', async () => {
    const id = await book();
    const moved = { pickup_location: 'kemer', destination: 'side', departure_flight_time: null };
    const refused = await save(id, moved);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused).pickup_location).toEqual([
      "Güzergâh veya yolculuk tipi değişince fiyat da değişir: 'Yeniden fiyatla' ile yeni fiyatı uygulayın",
    ]);

    const q = await quote(id, { pickup_location: 'kemer', destination: 'side' });
    expect(q).toMatchObject({ booked_total: FIX.sedanPrice, quoted_total: 70 });
    const res = await save(id, { ...moved, reprice: true, quoted_total: q.quoted_total });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      route_id: fx.ids.resortToCity,
      pickup_location: FIX.resort,
      destination: FIX.city,
      total_price: 70,
    });
    expect(await jobsOf(id)).toMatchObject([
      { leg: 'outbound', from_location: FIX.resort, to_location: FIX.city },
    ]);
    expect((await view(id)).history[0]!.changes).toEqual([
      { field: 'pickup_location', before: FIX.airport, after: FIX.resort },
      { field: 'destination', before: FIX.resort, after: FIX.city },
      { field: 'departure_flight_time', before: '13:50', after: null },
      { field: 'total_price', before: FIX.sedanPrice, after: 70 },
    ]);
  });

  it('no route between the new places, or no price for the vehicle on it: refused on its field, nothing saved', async () => {
    const id = await book();
    const none = await admin('POST', `/api/admin/bookings/${id}/quote`, {
      pickup_location: FIX.airport,
      destination: FIX.city,
      vehicle_id: fx.ids.sedan,
      selected_extra_services: [],
      passengers: 2,
    });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(errorsOf(none))).toEqual(['destination']);
    const blind = await save(id, { destination: FIX.city, reprice: true, quoted_total: 1 });
    expect(blind.statusCode).toBe(422);
    expect(errorsOf(blind).destination).toBeDefined();

    // the VIP has a price from Kemer to Side, none from the airport to Kemer
    const vip = await bookResort({ vehicle_id: fx.ids.vip });
    const unpriced = await save(vip, {
      pickup_location: FIX.airport,
      destination: FIX.resort,
      departure_flight_time: '13:50',
      reprice: true,
      quoted_total: 1,
    });
    expect(unpriced.statusCode).toBe(422);
    expect(errorsOf(unpriced).vehicle_id).toEqual([
      'Bu araç için seçilen güzergahta fiyat tanımlı değil. Fiyat için iletişime geçin.',
    ]);
    expect(await rowOf(vip)).toMatchObject({ pickup_location: FIX.resort, destination: FIX.city });
    expect((await view(vip)).history).toEqual([]);
  });

  it('the booking form’s flight rules follow the new ends: an airport pickup needs the landing time', async () => {
    const id = await bookResort();
    const res = await save(id, {
      pickup_location: FIX.airport,
      destination: FIX.resort,
      reprice: true,
      quoted_total: 40,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorsOf(res))).toContain('departure_flight_time');
  });
});

describe('staff change one way ↔ round trip', () => {
  it('a round trip needs its return and the new price; applied, the return job is added, and made one way again it is removed (a driver on it: asked first)', async () => {
    const id = await book();
    const noReturn = await save(id, { trip_type: 'round_trip' });
    expect(noReturn.statusCode).toBe(422);
    expect(Object.keys(errorsOf(noReturn))).toEqual(expect.arrayContaining(['return_date', 'return_time']));
    const back = {
      trip_type: 'round_trip',
      return_date: dayFromToday(14),
      return_time: '18:00',
      arrival_flight_time: '20:30',
    };
    const unpriced = await save(id, back);
    expect(unpriced.statusCode).toBe(422);
    expect(Object.keys(errorsOf(unpriced))).toEqual(['trip_type']);

    const q = await quote(id, { trip_type: 'round_trip' });
    expect(q.quoted_total).toBe(72); // 2 × 40 less the 10 % round-trip discount
    const res = await save(id, { ...back, reprice: true, quoted_total: q.quoted_total });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      trip_type: 'round_trip',
      return_date: dayFromToday(14),
      total_price: 72,
    });
    expect((await jobsOf(id)).map((j) => [j.leg, j.service_date, j.from_location])).toEqual([
      ['outbound', dayFromToday(10), FIX.airport],
      ['return', dayFromToday(14), FIX.resort],
    ]);
    expect((await view(id)).history[0]!.changes.map((c) => c.field)).toEqual([
      'trip_type',
      'return_date',
      'return_time',
      'arrival_flight_time',
      'total_price',
    ]);

    const driver = await admin('POST', '/api/admin/drivers', {
      name: 'Ali Dönüş',
      phone: '+90 532 000 00 19',
      plate: '07 abc 9',
    });
    expect(driver.statusCode, driver.body).toBe(201);
    const driverId = json<{ data: { id: number } }>(driver).data.id;
    const returnJob = await ctx.db
      .selectFrom('dispatch_jobs')
      .select('id')
      .where('booking_id', '=', id)
      .where('leg', '=', 'return')
      .executeTakeFirstOrThrow();
    const assign = await admin('PUT', `/api/admin/operations/jobs/${returnJob.id}/assignment`, {
      driver_id: driverId,
      vehicle_id: null,
      note: null,
    });
    expect(assign.statusCode, assign.body).toBe(200);

    const oneWay = {
      trip_type: 'one_way',
      return_date: null,
      return_time: null,
      reprice: true,
      quoted_total: 40,
    };
    const asked = await save(id, oneWay);
    expect(asked.statusCode, asked.body).toBe(409);
    expect((await jobsOf(id)).map((j) => j.leg)).toEqual(['outbound', 'return']);
    const done = await save(id, { ...oneWay, driver_on_move: 'keep' });
    expect(done.statusCode, done.body).toBe(200);
    expect(json<{ data: { moved_jobs: unknown[] } }>(done).data.moved_jobs).toEqual([
      { leg: 'return', driver: 'released', removed: true },
    ]);
    expect((await jobsOf(id)).map((j) => j.leg)).toEqual(['outbound']);
    expect(await rowOf(id)).toMatchObject({ trip_type: 'one_way', return_date: null, total_price: 40 });
  });
});

describe('staff name the extra passengers', () => {
  it('guests as the booking form takes them: stored in order, one history entry, bounded by the passengers', async () => {
    const id = await book({ passengers: 3 });
    const guests = [
      { name: 'Can', surname: 'Yılmaz', identity_number: '12345678901' },
      { name: 'Ela', surname: 'Yılmaz', identity_number: null },
    ];
    const res = await save(id, { guests });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.db
      .selectFrom('booking_guests')
      .select(['position', 'first_name', 'last_name', 'identity_number'])
      .where('booking_id', '=', id)
      .orderBy('position')
      .execute();
    expect(rows).toEqual([
      { position: 1, first_name: 'Can', last_name: 'Yılmaz', identity_number: '12345678901' },
      { position: 2, first_name: 'Ela', last_name: 'Yılmaz', identity_number: null },
    ]);
    expect((await view(id)).values.guests).toEqual(guests);
    expect((await view(id)).history[0]!.changes).toEqual([
      { field: 'guests', before: null, after: 'Can Yılmaz (12345678901), Ela Yılmaz' },
    ]);

    const tooMany = await save(id, {
      guests: [...guests, { name: 'Nil', surname: 'Yılmaz', identity_number: null }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(errorsOf(tooMany).guests).toEqual(['Ek yolcu sayısı toplam yolcu sayısının bir eksiğini geçemez']);
    const fewer = await save(id, { passengers: 2 });
    expect(fewer.statusCode).toBe(422);
    expect(Object.keys(errorsOf(fewer))).toEqual(['passengers']);
    const unnamed = await save(id, { guests: [{ name: ' ', surname: 'Yılmaz', identity_number: null }] });
    expect(unnamed.statusCode).toBe(422);
    expect(Object.keys(errorsOf(unnamed))).toEqual(['guests.0.name']);

    const removed = await save(id, { guests: [], passengers: 1 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await view(id)).history[0]!.changes).toEqual([
      { field: 'passengers', before: 3, after: 1 },
      { field: 'guests', before: 'Can Yılmaz (12345678901), Ela Yılmaz', after: null },
    ]);
  });
});
