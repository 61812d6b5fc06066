import { addDays, isoWeekday, todayInIstanbul, translateMessage } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { insertTour } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

/**
 * Tour departures through the API (issue 27, items 1-2) on whichever database the run uses: the
 * schedule staff set, the visitor's calendar, seats taken by reservations and refused when gone,
 * staff's changes to one departure, and a cancelled departure's guests cancelled and mailed.
 */
let ctx: TestContext;
let cookie: string;
let ip = 0;
const today = todayInIstanbul();
/** the first day a week or more ahead that is a Monday: every test books far from any cut-off */
const monday = (() => {
  let d = addDays(today, 7);
  while (isoWeekday(d) !== 1) d = addDays(d, 1);
  return d;
})();

const schedule = (over: Record<string, unknown> = {}) => ({
  weekdays: [1, 4],
  times: ['08:30'],
  starts_on: today,
  ends_on: addDays(today, 120),
  capacity: 5,
  cutoff_hours: 12,
  minimum: 2,
  extra: [],
  closed: [],
  ...over,
});

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { cookie },
    ...(payload ? { payload: payload } : {}),
  });

function reserve(tourId: number, over: Record<string, unknown> = {}, lang = 'en') {
  ip += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tour-reservations',
    headers: { 'accept-language': lang },
    remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
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
      currency: 'EUR',
      notice_version: 1,
      language: lang,
      ...over,
    },
  });
}

interface Calendar {
  data: {
    scheduled: boolean;
    departures: { date: string; time: string; availability: string; seats_left: number }[];
  };
}
const calendar = async (tourId: number) =>
  json<Calendar>(await ctx.app.inject(`/api/tours/${tourId}/departures?days=35`)).data;
const departureOn = async (tourId: number, date: string, time = '08:30') =>
  (await calendar(tourId)).departures.find((d) => d.date === date && d.time === time);

describe('tour departures', () => {
  it('leaves a tour without a schedule booked on any date and time, as before', async () => {
    const tour = await insertTour(ctx.db);
    expect(await calendar(tour.id)).toMatchObject({ scheduled: false, departures: [] });
    const res = await reserve(tour.id, { booking_time: '15:47', booking_date: addDays(monday, 1) });
    expect(res.statusCode).toBe(201);
    const one = json<{ data: Record<string, unknown> }>(await ctx.app.inject(`/api/tours/${tour.id}`)).data;
    expect(one).not.toHaveProperty('has_departures');
  });

  it("sells seats only on scheduled departures, and says sold out in the visitor's language when they are gone", async () => {
    const tour = await insertTour(ctx.db);
    const put = await admin('PUT', `/admin/tours/${tour.id}/schedule`, { schedule: schedule() });
    expect(put.statusCode).toBe(200);
    expect(
      json<{ data: Record<string, unknown> }>(await ctx.app.inject(`/api/tours/${tour.id}`)).data
        .has_departures,
    ).toBe(true);

    const cal = await calendar(tour.id);
    expect(cal.scheduled).toBe(true);
    expect(cal.departures.every((d) => [1, 4].includes(isoWeekday(d.date)) && d.time === '08:30')).toBe(true);
    expect(await departureOn(tour.id, monday)).toEqual({
      date: monday,
      time: '08:30',
      availability: 'available',
      seats_left: 5,
    });

    // not a departure: a free time, or a day the tour does not run
    const offSchedule = await reserve(tour.id, { booking_time: '09:00' });
    expect(offSchedule.statusCode).toBe(409);
    expect(json(offSchedule).message).toBe(translateMessage('error.departure_unavailable', 'en'));
    expect((await reserve(tour.id, { booking_date: addDays(monday, 1) })).statusCode).toBe(409);

    expect((await reserve(tour.id, { passenger_count: 2, children_count: 1 })).statusCode).toBe(201);
    expect(await departureOn(tour.id, monday)).toMatchObject({ availability: 'available', seats_left: 2 });
    // three more do not fit in two seats: the whole party is refused, in Polish for a Polish visitor
    const tooMany = await reserve(tour.id, { passenger_count: 3 }, 'pl');
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany).message).toBe(translateMessage('error.departure_sold_out', 'pl'));
    expect(json(tooMany).message).not.toBe(translateMessage('error.departure_sold_out', 'en'));
    expect((await reserve(tour.id, { passenger_count: 2 })).statusCode).toBe(201);
    expect(await departureOn(tour.id, monday)).toMatchObject({ availability: 'sold_out', seats_left: 0 });
    expect((await reserve(tour.id, { passenger_count: 1 }, 'de')).statusCode).toBe(409);

    // staff see 5/5 on the calendar
    const staff = json<{
      data: { departures: { date: string; sold: number; capacity: number; reservations: number }[] };
    }>(await admin('GET', `/admin/tours/${tour.id}/departures`)).data.departures.find(
      (d) => d.date === monday,
    );
    expect(staff).toMatchObject({ sold: 5, capacity: 5, reservations: 2 });
  });

  it("frees a cancelled reservation's seats", async () => {
    const tour = await insertTour(ctx.db);
    await admin('PUT', `/admin/tours/${tour.id}/schedule`, { schedule: schedule({ capacity: 2 }) });
    const made = json<{ data: { pnr_code: string } }>(await reserve(tour.id));
    expect(await departureOn(tour.id, monday)).toMatchObject({ availability: 'sold_out' });
    await ctx.db
      .updateTable('tour_reservations')
      .set({ status: 'cancelled' })
      .where('pnr_code', '=', made.data.pnr_code)
      .execute();
    expect(await departureOn(tour.id, monday)).toMatchObject({ availability: 'available', seats_left: 2 });
  });

  it('takes the seats again when staff set a cancelled reservation back, and refuses it when the departure filled up', async () => {
    const tour = await insertTour(ctx.db);
    await admin('PUT', `/admin/tours/${tour.id}/schedule`, { schedule: schedule({ capacity: 3 }) });
    const first = json<{ data: { reservation: { id: number } } }>(await reserve(tour.id)).data.reservation;
    const status = (id: number, to: string) =>
      admin('PUT', `/tour-reservations/${id}/status`, { status: to, notify_customer: false });
    expect((await status(first.id, 'cancelled')).statusCode).toBe(200);
    // its two seats went to someone else
    expect((await reserve(tour.id)).statusCode).toBe(201);
    const back = await status(first.id, 'confirmed');
    expect(back.statusCode, back.body).toBe(409);
    expect(json(back).message).toBe(translateMessage('error.departure_sold_out', 'tr'));
    const row = await ctx.db
      .selectFrom('tour_reservations')
      .select('status')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(await departureOn(tour.id, monday)).toMatchObject({ seats_left: 1 });

    // with room again, it is set back and takes its seats
    await admin('PUT', `/admin/tours/${tour.id}/departures`, { date: monday, time: '08:30', capacity: 4 });
    expect((await status(first.id, 'pending')).statusCode).toBe(200);
    expect(await departureOn(tour.id, monday)).toMatchObject({ availability: 'sold_out', seats_left: 0 });
  });

  it("lets staff change one departure's capacity, close it and open it again", async () => {
    const tour = await insertTour(ctx.db);
    await admin('PUT', `/admin/tours/${tour.id}/schedule`, { schedule: schedule() });
    const thursday = addDays(monday, 3);
    expect(
      (
        await admin('PUT', `/admin/tours/${tour.id}/departures`, {
          date: thursday,
          time: '08:30',
          capacity: 1,
        })
      ).statusCode,
    ).toBe(200);
    expect(await departureOn(tour.id, thursday)).toMatchObject({ availability: 'available', seats_left: 1 });
    expect((await reserve(tour.id, { booking_date: thursday })).statusCode).toBe(409);

    await admin('PUT', `/admin/tours/${tour.id}/departures`, {
      date: thursday,
      time: '08:30',
      state: 'closed',
    });
    expect(await departureOn(tour.id, thursday)).toMatchObject({ availability: 'closed', seats_left: 0 });
    expect((await reserve(tour.id, { booking_date: thursday, passenger_count: 1 })).statusCode).toBe(409);

    await admin('PUT', `/admin/tours/${tour.id}/departures`, {
      date: thursday,
      time: '08:30',
      state: 'open',
      capacity: null,
    });
    expect(await departureOn(tour.id, thursday)).toMatchObject({ availability: 'available', seats_left: 5 });
    // a day that has no departure cannot be changed
    expect(
      (
        await admin('PUT', `/admin/tours/${tour.id}/departures`, {
          date: addDays(monday, 1),
          time: '08:30',
          state: 'closed',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('closes bookings inside the cut-off (Istanbul time)', async () => {
    const tour = await insertTour(ctx.db);
    // a departure every day at 00:00 with a 48-hour cut-off: today's and tomorrow's are closed
    await admin('PUT', `/admin/tours/${tour.id}/schedule`, {
      schedule: schedule({ weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['00:00'], cutoff_hours: 48 }),
    });
    const tomorrow = addDays(today, 1);
    expect(await departureOn(tour.id, tomorrow, '00:00')).toMatchObject({ availability: 'closed' });
    expect((await reserve(tour.id, { booking_date: tomorrow, booking_time: '00:00' })).statusCode).toBe(409);
    expect(await departureOn(tour.id, addDays(today, 3), '00:00')).toMatchObject({
      availability: 'available',
    });
  });

  it("cancels a departure: its reservations are cancelled and each guest is mailed the operator's words in their language", async () => {
    const tour = await insertTour(ctx.db);
    await admin('PUT', `/admin/tours/${tour.id}/schedule`, { schedule: schedule({ capacity: 10 }) });
    const ru = json<{ data: { pnr_code: string } }>(await reserve(tour.id, {}, 'ru')).data.pnr_code;
    const de = json<{ data: { pnr_code: string } }>(await reserve(tour.id, {}, 'de')).data.pnr_code;
    const elsewhere = json<{ data: { pnr_code: string } }>(
      await reserve(tour.id, { booking_date: addDays(monday, 3) }),
    ).data.pnr_code;

    expect(
      (
        await admin('POST', `/admin/tours/${tour.id}/departures/cancel`, {
          date: monday,
          time: '08:30',
          message: ' ',
        })
      ).statusCode,
    ).toBe(422);
    const res = await admin('POST', `/admin/tours/${tour.id}/departures/cancel`, {
      date: monday,
      time: '08:30',
      message: 'Storm warning: no boats leave the harbour.',
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { cancelled_reservations: number } }>(res).data.cancelled_reservations).toBe(2);

    const statuses = await ctx.db
      .selectFrom('tour_reservations')
      .select(['pnr_code', 'status'])
      .where('pnr_code', 'in', [ru, de, elsewhere])
      .execute();
    expect(Object.fromEntries(statuses.map((s) => [s.pnr_code, s.status]))).toEqual({
      [ru]: 'cancelled',
      [de]: 'cancelled',
      [elsewhere]: 'pending',
    });
    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .select(['pnr_code', 'language', 'note', 'recipient'])
      .where('template', '=', 'departure_cancelled')
      .execute();
    expect(mails.sort((a, b) => a.language.localeCompare(b.language))).toEqual([
      {
        pnr_code: de,
        language: 'de',
        note: 'Storm warning: no boats leave the harbour.',
        recipient: 'customer',
      },
      {
        pnr_code: ru,
        language: 'ru',
        note: 'Storm warning: no boats leave the harbour.',
        recipient: 'customer',
      },
    ]);
    expect(await departureOn(tour.id, monday)).toMatchObject({ availability: 'closed' });
    expect((await reserve(tour.id, { passenger_count: 1 })).statusCode).toBe(409);
  });

  it('keeps the schedule to staff: a visitor cannot set one, and a wrong schedule is refused', async () => {
    const tour = await insertTour(ctx.db);
    const anon = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/tours/${tour.id}/schedule`,
      payload: { schedule: schedule() },
    });
    expect(anon.statusCode).toBe(401);
    const bad = await admin('PUT', `/admin/tours/${tour.id}/schedule`, {
      schedule: schedule({ weekdays: [], ends_on: addDays(today, -1) }),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors ?? {})).toEqual(
      expect.arrayContaining(['schedule.weekdays', 'schedule.ends_on']),
    );
  });

  it('gives the demo its departures: the Green Canyon boat daily, a closed day and a smaller boat one Saturday', async () => {
    const tours = json<{ data: { data: { id: number; title: string; has_departures?: boolean }[] } }>(
      await ctx.app.inject('/api/tours?per_page=9999'),
    ).data.data;
    expect(tours[0]!.has_departures).toBeUndefined();
    const boat = tours.find((t) => t.title === 'Yeşil Kanyon Tekne Turu')!;
    expect(boat.has_departures).toBe(true);
    const departures = (await calendar(boat.id)).departures;
    expect(departures.some((d) => d.date === addDays(today, 9))).toBe(false);
    const seats = departures.filter((d) => d.date > addDays(today, 1)).map((d) => d.seats_left);
    expect(seats).toContain(12);
    expect(seats).toContain(40);
  });

  it("gives staff a departure's manifest: guests by name with counts, cancelled ones left out, and as CSV", async () => {
    const tour = await insertTour(ctx.db);
    await admin('PUT', `/admin/tours/${tour.id}/schedule`, { schedule: schedule({ capacity: 20 }) });
    await reserve(
      tour.id,
      {
        customer_surname: 'Zieliński',
        passenger_count: 2,
        children_count: 1,
        special_requests: 'Vegetarian',
      },
      'pl',
    );
    await reserve(tour.id, { customer_name: 'Hans', customer_surname: 'Bauer', passenger_count: 1 }, 'de');
    const gone = json<{ data: { pnr_code: string } }>(await reserve(tour.id, { customer_surname: 'Gone' }))
      .data.pnr_code;
    await ctx.db
      .updateTable('tour_reservations')
      .set({ status: 'cancelled' })
      .where('pnr_code', '=', gone)
      .execute();

    const m = json<{
      data: {
        adults: number;
        children: number;
        capacity: number;
        guests: {
          name: string;
          adults: number;
          children: number;
          language: string;
          special_requests: string | null;
        }[];
      };
    }>(await admin('GET', `/admin/tours/${tour.id}/departures/manifest?date=${monday}&time=08:30`)).data;
    expect(m).toMatchObject({ adults: 3, children: 1, capacity: 20 });
    expect(m.guests.map((g) => [g.name, g.adults, g.children, g.language])).toEqual([
      ['Hans Bauer', 1, 0, 'de'],
      ['Anna Zieliński', 2, 1, 'pl'],
    ]);
    const csv = await admin(
      'GET',
      `/admin/tours/${tour.id}/departures/manifest.csv?date=${monday}&time=08:30`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Tarih;Saat;PNR;Misafir;Yetişkin;Çocuk;Alış Bölgesi;Otel / Adres;Alış Saati;Telefon;E-posta;Dil;Durum;Not');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('Anna Zieliński;2;1;');
    expect(lines[2]).toContain('Vegetarian');
    expect(
      (
        await admin(
          'GET',
          `/admin/tours/${tour.id}/departures/manifest?date=${addDays(monday, 1)}&time=08:30`,
        )
      ).statusCode,
    ).toBe(404);
  });
});
