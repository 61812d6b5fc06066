import { addDays, isoWeekday, todayInIstanbul } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { insertTour } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

// Staff edit a tour reservation (issue 25 item 1, decision 031): another departure with the seats
// moved under the departures' locks, the party within the capacity, the pickup, the contact; the
// price kept unless re-priced; the tour job following; history and audit; nothing on cancelled.
let ctx: TestContext;
let cookie: string;
let ip = 0;
let tourId: number;
let kemer: number;
let beldibi: number;
const today = todayInIstanbul();
const monday = (() => {
  let d = addDays(today, 7);
  while (isoWeekday(d) !== 1) d = addDays(d, 1);
  return d;
})();
const thursday = addDays(monday, 3);
const nextMonday = addDays(monday, 7);

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function reserve(over: Record<string, unknown> = {}): Promise<number> {
  ip += 1;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/tour-reservations',
    remoteAddress: `10.34.${Math.floor(ip / 250)}.${ip % 250}`,
    payload: {
      tour_id: tourId,
      customer_name: 'Anna',
      customer_surname: 'Nowak',
      customer_email: 'anna@example.com',
      country_code: '+48',
      customer_phone: '501 234 567',
      booking_date: monday,
      booking_time: '08:30',
      passenger_count: 2,
      children_count: 0,
      pickup_zone_id: kemer,
      pickup_place: 'Rixos Kemer',
      currency: 'EUR',
      notice_version: 1,
      language: 'pl',
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const pnr = json<{ data: { pnr_code: string } }>(res).data.pnr_code;
  const row = await ctx.db
    .selectFrom('tour_reservations')
    .select('id')
    .where('pnr_code', '=', pnr)
    .executeTakeFirstOrThrow();
  return row.id;
}

interface View {
  editable: boolean;
  values: Record<string, unknown>;
  departures: { date: string; time: string; seats_left: number }[] | null;
  pickups: { zone_id: number; name: string }[];
  history: { by: string | null; changes: { field: string; before: unknown; after: unknown }[] }[];
}
const view = async (id: number) =>
  json<{ data: View }>(await admin('GET', `/admin/tour-reservations/${id}/changes`)).data;
const save = async (id: number, over: Record<string, unknown>) =>
  admin('PUT', `/admin/tour-reservations/${id}`, { ...(await view(id)).values, ...over });
const errorsOf = (res: { body: string }) => json<{ errors?: Record<string, string[]> }>(res).errors ?? {};
const rowOf = (id: number) =>
  ctx.db.selectFrom('tour_reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const jobOf = (id: number) =>
  ctx.db
    .selectFrom('dispatch_jobs')
    .select(['id', 'service_date', 'service_time', 'from_location', 'driver_id'])
    .where('tour_reservation_id', '=', id)
    .executeTakeFirstOrThrow();
const seatsLeft = async (date: string) => {
  const cal = json<{ data: { departures: { date: string; seats_left: number }[] } }>(
    await ctx.app.inject(`/api/tours/${tourId}/departures?days=40`),
  ).data;
  return cal.departures.find((d) => d.date === date)?.seats_left;
};

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
  const zone = async (name: string) =>
    json<{ data: { id: number } }>(await admin('POST', '/admin/pickup-zones', { name })).data.id;
  kemer = await zone('Kemer');
  beldibi = await zone('Beldibi');
  tourId = (await insertTour(ctx.db, { title: 'Korsan Tekne Turu', location: 'Kemer' })).id;
  const schedule = {
    weekdays: [1, 4],
    times: ['08:30'],
    starts_on: today,
    ends_on: addDays(today, 120),
    capacity: 5,
    cutoff_hours: 12,
    minimum: 2,
    extra: [],
    closed: [],
  };
  expect((await admin('PUT', `/admin/tours/${tourId}/schedule`, { schedule })).statusCode).toBe(200);
  const pickups = [
    { zone_id: kemer, offset_minutes: -90 },
    { zone_id: beldibi, offset_minutes: -45 },
  ];
  expect((await admin('PUT', `/admin/tours/${tourId}/pickups`, { pickups })).statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

describe('staff edit a tour reservation', () => {
  it('another departure: the seats move, a full one is refused in Turkish (409, nothing saved), the job and the pickup follow', async () => {
    const id = await reserve();
    await reserve({ booking_date: thursday, passenger_count: 4 });
    expect(await seatsLeft(thursday)).toBe(1);
    const v = await view(id);
    expect(v.editable).toBe(true);
    expect(v.departures?.find((d) => d.date === monday)?.seats_left).toBe(5);
    expect(v.pickups.map((p) => p.name)).toEqual(['Kemer', 'Beldibi']);

    const full = await save(id, { booking_date: thursday });
    expect(full.statusCode).toBe(409);
    expect(json(full).message).toBe('Bu kalkışta yeterli yer kalmadı. Lütfen başka bir kalkış seçin.');
    expect(await rowOf(id)).toMatchObject({ booking_date: monday });
    const none = await save(id, { booking_time: '10:00' });
    expect(none.statusCode).toBe(409);
    expect(errorsOf(none).booking_date).toBeDefined();

    const before = await rowOf(id);
    const res = await save(id, { booking_date: nextMonday });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { job: string } }>(res).data.job).toBe('moved');
    expect(await seatsLeft(monday)).toBe(5);
    expect(await seatsLeft(nextMonday)).toBe(3);
    expect(await rowOf(id)).toMatchObject({
      booking_date: nextMonday,
      pickup_date: nextMonday,
      pickup_time: '07:00',
      total_price: before.total_price,
    });
    expect(await jobOf(id)).toMatchObject({
      service_date: nextMonday,
      service_time: '07:00',
      from_location: 'Rixos Kemer (Kemer)',
    });
    const { history } = await view(id);
    expect(history).toHaveLength(1);
    expect(history[0]!.changes).toEqual([{ field: 'booking_date', before: monday, after: nextMonday }]);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('entity', '=', 'tour_reservation')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ booking_date: nextMonday });
  });

  it('adults and children within the departure’s seats; the price kept, or re-priced with the quote staff saw', async () => {
    const id = await reserve({ booking_date: addDays(nextMonday, 7) });
    const before = await rowOf(id);
    const more = await save(id, { passenger_count: 4, children_count: 1 });
    expect(more.statusCode, more.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      passenger_count: 4,
      children_count: 1,
      total_price: before.total_price,
    });
    const tooMany = await save(id, { passenger_count: 5, children_count: 1 });
    expect(tooMany.statusCode).toBe(409);
    expect(errorsOf(tooMany).booking_date).toBeDefined();

    const q = await admin('POST', `/admin/tour-reservations/${id}/quote`, {
      passenger_count: 4,
      children_count: 1,
    });
    expect(q.statusCode, q.body).toBe(200);
    const quote = json<{
      data: { booked_total: number; quoted_total: number; unit_price: number; children_price: number };
    }>(q).data;
    expect(quote.booked_total).toBe(before.total_price);
    expect(quote.quoted_total).toBe(4 * quote.unit_price + quote.children_price);
    expect(quote.unit_price).toBe(45);
    const stale = await save(id, { reprice: true, quoted_total: quote.quoted_total + 1 });
    expect(stale.statusCode).toBe(409);
    const applied = await save(id, { reprice: true, quoted_total: quote.quoted_total });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({ total_price: quote.quoted_total, total_eur: quote.quoted_total });
    expect((await view(id)).history.map((h) => h.changes.map((c) => c.field))).toEqual([
      ['total_price'],
      ['passenger_count', 'children_count'],
    ]);
  });

  it('the pickup: zone and hotel required as on the public form, the new zone’s time computed, the board’s job moved', async () => {
    const id = await reserve({ booking_date: thursday, passenger_count: 1 });
    const blank = await save(id, { pickup_place: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(errorsOf(blank))).toEqual(['pickup_place']);
    const noZone = await save(id, { pickup_zone_id: null });
    expect(noZone.statusCode).toBe(422);
    expect(Object.keys(errorsOf(noZone))).toEqual(['pickup_zone_id']);

    const res = await save(id, { pickup_zone_id: beldibi, pickup_place: 'Akra Beldibi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      pickup_zone_name: 'Beldibi',
      pickup_place: 'Akra Beldibi',
      pickup_time: '07:45',
    });
    expect(await jobOf(id)).toMatchObject({ service_time: '07:45', from_location: 'Akra Beldibi (Beldibi)' });
    expect((await view(id)).history[0]!.changes).toEqual([
      { field: 'pickup_zone', before: 'Kemer', after: 'Beldibi' },
      { field: 'pickup_place', before: 'Rixos Kemer', after: 'Akra Beldibi' },
      { field: 'pickup_at', before: '07:00', after: '07:45' },
    ]);
  });

  it('the contact with the public form’s rules (phone in E.164), special requests; a driver on a moved job is asked about', async () => {
    const id = await reserve({ booking_date: addDays(thursday, 7), passenger_count: 1 });
    for (const [over, field] of [
      [{ customer_phone: '12' }, 'customer_phone'],
      [{ customer_email: 'nope' }, 'customer_email'],
      [{ customer_name: ' ' }, 'customer_name'],
    ] as const) {
      const bad = await save(id, over);
      expect(bad.statusCode, JSON.stringify(over)).toBe(422);
      expect(Object.keys(errorsOf(bad))).toEqual([field]);
    }
    const ok = await save(id, {
      customer_phone: '502 345 678',
      customer_surname: 'Kowalska',
      special_requests: ' Wegetariańskie ',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      customer_phone: '+48502345678',
      customer_surname: 'Kowalska',
      special_requests: 'Wegetariańskie',
    });

    const driver = await admin('POST', '/admin/drivers', {
      name: 'Tur Şoförü',
      phone: '+90 532 000 00 29',
      plate: '07 tr 29',
    });
    expect(driver.statusCode, driver.body).toBe(201);
    const driverId = json<{ data: { id: number } }>(driver).data.id;
    const job = await jobOf(id);
    expect(
      (
        await admin('PUT', `/admin/operations/jobs/${job.id}/assignment`, {
          driver_id: driverId,
          vehicle_id: null,
          note: null,
        })
      ).statusCode,
    ).toBe(200);
    const asked = await save(id, { booking_date: addDays(thursday, 14) });
    expect(asked.statusCode).toBe(409);
    expect(json(asked).message).toContain('şoför');
    const kept = await save(id, { booking_date: addDays(thursday, 14), driver_on_move: 'keep' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json<{ data: { driver: string } }>(kept).data.driver).toBe('kept');
    expect(await jobOf(id)).toMatchObject({ service_date: addDays(thursday, 14), driver_id: driverId });
  });

  it('a cancelled or completed reservation is not edited; an unknown one is a 404', async () => {
    for (const status of ['cancelled', 'completed']) {
      const id = await reserve({ booking_date: addDays(monday, 28), passenger_count: 1 });
      const body = { ...(await view(id)).values, customer_surname: 'Inna' };
      expect(
        (await admin('PUT', `/tour-reservations/${id}/status`, { status, notify_customer: false }))
          .statusCode,
      ).toBe(200);
      expect((await view(id)).editable).toBe(false);
      const res = await admin('PUT', `/admin/tour-reservations/${id}`, body);
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toBe('İptal edilmiş veya tamamlanmış bir rezervasyon düzenlenemez');
      expect(await rowOf(id)).toMatchObject({ customer_surname: 'Nowak' });
    }
    expect((await admin('GET', '/admin/tour-reservations/999999/changes')).statusCode).toBe(404);
  });
});

// Item 2 for tours: the guest's request from the manage page is listed on the reservation and
// answered like a transfer's (the decision endpoint is shared), with the cap of open requests.
describe('a tour guest’s change requests', () => {
  it('are listed on the reservation, capped at three open, and refused with a reason that is mailed to the guest', async () => {
    const id = await reserve({ booking_date: addDays(monday, 35), passenger_count: 1 });
    const { pnr_code: pnr } = await rowOf(id);
    const ask = (hotel: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/bookings/manage/change-request',
        headers: { 'accept-language': 'pl' },
        remoteAddress: `10.35.0.${++ip % 250}`,
        payload: { pnr_code: pnr, email: 'anna@example.com', hotel, note: 'Zmiana hotelu' },
      });
    for (const hotel of ['Akra Kemer', 'Rixos Beldibi', 'Kaya Palazzo'])
      expect((await ask(hotel)).statusCode).toBe(200);
    expect((await ask('Too many')).statusCode).toBe(429);
    // the list's badge counts them
    const listAnswer = await admin('GET', `/tour-reservations?search=${pnr}`);
    expect(listAnswer.statusCode, listAnswer.body).toBe(200);
    const page = json<{ data: { id: number; open_change_requests?: number }[] }>(listAnswer).data;
    expect(page.find((r) => r.id === id)?.open_change_requests).toBe(3);

    const listed = await admin('GET', `/admin/tour-reservations/${id}/change-requests`);
    expect(listed.statusCode, listed.body).toBe(200);
    const requests = json<{ data: { id: number; status: string; asked: Record<string, string> }[] }>(
      listed,
    ).data;
    expect(requests.map((r) => r.asked.hotel).sort()).toEqual([
      'Akra Kemer',
      'Kaya Palazzo',
      'Rixos Beldibi',
    ]);
    expect(requests.every((r) => r.status === 'open')).toBe(true);

    const refused = await admin('POST', `/admin/change-requests/${requests[0]!.id}/decision`, {
      decision: 'refused',
      reason: 'Bu otelden alış yok',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const mails = json<{ data: { mails: { template: string; recipient: string }[] } }>(
      await admin('GET', `/admin/tour-reservations/${id}/mails`),
    ).data.mails;
    expect(mails.filter((m) => m.recipient === 'customer').map((m) => m.template)).toEqual(
      expect.arrayContaining(['change_request', 'change_refused']),
    );
    expect((await admin('GET', '/admin/tour-reservations/999999/change-requests')).statusCode).toBe(404);
  });
});
