import ICAL from 'ical.js';
import { PDFParse } from 'pdf-parse';
import type { ParsedMail } from 'mailparser';
import { formatIstanbulDateTime, formatPrice, selfCancelDeadline } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertMailSettings, insertMailTour, MAIL_FIX } from '../../test/mail-fixtures.js';
import { createSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import {
  airportBookingBody,
  dayFromToday,
  insertTransferFixture,
  type Fixture,
} from '../../test/transfer-fixtures.js';

const OPERATOR = 'ops@riviera.example';
let ctx: TestContext;
let sink: SmtpSink;
let fx: Fixture;
let tourId: number;
let ip = 0;

beforeAll(async () => {
  sink = await createSmtpSink({ refuse: (address) => address.startsWith('nobody@') });
  await sink.start();
  ctx = await createTestApp({
    seed: false,
    env: {
      ...TEST_ADMIN_ENV,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Riviera <booking@riviera.example>',
      OPERATOR_EMAIL: OPERATOR,
      MAIL_POLL_MS: '200',
    },
  });
  fx = await insertTransferFixture(ctx.db);
  tourId = await insertMailTour(ctx.db);
  await insertMailSettings(ctx.db);
});
afterAll(async () => {
  await ctx?.close();
  await sink?.stop();
});

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${++ip}` });

/** Waits until `n` mails about `pnr` arrived (5 s at most, the promise made to customers). */
async function mailsAbout(pnr: string, n: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = sink.mails.filter((m) => m.subject?.includes(pnr));
    if (found.length >= n) return found;
    if (Date.now() > deadline)
      throw new Error(`expected ${n} mails about ${pnr} within 5 s, got ${found.length}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const toOf = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0]!.text : m.to?.text);

async function pdfText(m: ParsedMail): Promise<string> {
  const pdf = m.attachments.find((a) => a.contentType === 'application/pdf');
  expect(pdf, 'voucher attached').toBeDefined();
  const parser = new PDFParse({ data: new Uint8Array(pdf!.content) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('mail after a booking, through a real SMTP server', () => {
  it('a transfer booking sends the customer a confirmation with the voucher and the operator a notice, within 5 s', async () => {
    const res = await post(
      '/api/bookings',
      airportBookingBody(fx, {
        trip_type: 'round_trip',
        return_date: dayFromToday(17),
        return_time: '10:00',
        hotel_name: 'Rixos Premium',
      }),
    );
    expect(res.statusCode).toBe(201);
    const pnr = json<{ data: { pnr_code: string } }>(res).data.pnr_code;

    const mails = await mailsAbout(pnr, 2);
    const customer = mails.find((m) => toOf(m) === 'ayse.yilmaz@example.com')!;
    const operator = mails.find((m) => toOf(m) === OPERATOR)!;
    expect(customer.subject).toBe(`Rezervasyonunuz alındı – PNR ${pnr}`);
    expect(operator.subject).toBe(`Yeni rezervasyon – PNR ${pnr}`);
    // Both legs, the flight, hotel, price in the booking's currency, arrival help, licence, manage link.
    for (const expected of [
      'Gidiş',
      'Dönüş',
      'Antalya Havalimanı (AYT) → Kemer',
      'Kemer → Antalya Havalimanı (AYT)',
      'TK2412',
      'Rixos Premium',
      '€',
      'Karşılama ve alış',
      'Gidiş: Şoförünüz, iniş saatinizde',
      `TÜRSAB belge no: ${MAIL_FIX.tursab}`,
      `/booking-search?pnr=${pnr}`,
    ]) {
      expect(customer.text).toContain(expected);
    }
    expect(customer.html).toContain(pnr);
    expect(customer.html).toContain('Rezervasyonu yönet');
    expect(operator.text).toContain('ayse.yilmaz@example.com');
    expect(operator.attachments).toHaveLength(0);
    // Answers go to people: the customer's to the operator's contact address, the operator's to the customer.
    expect(customer.replyTo?.value[0]?.address).toBe('info@example.com');
    expect(operator.replyTo?.value[0]?.address).toBe('ayse.yilmaz@example.com');

    // The trip in the traveller's calendar: both legs, read by a real iCalendar parser.
    const ics = customer.attachments.find((a) => a.filename === `${pnr}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    const events = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')) as unknown[])
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual([
      `Transfer (Gidiş): Antalya Havalimanı (AYT) → Kemer · ${pnr}`,
      `Transfer (Dönüş): Kemer → Antalya Havalimanı (AYT) · ${pnr}`,
    ]);

    const voucher = await pdfText(customer);
    expect(voucher).toContain(pnr);
    expect(voucher).toContain(MAIL_FIX.tursab);
    expect(voucher).toContain('Ayşe Yılmaz');

    const rows = await ctx.db.selectFrom('mail_outbox').selectAll().where('pnr_code', '=', pnr).execute();
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('writes to the customer in the language the booking was made in, and to the operator in Turkish', async () => {
    const res = await post('/api/bookings', airportBookingBody(fx, { language: 'ru' }));
    expect(res.statusCode).toBe(201);
    const pnr = json<{ data: { pnr_code: string } }>(res).data.pnr_code;
    const mails = await mailsAbout(pnr, 2);
    const customer = mails.find((m) => toOf(m) === 'ayse.yilmaz@example.com')!;
    expect(customer.subject).toBe(`Ваше бронирование получено – PNR ${pnr}`);
    expect(mails.find((m) => toOf(m) === OPERATOR)!.subject).toBe(`Yeni rezervasyon – PNR ${pnr}`);
    // Its links open the Russian site (issue 25 §4); the operator's stay Turkish.
    expect(customer.text).toContain(`/ru/booking-search?pnr=${pnr}`);
    expect(customer.html).toContain(`/ru/booking-search?pnr=${pnr}`);
    expect(mails.find((m) => toOf(m) === OPERATOR)!.text).not.toContain('/ru/');
  });

  it('names the extra services and the tour in the booking language, falling back to the booked Turkish name', async () => {
    await ctx.db
      .updateTable('extra_services')
      .set({ translations: JSON.stringify({ ru: { name: 'Детское кресло' } }) })
      .where('id', '=', fx.ids.extraSeat)
      .execute();
    const res = await post(
      '/api/bookings',
      airportBookingBody(fx, {
        language: 'ru',
        selected_extra_services: [fx.ids.extraSeat, fx.ids.extraWater],
      }),
    );
    expect(res.statusCode).toBe(201);
    const pnr = json<{ data: { pnr_code: string } }>(res).data.pnr_code;
    const mails = await mailsAbout(pnr, 2);
    const customer = mails.find((m) => toOf(m) === 'ayse.yilmaz@example.com')!;
    // Translated in Russian; the water has no Russian name, so the booked Turkish one stands.
    expect(customer.text).toContain('Детское кресло, Su ikramı');
    expect(customer.text).not.toContain('Bebek Koltuğu');
    expect(await pdfText(customer)).toContain('Детское кресло');
    // The operator reads Turkish: the name the booking was made with.
    const operator = mails.find((m) => toOf(m) === OPERATOR)!;
    expect(operator.text).not.toContain('Детское кресло');

    await ctx.db
      .updateTable('tours')
      .set({ translations: JSON.stringify({ ru: { title: 'Рафтинг в каньоне Кёпрюлю' } }) })
      .where('id', '=', tourId)
      .execute();
    const tour = await post('/api/tour-reservations', {
      tour_id: tourId,
      customer_name: 'Олег',
      customer_surname: 'Петров',
      customer_email: 'oleg.ru@example.com',
      notice_version: 1,
      country_code: '+7',
      customer_phone: '9161234567',
      booking_date: dayFromToday(6),
      booking_time: '09:30',
      passenger_count: 1,
      currency: 'EUR',
      language: 'ru',
    });
    expect(tour.statusCode).toBe(201);
    const tourPnr = json<{ data: { pnr_code: string } }>(tour).data.pnr_code;
    const tourMail = (await mailsAbout(tourPnr, 2)).find((m) => toOf(m) === 'oleg.ru@example.com')!;
    expect(tourMail.text).toContain('Рафтинг в каньоне Кёпрюлю');
    await ctx.db.updateTable('tours').set({ translations: '{}' }).where('id', '=', tourId).execute();
  });

  it('a tour reservation sends both mails within 5 s, with the voucher holding the PNR and the licence', async () => {
    const res = await post('/api/tour-reservations', {
      tour_id: tourId,
      customer_name: 'Олег',
      customer_surname: 'Łukasz',
      customer_email: 'oleg@example.com',
      notice_version: 1,
      country_code: '+7',
      customer_phone: '9161234567',
      booking_date: dayFromToday(5),
      booking_time: '09:30',
      passenger_count: 2,
      children_count: 1,
      currency: 'EUR',
    });
    expect(res.statusCode).toBe(201);
    const pnr = json<{ data: { pnr_code: string } }>(res).data.pnr_code;
    const mails = await mailsAbout(pnr, 2);
    const customer = mails.find((m) => toOf(m) === 'oleg@example.com')!;
    expect(mails.some((m) => toOf(m) === OPERATOR)).toBe(true);
    expect(customer.text).toContain('Köprülü Kanyon Rafting');
    expect(customer.text).toContain('Toplam: €100');
    // what the total is made of, in whole units as the site shows them (decision 027)
    expect(customer.text).toContain('Fiyat: 2 × €40 (Yetişkin) + 1 × €20 (Çocuk)');
    expect(customer.text).not.toContain('Havalimanında karşılama');
    const voucher = await pdfText(customer);
    expect(voucher).toContain(pnr);
    expect(voucher).toContain(MAIL_FIX.tursab);
    // The embedded font carries Cyrillic and Polish letters into the text layer.
    expect(voucher).toContain('Олег Łukasz');
  });

  it('a German round trip: pay the driver both directions on arrival, the amount, the deadline in Istanbul time, in the mail and the voucher (issue 25)', async () => {
    const res = await post(
      '/api/bookings',
      airportBookingBody(fx, {
        language: 'de',
        passengers: 3,
        luggage: { large: 2, hand: 1 },
        trip_type: 'round_trip',
        return_date: dayFromToday(17),
        return_time: '10:00',
        hotel_name: 'Rixos Premium',
      }),
    );
    expect(res.statusCode).toBe(201);
    const pnr = json<{ data: { pnr_code: string } }>(res).data.pnr_code;
    const mails = await mailsAbout(pnr, 2);
    const customer = mails.find((m) => toOf(m) === 'ayse.yilmaz@example.com')!;
    const booking = await ctx.db.selectFrom('bookings').select(['total_price']).where('pnr_code', '=', pnr).executeTakeFirstOrThrow();
    const amount = formatPrice(booking.total_price, 'EUR', 'de-DE');
    const payLine = `Bei Hin- und Rückfahrt bezahlen Sie beide Richtungen bei Ankunft beim Fahrer, in EUR: ${amount}.`;
    // the pickup is 10 days ahead at 14:30 Istanbul time; the cut-off is 24 h (the default)
    const deadline = formatIstanbulDateTime(selfCancelDeadline(dayFromToday(10), '14:30', 24), 'de-DE');
    const cancelLine = `Kostenlose Online-Stornierung bis ${deadline} (Istanbuler Zeit).`;
    for (const part of [payLine, cancelLine, '3 Fahrgäste', '2 große Koffer, 1 Handgepäckstück', 'Rückfahrt: Bitte warten Sie zur Abholzeit an der Rezeption']) {
      expect(customer.text, part).toContain(part);
    }
    expect(customer.html).toContain(payLine);
    const voucher = (await pdfText(customer)).replace(/\s+/g, ' ');
    expect(voucher).toContain(payLine);
    expect(voucher).toContain(cancelLine);

    // The operator's Turkish mail: the back-office link, the number, the language, the same price lines.
    const operator = mails.find((m) => toOf(m) === OPERATOR)!;
    expect(operator.text).toMatch(new RegExp(`Rezervasyonu yönetim panelinde aç: https?://\\S+/admin/bookings\\?search=${pnr}\\n`));
    expect(operator.html).toContain(`/admin/bookings?search=${pnr}`);
    expect(operator.text).toContain(`Rezervasyon no (PNR): ${pnr}`);
    expect(operator.text).toContain('Müşterinin dili: Almanca (de)');
    expect(operator.text).toContain('Bilet görseli: Yüklenmedi');
    expect(operator.text).toContain(`Toplam: ${formatPrice(booking.total_price, 'EUR', 'tr-TR')}`);
    expect(operator.text).toContain('3 yolcu');
    expect(operator.text).not.toContain('Stornierung');
  });

  it('a Russian tour with children counts them in Russian, says when to pay and where to be ready; a late booking hears online cancellation has closed', async () => {
    // a 72 h cut-off makes tomorrow's tour a late booking whatever the hour the test runs
    await ctx.db
      .insertInto('site_settings')
      .values({ key: 'self_cancel_cutoff_hours', value: '72', type: 'text', group_name: 'general', description: 'cut-off', is_active: 1, created_at: '', updated_at: '' })
      .execute();
    const res = await post('/api/tour-reservations', {
      tour_id: tourId,
      customer_name: 'Олег',
      customer_surname: 'Петров',
      customer_email: 'oleg.plural@example.com',
      notice_version: 1,
      country_code: '+7',
      customer_phone: '9161234567',
      booking_date: dayFromToday(1),
      booking_time: '06:00',
      passenger_count: 1,
      children_count: 2,
      currency: 'EUR',
      language: 'ru',
    });
    expect(res.statusCode).toBe(201);
    const pnr = json<{ data: { pnr_code: string } }>(res).data.pnr_code;
    const customer = (await mailsAbout(pnr, 2)).find((m) => toOf(m) === 'oleg.plural@example.com')!;
    await ctx.db.deleteFrom('site_settings').where('key', '=', 'self_cancel_cutoff_hours').execute();
    for (const part of [
      '1 взрослый, 2 ребёнка',
      'Оплата — в день тура, в EUR:',
      'Пожалуйста, будьте готовы в месте сбора / месте встречи к указанному времени.',
      'Онлайн-отмена уже недоступна.',
    ]) {
      expect(customer.text, part).toContain(part);
    }
    expect(customer.text).not.toContain('Бесплатная отмена онлайн — до');
    const voucher = (await pdfText(customer)).replace(/\s+/g, ' ');
    expect(voucher).toContain('1 взрослый, 2 ребёнка');
    expect(voucher).toContain('Онлайн-отмена уже недоступна.');
    const operator = (await mailsAbout(pnr, 2)).find((m) => toOf(m) === OPERATOR)!;
    expect(operator.text).toContain(`/admin/tour-reservations?search=${pnr}`);
    expect(operator.text).toContain('Müşterinin dili: Rusça (ru)');
    expect(operator.text).toContain('1 yetişkin, 2 çocuk');
  });

  it('a mailbox the server refuses for good is marked failed with the error, and the operator still gets the notice', async () => {
    const res = await post('/api/bookings', airportBookingBody(fx, { customer_email: 'nobody@example.com' }));
    const pnr = json<{ data: { pnr_code: string } }>(res).data.pnr_code;
    await mailsAbout(pnr, 1);
    const deadline = Date.now() + 5_000;
    let rows: { recipient: string; status: string; last_error: string | null }[] = [];
    while (Date.now() < deadline) {
      rows = await ctx.db
        .selectFrom('mail_outbox')
        .select(['recipient', 'status', 'last_error'])
        .where('pnr_code', '=', pnr)
        .orderBy('recipient')
        .execute();
      if (rows.every((r) => r.status === 'sent' || r.status === 'failed')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(rows.map((r) => [r.recipient, r.status])).toEqual([
      ['customer', 'failed'],
      ['operator', 'sent'],
    ]);
    expect(rows[0]!.last_error).toContain('mailbox unavailable');
    // The metrics (decision 030): the worker's outcomes, and the failed mail in the outbox gauge.
    const text = await ctx.app.deps.metrics.text();
    expect(text).toMatch(/^riviera_mail_deliveries_total\{outcome="failed"\} 1$/m);
    expect(text).toMatch(/^riviera_mail_deliveries_total\{outcome="sent"\} [1-9]\d*$/m);
    expect(text).toMatch(/^riviera_mail_failed 1$/m);
  });
});
