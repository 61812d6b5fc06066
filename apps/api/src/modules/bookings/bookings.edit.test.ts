import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaffApp, type StaffCall } from '../../test/staff-app.js';
import { json, type TestContext } from '../../test/test-app.js';
import {
  airportBookingBody,
  dayFromToday,
  FIX,
  type Fixture,
} from '../../test/transfer-fixtures.js';

// Staff edit a transfer booking (issue 25 item 1, decision 031): the booking form's rules, the price
// kept, the dispatch jobs following, one history entry per save, and no edits of finished bookings.
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

async function book(over: Record<string, unknown> = {}): Promise<{ id: number; pnr: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: airportBookingBody(fx, over),
    remoteAddress: `10.32.0.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = json<{ data: { booking_id: number; pnr_code: string } }>(res).data;
  return { id: data.booking_id, pnr: data.pnr_code };
}

interface View {
  editable: boolean;
  values: Record<string, unknown>;
  history: { by: string | null; changes: { field: string; before: unknown; after: unknown }[] }[];
}
const view = async (id: number) =>
  json<{ data: View }>(await admin('GET', `/api/admin/bookings/${id}/changes`)).data;

/** The booking's current values with `over` laid on top, as the edit dialog sends them. */
async function edited(id: number, over: Record<string, unknown>) {
  const { values } = await view(id);
  return { ...values, ...over };
}
const save = async (id: number, over: Record<string, unknown>) =>
  admin('PUT', `/api/admin/bookings/${id}`, await edited(id, over));
const errorsOf = (res: { body: string }) => json<{ errors?: Record<string, string[]> }>(res).errors ?? {};

const jobsOf = (bookingId: number) =>
  ctx.db
    .selectFrom('dispatch_jobs')
    .select(['id', 'leg', 'service_date', 'service_time', 'driver_id'])
    .where('booking_id', '=', bookingId)
    .orderBy('leg')
    .execute();

describe('staff edit a transfer booking', () => {
  it('a later pickup: saved, the price kept, the job on the board moved, one history entry and one audit entry', async () => {
    const { id, pnr } = await book();
    const before = await ctx.db
      .selectFrom('bookings')
      .select(['total_price', 'total_eur'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const res = await save(id, {
      pickup_time: '17:45',
      departure_flight_time: '16:55',
      hotel_name: 'Rixos Premium',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Rezervasyon güncellendi');
    const answer = json<{ data: { changed: boolean; moved_jobs: unknown[] } }>(res).data;
    expect(answer.changed).toBe(true);
    expect(answer.moved_jobs).toEqual([{ leg: 'outbound', driver: 'none' }]);

    const row = await ctx.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      pickup_time: '17:45',
      departure_flight_time: '16:55',
      hotel_name: 'Rixos Premium',
      ...before,
    });
    expect((await jobsOf(id)).map((j) => j.service_time)).toEqual(['17:45']);

    const { history } = await view(id);
    expect(history).toHaveLength(1);
    expect(history[0]!.by).toBe('content-admin');
    expect(history[0]!.changes).toEqual([
      { field: 'pickup_time', before: '14:30', after: '17:45' },
      { field: 'departure_flight_time', before: '13:50', after: '16:55' },
      { field: 'hotel_name', before: null, after: 'Rixos Premium' },
    ]);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('entity', '=', 'booking')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ pnr_code: pnr, pickup_time: '14:30' });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ pnr_code: pnr, pickup_time: '17:45' });
  });

  it('saving without a difference changes nothing and writes no history', async () => {
    const { id } = await book();
    const res = await save(id, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { changed: boolean } }>(res).data.changed).toBe(false);
    expect((await view(id)).history).toEqual([]);
  });

  it('every field keeps the booking form’s rule (422 with the form’s message)', async () => {
    const { id } = await book();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ pickup_date: dayFromToday(-1) }, 'pickup_date', 'Geçmiş bir tarih seçilemez'],
      [{ pickup_date: '2026-13-40' }, 'pickup_date', ''],
      [{ pickup_time: '25:00' }, 'pickup_time', ''],
      [{ passengers: 0 }, 'passengers', ''],
      [{ passengers: 4 }, 'passengers', 'Seçilen araç bu kadar yolcu için yeterli değil'],
      [{ flight_code: '' }, 'flight_code', ''],
      [{ departure_flight_time: null }, 'departure_flight_time', ''],
      [{ luggage: { large: 11, medium: 0, small: 0, hand: 0 } }, 'luggage.large', ''],
      [{ customer_first_name: ' ' }, 'customer_first_name', ''],
      [{ customer_email: 'not-an-email' }, 'customer_email', ''],
      [{ customer_phone: '12', country_code: '+90' }, 'customer_phone', ''],
      [{ special_requests: 'x'.repeat(2001) }, 'special_requests', ''],
    ];
    for (const [over, field, text] of cases) {
      const res = await save(id, over);
      expect(res.statusCode, `${JSON.stringify(over)} → ${res.body}`).toBe(422);
      const errors = errorsOf(res);
      expect(Object.keys(errors), JSON.stringify(over)).toContain(field);
      if (text) expect(errors[field]).toContain(text);
    }
    expect((await view(id)).history).toEqual([]);
  });

  it('a round trip keeps its return after its pickup, and both jobs follow their legs', async () => {
    const { id } = await book({
      trip_type: 'round_trip',
      pickup_date: dayFromToday(20),
      return_date: dayFromToday(24),
      return_time: '18:00',
      arrival_flight_time: '20:30',
    });
    const refused = await save(id, { return_date: dayFromToday(19) });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(errorsOf(refused))).toContain('return_date');
    const res = await save(id, {
      pickup_date: dayFromToday(21),
      return_date: dayFromToday(25),
      return_time: '19:15',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await jobsOf(id)).map((j) => [j.leg, j.service_date, j.service_time])).toEqual([
      ['outbound', dayFromToday(21), '14:30'],
      ['return', dayFromToday(25), '19:15'],
    ]);
  });

  it('a driver on a moved job: without a choice 409 and nothing saved; kept, the driver stays; released, the job is free again', async () => {
    const driver = await admin('POST', '/api/admin/drivers', {
      name: 'Mehmet Şoför',
      phone: '+90 532 000 00 09',
      plate: '07 abc 2',
    });
    expect(driver.statusCode, driver.body).toBe(201);
    const driverId = json<{ data: { id: number } }>(driver).data.id;
    const { id } = await book();
    const [job] = await jobsOf(id);
    const assign = await admin('PUT', `/api/admin/operations/jobs/${job!.id}/assignment`, {
      driver_id: driverId,
      vehicle_id: null,
      note: null,
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect((await view(id)).editable).toBe(true);

    const asked = await save(id, { pickup_time: '18:00', departure_flight_time: '17:10' });
    expect(asked.statusCode).toBe(409);
    expect(json(asked).message).toContain('şoför');
    expect((await jobsOf(id))[0]).toMatchObject({ service_time: '14:30', driver_id: driverId });

    // a change that moves no job needs no choice
    expect((await save(id, { hotel_name: 'Kaya Palazzo' })).statusCode).toBe(200);

    const kept = await save(id, {
      pickup_time: '18:00',
      departure_flight_time: '17:10',
      driver_on_move: 'keep',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json<{ data: { moved_jobs: unknown[] } }>(kept).data.moved_jobs).toEqual([
      { leg: 'outbound', driver: 'kept' },
    ]);
    expect((await jobsOf(id))[0]).toMatchObject({ service_time: '18:00', driver_id: driverId });

    const released = await save(id, {
      pickup_time: '19:00',
      departure_flight_time: '18:10',
      driver_on_move: 'release',
    });
    expect(released.statusCode, released.body).toBe(200);
    expect((await jobsOf(id))[0]).toMatchObject({ service_time: '19:00', driver_id: null });
    expect((await view(id)).history).toHaveLength(3);
  });

  it('a cancelled or completed booking is not edited: 422 with a clear Turkish message', async () => {
    for (const status of ['cancelled', 'completed']) {
      const { id } = await book();
      const body = await edited(id, { pickup_time: '18:00' });
      expect(
        (await admin('PUT', `/api/bookings/${id}/status`, { status, notify_customer: false })).statusCode,
      ).toBe(200);
      expect((await view(id)).editable).toBe(false);
      const res = await admin('PUT', `/api/admin/bookings/${id}`, body);
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toBe('İptal edilmiş veya tamamlanmış bir rezervasyon düzenlenemez');
      const row = await ctx.db
        .selectFrom('bookings')
        .select('pickup_time')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.pickup_time).toBe('14:30');
    }
  });

  it('an unknown booking is a 404, and editing needs a session', async () => {
    const { id } = await book();
    const body = await edited(id, {});
    expect((await admin('PUT', '/api/admin/bookings/999999', body)).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/bookings/999999/changes')).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/admin/bookings/${id}`, payload: body })).statusCode,
    ).toBe(401);
  });
});

// 'Yeniden fiyatla' (issue 25 item 1): another vehicle and other extras, the new server quote shown
// beside the booked price and applied only with the total staff saw.
describe('staff change the vehicle and extras, and re-price', () => {
  const quote = async (id: number, body: Record<string, unknown>) =>
    admin('POST', `/api/admin/bookings/${id}/quote`, body);
  const priceOf = (id: number) =>
    ctx.db
      .selectFrom('bookings')
      .select([
        'vehicle_id',
        'vehicle_type_key',
        'total_price',
        'total_eur',
        'base_price_eur',
        'extras_total_eur',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const extrasOf = (id: number) =>
    ctx.db
      .selectFrom('booking_extras')
      .select(['extra_service_id', 'name', 'price_euro'])
      .where('booking_id', '=', id)
      .orderBy('id')
      .execute();

  it('the quote shows the minivan with a child seat beside the booked sedan price; nothing is saved', async () => {
    const { id } = await book();
    const res = await quote(id, {
      vehicle_id: fx.ids.minivan,
      selected_extra_services: [fx.ids.extraSeat],
      passengers: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: unknown }>(res).data).toEqual({
      currency: 'EUR',
      booked_total: FIX.sedanPrice,
      quoted_total: FIX.minivanPrice + FIX.extraSeat.price,
      trip: FIX.minivanPrice,
      extras_total: FIX.extraSeat.price,
    });
    expect(await priceOf(id)).toMatchObject({ vehicle_id: fx.ids.sedan, total_price: FIX.sedanPrice });
    // a vehicle without a price on the route is refused on its field, as on the site
    const vip = await quote(id, { vehicle_id: fx.ids.vip, selected_extra_services: [], passengers: 2 });
    expect(vip.statusCode).toBe(422);
    expect(errorsOf(vip).vehicle_id).toBeDefined();
  });

  it('applying the quote writes the vehicle, the extras and the new total, with one history entry for each', async () => {
    const { id } = await book();
    const res = await save(id, {
      passengers: 5,
      vehicle_id: fx.ids.minivan,
      selected_extra_services: [fx.ids.extraSeat],
      reprice: true,
      quoted_total: FIX.minivanPrice + FIX.extraSeat.price,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await priceOf(id)).toEqual({
      vehicle_id: fx.ids.minivan,
      vehicle_type_key: 'minivan',
      total_price: 60,
      total_eur: 60,
      base_price_eur: FIX.minivanPrice,
      extras_total_eur: FIX.extraSeat.price,
    });
    expect(await extrasOf(id)).toEqual([
      { extra_service_id: fx.ids.extraSeat, name: FIX.extraSeat.name, price_euro: FIX.extraSeat.price },
    ]);
    const [entry] = (await view(id)).history;
    expect(entry!.changes).toEqual([
      { field: 'passengers', before: 2, after: 5 },
      { field: 'vehicle', before: 'Sedan Konfor', after: 'Minivan Aile' },
      { field: 'extras', before: null, after: FIX.extraSeat.name },
      { field: 'total_price', before: FIX.sedanPrice, after: 60 },
    ]);
    // the dialog opens on what is booked now
    const v = await view(id);
    expect(v.values).toBeDefined();
    expect((v as unknown as { selected_extra_services: number[] }).selected_extra_services).toEqual([
      fx.ids.extraSeat,
    ]);
  });

  it('a quote that moved since staff saw it is not applied (409), and nothing is saved', async () => {
    const { id } = await book();
    const seen = json<{ data: { quoted_total: number } }>(
      await quote(id, { vehicle_id: fx.ids.minivan, selected_extra_services: [], passengers: 2 }),
    ).data.quoted_total;
    await ctx.db
      .updateTable('route_prices')
      .set({ price_euro: FIX.minivanPrice + 10 })
      .where('route_id', '=', fx.ids.airportToResort)
      .where('vehicle_type_key', '=', 'minivan')
      .execute();
    try {
      const res = await save(id, { vehicle_id: fx.ids.minivan, reprice: true, quoted_total: seen });
      expect(res.statusCode, res.body).toBe(409);
      expect(json(res).message).toBe(
        'Fiyat siz bakarken değişti (kur veya tarife): yeni fiyatı kontrol edip yeniden onaylayın',
      );
      expect(await priceOf(id)).toMatchObject({ vehicle_id: fx.ids.sedan, total_price: FIX.sedanPrice });
      expect((await view(id)).history).toEqual([]);
      // re-pricing without saying which total was seen is refused too
      const blind = await save(id, { vehicle_id: fx.ids.minivan, reprice: true });
      expect(blind.statusCode).toBe(422);
      expect(errorsOf(blind).quoted_total).toBeDefined();
    } finally {
      await ctx.db
        .updateTable('route_prices')
        .set({ price_euro: FIX.minivanPrice })
        .where('route_id', '=', fx.ids.airportToResort)
        .where('vehicle_type_key', '=', 'minivan')
        .execute();
    }
  });

  it('another vehicle at the booked price keeps the total; changed extras without re-pricing are refused', async () => {
    const { id } = await book();
    const upgrade = await save(id, { vehicle_id: fx.ids.minivan });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    expect(await priceOf(id)).toMatchObject({
      vehicle_id: fx.ids.minivan,
      vehicle_type_key: 'minivan',
      total_price: FIX.sedanPrice,
    });
    expect((await view(id)).history[0]!.changes).toEqual([
      { field: 'vehicle', before: 'Sedan Konfor', after: 'Minivan Aile' },
    ]);

    const extras = await save(id, { selected_extra_services: [fx.ids.extraSeat] });
    expect(extras.statusCode).toBe(422);
    expect(errorsOf(extras).selected_extra_services).toEqual([
      "Ek hizmetler değişince fiyat da değişir: 'Yeniden fiyatla' ile yeni fiyatı uygulayın",
    ]);
    const small = await save(id, { vehicle_id: fx.ids.sedan, passengers: 5 });
    expect(small.statusCode).toBe(422);
    expect(errorsOf(small).passengers).toEqual(['Seçilen araç bu kadar yolcu için yeterli değil']);
    const gone = await save(id, { vehicle_id: fx.ids.inactiveVehicle });
    expect(gone.statusCode).toBe(422);
    expect(errorsOf(gone).vehicle_id).toBeDefined();
    expect(await extrasOf(id)).toEqual([]);
  });
});
