import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { istanbulDayRange, todayInIstanbul } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMailingStaffApp } from '../../test/staff-app.js';
import { json } from '../../test/test-app.js';
import { airportBookingBody, dayFromToday } from '../../test/transfer-fixtures.js';
import { queueDueReminders } from './trip-mails.service.js';

/**
 * The customer's mails about the day of the trip (issue 26 item 5, decision 040), received by a
 * real SMTP server, each in two languages: who drives (and the dispatcher's "don't mail"), the
 * reminder the day before, the review request after 'Tamamlandı'. SQLite and, through
 * with-postgres.sh, PostgreSQL.
 */
let { ctx, sink, fx, tourId, admin } = {} as Awaited<ReturnType<typeof openMailingStaffApp>>;
let ip = 0;

beforeAll(async () => void ({ ctx, sink, fx, tourId, admin } = await openMailingStaffApp()));
afterAll(async () => {
  await ctx?.close();
  await sink?.stop();
});

const setSetting = (key: string, value: string) =>
  ctx.db.updateTable('site_settings').set({ value }).where('key', '=', key).execute();

/** Waits until `n` mails whose subject starts with `subject` arrived about `pnr`. */
async function mailsOf(pnr: string, subject: string, n = 1): Promise<ParsedMail[]> {
  const deadline = Date.now() + 8_000;
  for (;;) {
    const found = sink.mails.filter((m) => m.subject?.startsWith(subject) && m.subject.includes(pnr));
    if (found.length >= n) return found;
    if (Date.now() > deadline)
      throw new Error(`expected ${n} '${subject}' mails about ${pnr}, got ${found.length}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The outbox rows of one template about a PNR (what was queued, sent or not). */
const queued = (pnr: string, template: string) =>
  ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('pnr_code', '=', pnr)
    .where('template', '=', template)
    .execute();

let phone = 10;
async function newDriver(name: string, plate: string, defaultVehicle: number | null = null) {
  const res = await admin('POST', '/api/admin/drivers', {
    name,
    phone: `+90 532 111 22 ${phone++}`,
    plate,
    default_vehicle_id: defaultVehicle,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { id: number; phone: string } }>(res).data;
}

async function book(over: Record<string, unknown>): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: `10.7.0.${++ip}`,
    payload: airportBookingBody(fx, over),
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { pnr_code: string } }>(res).data.pnr_code;
}

async function reserveTour(over: Record<string, unknown>): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/tour-reservations',
    remoteAddress: `10.7.1.${++ip}`,
    payload: {
      tour_id: tourId,
      customer_name: 'Jürgen',
      customer_surname: 'Weber',
      customer_email: 'juergen@example.com',
      notice_version: 1,
      country_code: '+49',
      customer_phone: '15123456789',
      booking_date: dayFromToday(8),
      booking_time: '09:30',
      passenger_count: 2,
      currency: 'EUR',
      language: 'de',
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { pnr_code: string } }>(res).data.pnr_code;
}

interface Job {
  id: number;
  pnr: string;
  leg: string;
}
const jobsOf = async (pnr: string, date: string): Promise<Job[]> =>
  json<{ data: { jobs: Job[] } }>(
    await admin('GET', `/api/admin/operations/jobs?date=${date}`),
  ).data.jobs.filter((j) => j.pnr === pnr);

const assign = async (job: number, body: Record<string, unknown>) => {
  const res = await admin('PUT', `/api/admin/operations/jobs/${job}/assignment`, {
    vehicle_id: null,
    note: null,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the driver mail', () => {
  it("tells a Turkish customer each leg's driver by first name, phone with WhatsApp, car and plate; a round trip's legs may differ", async () => {
    const pnr = await book({
      trip_type: 'round_trip',
      pickup_date: dayFromToday(9),
      return_date: dayFromToday(12),
      return_time: '11:00',
    });
    const [outbound] = await jobsOf(pnr, dayFromToday(9));
    const [back] = await jobsOf(pnr, dayFromToday(12));
    const mehmet = await newDriver('Mehmet Can Sürerler', '07 abc 123');
    const ali = await newDriver('Ali Yıldırımlar', '07 XYZ 9', fx.ids.minivan);
    await assign(outbound!.id, { driver_id: mehmet.id, vehicle_id: fx.ids.sedan });
    const [first] = await mailsOf(pnr, 'Sürücünüz belli oldu');
    expect(first!.to && 'text' in first!.to ? first!.to.text : '').toBe('ayse.yilmaz@example.com');
    for (const text of [
      'Sürücünüz',
      'Gidiş',
      'Antalya Havalimanı (AYT) → Kemer',
      'Mehmet',
      '07 ABC 123',
      'Plaka',
      '€',
    ]) {
      expect(first!.text).toContain(text);
    }
    // the first name only, never the surname; WhatsApp and tel links in the HTML
    expect(first!.text).not.toContain('Sürerler');
    const digits = mehmet.phone.replace(/\D/g, '');
    expect(first!.html).toContain(`href="https://wa.me/${digits}"`);
    expect(first!.html).toContain(`href="tel:+${digits}"`);
    expect(first!.text).toContain(`https://wa.me/${digits}`);
    // the meeting instructions of that leg and the payment line (decision 037's texts)
    expect(first!.text).toContain('Şoförünüz, iniş saatinizde');
    expect(first!.text).toContain('Ödeme');

    await assign(back!.id, { driver_id: ali.id });
    const both = await mailsOf(pnr, 'Sürücünüz belli oldu', 2);
    const second = both.find((m) => m !== first)!;
    expect(second.text).toContain('Dönüş');
    expect(second.text).toContain('Kemer → Antalya Havalimanı (AYT)');
    expect(second.text).toContain('Ali');
    expect(second.text).not.toContain('Mehmet');
    // no vehicle chosen for the leg: the driver's usual one
    expect(second.text).toContain('Araç: Minivan Aile');
  });

  it("writes to a tour's customer in German, and the dispatcher's 'no mail', an unchanged driver and unassigning send nothing", async () => {
    const pnr = await reserveTour({ booking_date: dayFromToday(8) });
    const [job] = await jobsOf(pnr, dayFromToday(8));
    expect(job!.leg).toBe('tour');
    const hans = await newDriver('Hasan Kaptanoğlu', '07 TUR 42');
    await assign(job!.id, { driver_id: hans.id, notify_customer: false });
    await assign(job!.id, { driver_id: null });
    expect(await queued(pnr, 'driver_assigned')).toHaveLength(0);
    await assign(job!.id, { driver_id: hans.id, vehicle_id: fx.ids.minivan });
    const [mail] = await mailsOf(pnr, 'Ihr Fahrer');
    for (const text of ['Ihr Fahrer', 'Tour', 'Hasan', 'Kennzeichen: 07 TUR 42', 'Treffpunkt', 'Bezahlung'])
      expect(mail!.text).toContain(text);
    expect(mail!.text).not.toContain('Kaptanoğlu');
    // the same driver saved again (a note changed) mails nothing more
    await assign(job!.id, { driver_id: hans.id, vehicle_id: fx.ids.minivan, note: 'Tabela' });
    expect(await queued(pnr, 'driver_assigned')).toHaveLength(1);
  });
});

describe('the reminder the day before', () => {
  const tomorrow = () => dayFromToday(1);
  /** today at hh:mm in Istanbul, as an instant */
  const todayAt = (hm: string) => {
    const [h, m] = hm.split(':').map(Number) as [number, number];
    return new Date(istanbulDayRange(todayInIstanbul()).start.getTime() + (h * 60 + m) * 60_000);
  };
  /** as if booked long ago (the jobs are written with the booking, now) */
  const bookedAt = (pnr: string, at = '2020-01-01T00:00:00.000Z') =>
    ctx.db
      .updateTable('dispatch_jobs')
      .set({ created_at: at })
      .where('booking_id', 'in', (eb) => eb.selectFrom('bookings').select('id').where('pnr_code', '=', pnr))
      .execute();

  it('goes once per leg after the configured hour, in English and Russian, with the time, meeting point, payment and driver', async () => {
    await setSetting('trip_reminder_time', '18:30');
    const en = await book({
      pickup_date: tomorrow(),
      pickup_time: '10:15',
      language: 'en',
      customer_email: 'jane@example.com',
    });
    const ru = await book({
      pickup_date: tomorrow(),
      pickup_time: '07:45',
      language: 'ru',
      customer_email: 'ivan@example.com',
    });
    const late = await book({
      pickup_date: tomorrow(),
      pickup_time: '12:00',
      language: 'en',
      customer_email: 'late@example.com',
    });
    const cancelled = await book({
      pickup_date: tomorrow(),
      pickup_time: '13:00',
      language: 'en',
      customer_email: 'gone@example.com',
    });
    for (const pnr of [en, ru, cancelled]) await bookedAt(pnr);
    await bookedAt(late, todayAt('18:45').toISOString());
    await ctx.db
      .updateTable('bookings')
      .set({ status: 'cancelled' })
      .where('pnr_code', '=', cancelled)
      .execute();
    const [enJob] = await jobsOf(en, tomorrow());
    const driver = await newDriver('Osman Yollu', '07 RM 1');
    await assign(enJob!.id, { driver_id: driver.id, notify_customer: false });

    expect(await queueDueReminders(ctx.db, todayAt('18:29'))).toBe(0);
    expect(await queueDueReminders(ctx.db, todayAt('18:30'))).toBe(2);
    // the next rounds (a minute later, near midnight) queue nothing again
    expect(await queueDueReminders(ctx.db, todayAt('18:31'))).toBe(0);
    expect(await queueDueReminders(ctx.db, todayAt('23:59'))).toBe(0);

    const [enMail] = await mailsOf(en, 'Your trip is tomorrow');
    for (const text of [
      '10:15',
      'Antalya Havalimanı (AYT) → Kemer',
      'arrivals exit',
      'You pay the driver',
      'Your driver',
      'Osman',
      '07 RM 1',
      'Manage your booking',
    ])
      expect(enMail!.text).toContain(text);
    const [ruMail] = await mailsOf(ru, 'Ваша поездка завтра');
    for (const text of ['07:45', 'Оплата', 'Как только водитель будет назначен'])
      expect(ruMail!.text).toContain(text);
    // booked after the reminder hour (too late for it) and cancelled: none
    expect(await queued(late, 'trip_reminder')).toHaveLength(0);
    expect(await queued(cancelled, 'trip_reminder')).toHaveLength(0);
    expect(await queued(en, 'trip_reminder')).toHaveLength(1);
  });
});

describe('the review request', () => {
  async function completedBy(pnr: string, date: string, statuses: string[], job?: number) {
    const id = job ?? (await jobsOf(pnr, date))[0]!.id;
    const driver = await newDriver(`Sürücü ${randomUUID().slice(0, 4)}`, '07 RV 1');
    await assign(id, { driver_id: driver.id, notify_customer: false });
    const link = await admin('POST', '/api/admin/operations/run-links', { driver_id: driver.id, date });
    const token = json<{ data: { token: string } }>(link).data.token;
    for (const status of statuses) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/driver-runs/${token}/jobs/${id}/status`,
        payload: {
          status,
          client_id: randomUUID(),
          ...(status === 'completed' ? { cash: { amount: 40, currency: 'EUR' } } : {}),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  it("follows 'Tamamlandı' on the last leg with the operator's review link, in Polish and Turkish; never without a link or after a no-show", async () => {
    await setSetting('review_url', 'https://g.page/r/riviera-review');
    const pl = await book({
      pickup_date: todayInIstanbul(),
      pickup_time: '23:59',
      language: 'pl',
      customer_email: 'ola@example.com',
    });
    await completedBy(pl, todayInIstanbul(), ['on_the_way', 'on_board', 'completed']);
    const [plMail] = await mailsOf(pl, 'Jak minął przejazd?');
    expect(plMail!.html).toContain('href="https://g.page/r/riviera-review"');
    expect(plMail!.text).toContain('Napisz opinię: https://g.page/r/riviera-review');

    // a round trip: the outbound done asks nothing yet, the return done asks
    const tr = await book({
      trip_type: 'round_trip',
      pickup_date: todayInIstanbul(),
      pickup_time: '23:58',
      return_date: todayInIstanbul(),
      return_time: '23:59',
    });
    const [out, back] = (await jobsOf(tr, todayInIstanbul())).sort((a, b) =>
      a.leg === 'outbound' ? -1 : b.leg === 'outbound' ? 1 : 0,
    );
    await completedBy(tr, todayInIstanbul(), ['on_board', 'completed'], out!.id);
    expect(await queued(tr, 'review_request')).toHaveLength(0);
    await completedBy(tr, todayInIstanbul(), ['on_board', 'completed'], back!.id);
    const [trMail] = await mailsOf(tr, 'Yolculuğunuz nasıldı?');
    expect(trMail!.text).toContain('Değerlendirme yazın: https://g.page/r/riviera-review');

    const noShow = await book({ pickup_date: todayInIstanbul(), pickup_time: '23:57' });
    await completedBy(noShow, todayInIstanbul(), ['at_pickup', 'no_show']);
    expect(await queued(noShow, 'review_request')).toHaveLength(0);

    await setSetting('review_url', '');
    const noLink = await book({ pickup_date: todayInIstanbul(), pickup_time: '23:56' });
    await completedBy(noLink, todayInIstanbul(), ['on_board', 'completed']);
    expect(await queued(noLink, 'review_request')).toHaveLength(0);
  });

  it('refuses a reminder hour or a review link that cannot work, on the settings write path', async () => {
    const list = json<{
      data: {
        id: number;
        key: string;
        value: string;
        type: string;
        group: string;
        description: string;
        is_active: boolean;
      }[];
    }>(await admin('GET', '/api/site-settings')).data;
    const hour = list.find((s) => s.key === 'trip_reminder_time')!;
    const bad = await admin('PUT', `/api/site-settings/${hour.id}`, { ...hour, value: '25:00' });
    expect(bad.statusCode).toBe(422);
    const link = list.find((s) => s.key === 'review_url')!;
    expect(link.description).toContain('Boşsa değerlendirme e-postası gönderilmez');
    const js = await admin('PUT', `/api/site-settings/${link.id}`, { ...link, value: 'javascript:alert(1)' });
    expect(js.statusCode).toBe(422);
  });
});
