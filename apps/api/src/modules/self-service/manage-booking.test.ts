import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  sink = await createSmtpSink();
  await sink.start();
  ctx = await createTestApp({
    seed: false,
    env: { SMTP_URL: sink.url, OPERATOR_EMAIL: OPERATOR, MAIL_POLL_MS: '100' },
  });
  fx = await insertTransferFixture(ctx.db);
  tourId = await insertMailTour(ctx.db);
  await insertMailSettings(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  await sink.stop();
});

const nextIp = () => `10.6.${Math.floor(++ip / 200)}.${ip % 200}`;
const call = (path: string, payload: Record<string, unknown>, remoteAddress = nextIp()) =>
  ctx.app.inject({ method: 'POST', url: `/api/bookings/manage${path}`, payload, remoteAddress });

async function bookTransfer(over: Record<string, unknown> = {}): Promise<{ id: number; pnr: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: airportBookingBody(fx, over),
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(201);
  const d = json<{ data: { booking_id: number; pnr_code: string } }>(res).data;
  return { id: d.booking_id, pnr: d.pnr_code };
}

async function mailsAbout(pnr: string, subject: string, n: number) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = sink.mails.filter((m) => m.subject === subject.replace('{pnr}', pnr));
    if (found.length >= n) return found;
    if (Date.now() > deadline)
      throw new Error(`expected ${n} mails '${subject}' about ${pnr}, got ${found.length}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('manage booking by PNR and e-mail', () => {
  it("the view counts the travellers and says where to meet, how to pay and until when to cancel, in the page's language (issue 25)", async () => {
    const { pnr } = await bookTransfer({
      passengers: 2,
      trip_type: 'round_trip',
      return_date: dayFromToday(14),
      return_time: '11:00',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/manage',
      payload: { pnr_code: pnr, email: 'ayse.yilmaz@example.com' },
      headers: { 'accept-language': 'pl' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const view = json<{ data: { party: string; notices: { kind: string; title: string; lines: string[] }[] } }>(res).data;
    expect(view.party).toBe('2 pasażerów');
    expect(view.notices.map((n) => n.kind)).toEqual(['meet', 'pay', 'cancel']);
    expect(view.notices[0]!.lines[0]).toMatch(/^Tam: Kierowca czeka przy wyjściu z hali przylotów/);
    expect(view.notices[0]!.lines[1]).toMatch(/^Powrót: Prosimy czekać w recepcji/);
    expect(view.notices[1]!.lines[0]).toMatch(/^Przy transferze tam i z powrotem płacisz kierowcy za oba kierunki po przyjeździe, w EUR: /);
    expect(view.notices[2]!.lines[0]).toMatch(/^Bezpłatne anulowanie online do \d+ \S+ \d{4} 14:30 \(czasu stambulskiego\)\.$/);
  });

  it('opens a transfer with its e-mail in any case; a wrong e-mail looks exactly like an unknown PNR', async () => {
    const { pnr } = await bookTransfer({
      trip_type: 'round_trip',
      return_date: dayFromToday(14),
      return_time: '11:00',
    });
    const res = await call('', { pnr_code: pnr.toLowerCase(), email: ' AYSE.Yilmaz@example.com ' });
    expect(res.statusCode).toBe(200);
    const view = json<{
      data: { type: string; legs: unknown[]; can_cancel: boolean; contact: { phone: string } };
    }>(res).data;
    expect(view.type).toBe('transfer');
    expect(view.legs).toHaveLength(2);
    expect(view.can_cancel).toBe(true);
    expect(view.contact.phone).toBe(MAIL_FIX.phone);

    const wrongEmail = await call('', { pnr_code: pnr, email: 'someone@example.com' });
    const unknownPnr = await call('', { pnr_code: 'ZZZZ9999', email: 'ayse.yilmaz@example.com' });
    expect(wrongEmail.statusCode).toBe(404);
    expect(unknownPnr.statusCode).toBe(404);
    expect(wrongEmail.body).toBe(unknownPnr.body);
    expect((await call('/voucher', { pnr_code: pnr, email: 'someone@example.com' })).body).toBe(
      unknownPnr.body,
    );
    expect((await call('/cancel', { pnr_code: pnr, email: 'someone@example.com' })).body).toBe(
      unknownPnr.body,
    );
  });

  it('downloads the voucher as a PDF holding the PNR and the licence', async () => {
    const { pnr } = await bookTransfer();
    const res = await call('/voucher', { pnr_code: pnr, email: 'ayse.yilmaz@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(pnr);
    expect(text).toContain(MAIL_FIX.tursab);
  });

  it("cancels before the cut-off: 'İptal Edildi', an audit record, and mail to the customer and the operator", async () => {
    const { id, pnr } = await bookTransfer();
    const res = await call('/cancel', { pnr_code: pnr, email: 'ayse.yilmaz@example.com' });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Rezervasyonunuz iptal edildi');
    expect(json<{ data: { status: string; can_cancel: boolean } }>(res).data).toMatchObject({
      status: 'cancelled',
      can_cancel: false,
    });
    const row = await ctx.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'booking')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'status')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 'cancelled', by: 'customer' });
    const [customer] = await mailsAbout(pnr, 'İptal talebiniz işlendi – PNR {pnr}', 1);
    const [operator] = await mailsAbout(pnr, 'Müşteri iptali – PNR {pnr}', 1);
    expect(customer!.to).toMatchObject({ text: 'ayse.yilmaz@example.com' });
    expect(operator!.to).toMatchObject({ text: OPERATOR });

    const again = await call('/cancel', { pnr_code: pnr, email: 'ayse.yilmaz@example.com' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('Bu rezervasyon zaten iptal edilmiş');
  });

  it('a change request reaches the operator by mail with what was asked, and changes nothing', async () => {
    const { id, pnr } = await bookTransfer();
    const empty = await call('/change-request', { pnr_code: pnr, email: 'ayse.yilmaz@example.com' });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors?.note).toEqual(['Lütfen değiştirmek istediğiniz en az bir bilgiyi girin']);
    const res = await call('/change-request', {
      pnr_code: pnr,
      email: 'ayse.yilmaz@example.com',
      flight_code: 'PC1234',
      note: 'Uçuşum değişti',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsAbout(pnr, 'Değişiklik talebi – PNR {pnr}', 1);
    // the fields by the words staff read, not the form's keys (issue 25 item 6)
    expect(mail!.text).toContain('Uçuş kodu: PC1234');
    expect(mail!.text).toContain('Not: Uçuşum değişti');
    expect(mail!.text).not.toContain('flight_code');
    expect(mail!.text).toContain('Uçuşum değişti');
    const row = await ctx.db
      .selectFrom('bookings')
      .select(['flight_code', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ flight_code: 'TK2412', status: 'pending' });
  });

  it('works for tour reservations too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tour-reservations',
      remoteAddress: nextIp(),
      payload: {
        tour_id: tourId,
        customer_name: 'Jan',
        customer_surname: 'Kowalski',
        customer_email: 'jan@example.pl',
        notice_version: 1,
        country_code: '+90',
        customer_phone: '532 765 43 21',
        booking_date: dayFromToday(6),
        booking_time: '08:00',
        passenger_count: 1,
        currency: 'EUR',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const pnr = json<{ data: { pnr_code: string } }>(res).data.pnr_code;
    const view = await call('', { pnr_code: pnr, email: 'jan@example.pl' });
    expect(view.statusCode).toBe(200);
    expect(json<{ data: { type: string } }>(view).data.type).toBe('tour');
    expect((await call('/cancel', { pnr_code: pnr, email: 'jan@example.pl' })).statusCode).toBe(200);
  });

  it('is rate-limited like the PNR look-up', async () => {
    const from = '10.99.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await call('', { pnr_code: 'ZZZZ9999', email: 'x@example.com' }, from)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('after the cut-off (a setting) cancelling is refused with a clear message and the view offers no cancel', async () => {
    const { pnr } = await bookTransfer();
    const now = new Date().toISOString();
    // 30 days: every booking of this file is now inside its cut-off.
    await ctx.db
      .insertInto('site_settings')
      .values({
        key: 'self_cancel_cutoff_hours',
        value: '720',
        type: 'text',
        group_name: 'general',
        description: 'x',
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const view = await call('', { pnr_code: pnr, email: 'ayse.yilmaz@example.com' });
    expect(json<{ data: { can_cancel: boolean } }>(view).data.can_cancel).toBe(false);
    const res = await call('/cancel', { pnr_code: pnr, email: 'ayse.yilmaz@example.com' });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(
      'Alış saatine çok az kaldığı için rezervasyon çevrim içi iptal edilemez. Lütfen bizi arayın veya WhatsApp’tan yazın.',
    );
  });
});
