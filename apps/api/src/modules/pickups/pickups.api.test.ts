import { PDFParse } from 'pdf-parse';
import { addDays, isoWeekday, todayInIstanbul, translateMessage } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { insertTour } from '../../test/factories.js';
import { TEST_BRAND } from '../../test/mail-fixtures.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { loadTrip } from '../mail/mail-content.js';
import { renderMail } from '../mail/mail-render.js';
import { renderVoucher } from '../self-service/voucher.js';

/**
 * Tour pickups through the API (issue 27 item 4, decision 038) on whichever database the run uses:
 * zones and a tour's offsets set by staff, the visitor's reservation refused without a zone of the
 * tour and a hotel, and the pickup carried to the board, the driver's view, the manifest and the
 * customer's mail and voucher in the reservation's language.
 */
let ctx: TestContext;
let cookie: string;
let ip = 0;
/** tomorrow: a share link reaches it (today up to 7 days ahead) */
const day = addDays(todayInIstanbul(), 1);

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

function reserve(tourId: number, over: Record<string, unknown> = {}, lang = 'de') {
  ip += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tour-reservations',
    headers: { 'accept-language': lang },
    remoteAddress: `10.8.${Math.floor(ip / 250)}.${ip % 250}`,
    payload: {
      tour_id: tourId,
      customer_name: 'Lena',
      customer_surname: 'Wagner',
      customer_email: 'lena@example.com',
      country_code: '+49',
      customer_phone: '1512 3456789',
      booking_date: day,
      booking_time: '08:30',
      passenger_count: 2,
      children_count: 1,
      currency: 'EUR',
      notice_version: 1,
      language: lang,
      ...over,
    },
  });
}

async function zone(name: string, translations?: object): Promise<number> {
  const res = await admin('POST', '/admin/pickup-zones', { name, ...(translations ? { translations } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { id: number } }>(res).data.id;
}

let kemer: number;
let beldibi: number;
let alanya: number;
let tourId: number;
let tourTitle: string;

describe('pickup zones and a tour with pickup', () => {
  it('staff add zones and set which the tour picks up from, with the offsets', async () => {
    kemer = await zone('Kemer', { ru: { name: 'Кемер' } });
    beldibi = await zone('Beldibi', { de: { name: 'Beldibi (Kemer)' } });
    alanya = await zone('Alanya');
    const tour = await insertTour(ctx.db, { title: 'Korsan Tekne Turu', location: 'Kemer' });
    tourId = tour.id;
    tourTitle = tour.title;
    const set = await admin('PUT', `/admin/tours/${tourId}/pickups`, {
      pickups: [
        { zone_id: kemer, offset_minutes: -90 },
        { zone_id: beldibi, offset_minutes: -45 },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    const bad = await admin('PUT', `/admin/tours/${tourId}/pickups`, {
      pickups: [{ zone_id: kemer, offset_minutes: 30 }],
    });
    expect(bad.statusCode).toBe(422);
    // the visitor reads the zones in the page's language, earliest pickup first
    const ru = json<{ data: { pickups?: unknown } }>(
      await ctx.app.inject({ method: 'GET', url: `/api/tours/${tourId}?lang=ru` }),
    );
    expect(ru.data.pickups).toEqual([
      { zone_id: kemer, name: 'Кемер', offset_minutes: -90 },
      { zone_id: beldibi, name: 'Beldibi', offset_minutes: -45 },
    ]);
    const list = json<{ data: { id: number; tour_count?: number }[] }>(
      await admin('GET', '/admin/pickup-zones'),
    );
    expect(list.data.find((z) => z.id === kemer)?.tour_count).toBe(1);
    expect(list.data.find((z) => z.id === alanya)?.tour_count).toBe(0);
    // a zone a tour picks up in cannot be deleted; one no tour uses can
    expect((await admin('DELETE', `/admin/pickup-zones/${kemer}`)).statusCode).toBe(409);
  });

  it('refuses a reservation without a zone and a hotel, in the visitor’s language', async () => {
    const res = await reserve(tourId);
    expect(res.statusCode, res.body).toBe(422);
    expect(json(res).errors).toEqual({
      pickup_zone_id: [translateMessage('validation.pickup_zone_required', 'de')],
      pickup_place: [translateMessage('validation.pickup_place_required', 'de')],
    });
  });

  it('refuses a zone the tour does not pick up from', async () => {
    const res = await reserve(tourId, { pickup_zone_id: alanya, pickup_place: 'Hotel Alanya' }, 'en');
    expect(res.statusCode, res.body).toBe(422);
    expect(json(res).errors).toEqual({
      pickup_zone_id: [translateMessage('error.pickup_zone_not_offered', 'en')],
    });
  });

  it('keeps a tour without pickup as before: no hotel asked, nothing stored', async () => {
    const plain = await insertTour(ctx.db, { title: 'Pamukkale Turu', location: 'Pamukkale' });
    const res = await reserve(plain.id, { pickup_zone_id: kemer, pickup_place: 'Ignored' });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      json<{ data: { reservation: { pickup?: unknown } } }>(res).data.reservation.pickup,
    ).toBeUndefined();
  });

  it('carries the hotel and pickup time to the board, the driver’s view, the manifest, the mail and the voucher', async () => {
    const res = await reserve(tourId, { pickup_zone_id: beldibi, pickup_place: '  Rixos Beldibi  ' });
    expect(res.statusCode, res.body).toBe(201);
    const created = json<{ data: { pnr_code: string; reservation: { id: number; pickup?: unknown } } }>(
      res,
    ).data;
    expect(created.reservation.pickup).toEqual({
      zone_id: beldibi,
      zone: 'Beldibi',
      place: 'Rixos Beldibi',
      date: day,
      time: '07:45',
    });

    // the board: the pickup, not 'Kemer → tour' at the start
    const board = json<{
      data: {
        jobs: { id: number; pnr: string; time: string; from: string; to: string; hotel: string | null }[];
      };
    }>(await admin('GET', `/admin/operations/jobs?date=${day}`));
    const job = board.data.jobs.find((j) => j.pnr === created.pnr_code)!;
    expect(job).toMatchObject({
      time: '07:45',
      from: 'Rixos Beldibi (Beldibi)',
      to: tourTitle,
      hotel: 'Rixos Beldibi',
    });

    // the driver's phone view through a share link
    const driver = json<{ data: { id: number } }>(
      await admin('POST', '/admin/drivers', { name: 'Tur Şoförü', phone: '+90 532 000 00 08' }),
    ).data.id;
    await admin('PUT', `/admin/operations/jobs/${job.id}/assignment`, {
      driver_id: driver,
      vehicle_id: null,
      note: null,
    });
    const token = json<{ data: { token: string } }>(
      await admin('POST', '/admin/operations/run-links', { driver_id: driver, date: day }),
    ).data.token;
    const view = json<{ data: { jobs: { time: string; from: string; hotel: string | null }[] } }>(
      await ctx.app.inject({ method: 'GET', url: `/api/driver-runs/${token}` }),
    );
    expect(view.data.jobs).toEqual([
      expect.objectContaining({ time: '07:45', from: 'Rixos Beldibi (Beldibi)', hotel: 'Rixos Beldibi' }),
    ]);

    // staff's reservation list shows the pickup read-only
    const list = json<{ data: { pnr_code: string; pickup: unknown }[] }>(
      await admin('GET', '/tour-reservations'),
    );
    expect(list.data.find((r) => r.pnr_code === created.pnr_code)?.pickup).toMatchObject({
      place: 'Rixos Beldibi',
      time: '07:45',
    });

    // the mail and the voucher, in the reservation's language (German), with the zone's German name
    const trip = await loadTrip(ctx.db, 'tour_reservation', created.reservation.id);
    const mail = await renderMail(trip!, TEST_BRAND, {
      template: 'created',
      recipient: 'customer',
      language: 'de',
      manageUrl: 'https://x.example/m',
      note: null,
    });
    expect(mail.text).toContain('um 07:45 vor Rixos Beldibi (Beldibi (Kemer))');
    expect(mail.text).toContain('Abholung: 07:45, Rixos Beldibi (Beldibi (Kemer))');
    const pdf = await renderVoucher(trip!, TEST_BRAND, 'de', 'https://x.example/m');
    const text = (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text.replace(/\s+/g, ' ');
    expect(text).toContain('Rixos Beldibi');
    expect(text).toContain('07:45');
  });

  it('lists each guest’s zone, hotel and pickup time on the departure’s manifest, in pickup order, and in its CSV', async () => {
    const tour = await insertTour(ctx.db, { title: 'Manifest Tekne Turu' });
    const schedule = {
      weekdays: [isoWeekday(day)],
      times: ['08:30'],
      starts_on: todayInIstanbul(),
      ends_on: addDays(todayInIstanbul(), 30),
      capacity: 30,
      cutoff_hours: 0,
      minimum: null,
    };
    expect((await admin('PUT', `/admin/tours/${tour.id}/schedule`, { schedule })).statusCode).toBe(200);
    await admin('PUT', `/admin/tours/${tour.id}/pickups`, {
      pickups: [
        { zone_id: kemer, offset_minutes: -90 },
        { zone_id: beldibi, offset_minutes: -45 },
      ],
    });
    expect(
      (
        await reserve(tour.id, {
          customer_surname: 'Beldibi',
          pickup_zone_id: beldibi,
          pickup_place: 'Rixos Beldibi',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await reserve(tour.id, {
          customer_surname: 'Kemer',
          pickup_zone_id: kemer,
          pickup_place: 'Club Med Kemer',
        })
      ).statusCode,
    ).toBe(201);
    const manifest = json<{
      data: { guests: { name: string; pickup_zone: string; pickup_place: string; pickup_time: string }[] };
    }>(await admin('GET', `/admin/tours/${tour.id}/departures/manifest?date=${day}&time=08:30`)).data;
    expect(manifest.guests.map((g) => [g.name, g.pickup_zone, g.pickup_place, g.pickup_time])).toEqual([
      ['Lena Kemer', 'Kemer', 'Club Med Kemer', '07:00'],
      ['Lena Beldibi', 'Beldibi', 'Rixos Beldibi', '07:45'],
    ]);
    const csv = await admin('GET', `/admin/tours/${tour.id}/departures/manifest.csv?date=${day}&time=08:30`);
    expect(csv.body).toContain('Alış Bölgesi');
    expect(csv.body).toMatch(/Kemer[;,]Club Med Kemer[;,]07:00/);
  });
});

describe('the demo', () => {
  it('gives later tours realistic pickup zones, and keeps the first tour without pickup', async () => {
    const tours = json<{
      data: { data: { title: string; pickups?: { name: string; offset_minutes: number }[] }[] };
    }>(await ctx.app.inject('/api/tours?per_page=9999&lang=ru')).data.data;
    expect(tours[0]!.pickups).toBeUndefined();
    const boat = tours.find((t) => t.pickups?.some((p) => p.name === 'Сиде'));
    expect(boat?.pickups?.[0]).toMatchObject({ name: 'Лара', offset_minutes: -120 });
  });
});
