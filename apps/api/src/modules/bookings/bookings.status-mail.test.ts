import type { ParsedMail } from 'mailparser';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { insertMailSettings } from '../../test/mail-fixtures.js';
import { createSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { airportBookingBody, insertTransferFixture, type Fixture } from '../../test/transfer-fixtures.js';

// Status changes are deliberate (issue 25 item 3, decision 031): staff choose whether the customer
// is mailed, the confirmation re-issues the voucher with the new status, a cancelled booking's
// resend is its cancellation notice, and a status mail that waited past a later change is dropped.
let ctx: TestContext;
let sink: SmtpSink;
let fx: Fixture;
let cookie: string;
let ip = 0;

beforeAll(async () => {
  sink = await createSmtpSink();
  await sink.start();
  ctx = await createTestApp({
    seed: false,
    env: {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Riviera <booking@riviera.example>',
      OPERATOR_EMAIL: 'ops@riviera.example',
      MAIL_POLL_MS: '100',
      MAIL_RETRY_BASE_MS: '100',
      MAIL_RETRY_MAX_MS: '200',
    },
  });
  fx = await insertTransferFixture(ctx.db);
  await insertMailSettings(ctx.db);
  cookie = await adminCookie(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await sink?.stop();
});

async function book(language = 'de'): Promise<{ id: number; pnr: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: airportBookingBody(fx, { language }),
    remoteAddress: `10.31.0.${++ip}`,
  });
  expect(res.statusCode).toBe(201);
  const data = json<{ data: { booking_id: number; pnr_code: string } }>(res).data;
  return { id: data.booking_id, pnr: data.pnr_code };
}

const setStatus = (id: number, body: Record<string, unknown>, kind = 'bookings') =>
  ctx.app.inject({ method: 'PUT', url: `/api/${kind}/${id}/status`, payload: body, headers: { cookie } });

/** The outbox rows of one booking, oldest first, once none is waiting any more (5 s at most). */
async function settledOutbox(pnr: string) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const rows = await ctx.db
      .selectFrom('mail_outbox')
      .select(['template', 'recipient', 'status', 'last_error'])
      .where('pnr_code', '=', pnr)
      .orderBy('id')
      .execute();
    if (rows.every((r) => r.status !== 'queued' && r.status !== 'sending')) return rows;
    if (Date.now() > deadline) throw new Error(`mail of ${pnr} still waiting: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const customerMails = (pnr: string): ParsedMail[] =>
  sink.mails.filter(
    (m) => m.subject?.includes(pnr) && (Array.isArray(m.to) ? m.to[0] : m.to)?.text !== 'ops@riviera.example',
  );

async function pdfText(m: ParsedMail): Promise<string | null> {
  const pdf = m.attachments.find((a) => a.contentType === 'application/pdf');
  if (!pdf) return null;
  const parser = new PDFParse({ data: new Uint8Array(pdf.content) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('a status change mails the customer only when staff leave it ticked', () => {
  it('confirmed with the default: the customer gets the confirmation with the voucher re-issued as confirmed, in their language', async () => {
    const { id, pnr } = await book('de');
    await settledOutbox(pnr);
    const res = await setStatus(id, { status: 'confirmed' });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { customer_mailed: boolean } }>(res).data.customer_mailed).toBe(true);
    await settledOutbox(pnr);
    const mails = customerMails(pnr);
    expect(mails.map((m) => m.subject)).toEqual([
      `Ihre Buchung ist eingegangen – PNR ${pnr}`,
      `Ihre Buchung ist bestätigt – PNR ${pnr}`,
    ]);
    const confirmation = mails[1]!;
    const voucher = await pdfText(confirmation);
    expect(voucher, 'the confirmation carries the voucher').not.toBeNull();
    expect(voucher).toContain('Bestätigt');
    expect(voucher).not.toContain('Ausstehend');
    // the receipt's voucher was made while the booking was pending, and said so
    expect(await pdfText(mails[0]!)).toContain('Ausstehend');
  });

  it('confirmed with "Müşteriye e-posta gönder" unticked: the status changes, no mail is queued, the audit says so', async () => {
    const { id, pnr } = await book();
    const res = await setStatus(id, { status: 'confirmed', notify_customer: false });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { status: string; customer_mailed: boolean } }>(res).data).toMatchObject({
      status: 'confirmed',
      customer_mailed: false,
    });
    const rows = await settledOutbox(pnr);
    expect(rows.map((r) => r.template)).toEqual(['created', 'created']);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('entity', '=', 'booking')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'status')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.after_json))).toMatchObject({
      status: 'confirmed',
      customer_mailed: false,
    });
  });

  it('cancelled unticked mails nothing; ticked, the cancellation notice goes', async () => {
    const a = await book();
    expect((await setStatus(a.id, { status: 'cancelled', notify_customer: false })).statusCode).toBe(200);
    expect((await settledOutbox(a.pnr)).filter((r) => r.template === 'cancelled')).toHaveLength(0);
    const b = await book();
    expect((await setStatus(b.id, { status: 'cancelled', notify_customer: true })).statusCode).toBe(200);
    expect(
      (await settledOutbox(b.pnr)).filter((r) => r.template === 'cancelled').map((r) => r.status),
    ).toEqual(['sent']);
  });

  it("'pending' and 'completed' have no mail, whatever is asked", async () => {
    const { id, pnr } = await book();
    for (const status of ['completed', 'pending']) {
      const res = await setStatus(id, { status, notify_customer: true });
      expect(res.statusCode).toBe(200);
      expect(json<{ data: { customer_mailed: boolean } }>(res).data.customer_mailed).toBe(false);
    }
    expect((await settledOutbox(pnr)).map((r) => r.template)).toEqual(['created', 'created']);
  });

  it('a choice that is not a yes or no is refused (422), and the status stays', async () => {
    const { id } = await book();
    const res = await setStatus(id, { status: 'cancelled', notify_customer: 'maybe' });
    expect(res.statusCode).toBe(422);
    const row = await ctx.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('tour reservations take the same choice', async () => {
    const { insertTourReservation } = await import('../../test/transfer-fixtures.js');
    const pnr = await insertTourReservation(ctx.db);
    const r = await ctx.db
      .selectFrom('tour_reservations')
      .select('id')
      .where('pnr_code', '=', pnr)
      .executeTakeFirstOrThrow();
    const res = await setStatus(r.id, { status: 'cancelled', notify_customer: false }, 'tour-reservations');
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { customer_mailed: boolean } }>(res).data.customer_mailed).toBe(false);
    expect(
      await ctx.db.selectFrom('mail_outbox').select('id').where('pnr_code', '=', pnr).execute(),
    ).toHaveLength(0);
  });
});

describe("a cancelled booking's resend", () => {
  it('queues the cancellation notice, never the "thank you, voucher attached" confirmation', async () => {
    const { id, pnr } = await book('en');
    expect((await setStatus(id, { status: 'cancelled', notify_customer: false })).statusCode).toBe(200);
    await settledOutbox(pnr);
    const before = customerMails(pnr).length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/mails/resend`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('İptal bildirimi yeniden gönderilmek üzere sıraya alındı');
    const rows = await settledOutbox(pnr);
    expect(rows.at(-1)).toMatchObject({ template: 'cancelled', recipient: 'customer', status: 'sent' });
    const resent = customerMails(pnr).slice(before);
    expect(resent).toHaveLength(1);
    expect(resent[0]!.subject).toMatch(/cancel/i);
    expect(resent[0]!.attachments.filter((a) => a.contentType === 'application/pdf')).toHaveLength(0);
  });
});

describe('a status mail queued for a status that has since changed', () => {
  it('is not sent: the confirmation waiting out an SMTP outage is dropped once staff cancelled, the cancellation goes', async () => {
    const { id, pnr } = await book('en');
    await settledOutbox(pnr);
    await sink.stop();
    try {
      expect((await setStatus(id, { status: 'confirmed' })).statusCode).toBe(200);
      // the worker tried and found the server down: the confirmation waits for a retry
      const deadline = Date.now() + 5_000;
      for (;;) {
        const row = await ctx.db
          .selectFrom('mail_outbox')
          .select(['status', 'attempts'])
          .where('pnr_code', '=', pnr)
          .where('template', '=', 'confirmed')
          .executeTakeFirstOrThrow();
        if (row.status === 'queued' && row.attempts >= 1) break;
        if (Date.now() > deadline) throw new Error('the confirmation was never tried');
        await new Promise((r) => setTimeout(r, 25));
      }
      expect((await setStatus(id, { status: 'cancelled' })).statusCode).toBe(200);
    } finally {
      await sink.start();
    }
    const rows = await settledOutbox(pnr);
    expect(rows.filter((r) => r.template !== 'created').map((r) => [r.template, r.status])).toEqual([
      ['confirmed', 'superseded'],
      ['cancelled', 'sent'],
    ]);
    expect(rows.find((r) => r.template === 'confirmed')!.last_error).toContain('cancelled');
    const subjects = customerMails(pnr).map((m) => m.subject ?? '');
    expect(subjects.some((s) => /confirmed/i.test(s))).toBe(false);
    expect(subjects.some((s) => /cancel/i.test(s))).toBe(true);
    const history = json<{ data: { mails: { template: string; status: string }[] } }>(
      await ctx.app.inject({ url: `/api/admin/bookings/${id}/mails`, headers: { cookie } }),
    );
    expect(history.data.mails.find((m) => m.template === 'confirmed')!.status).toBe('superseded');
  });
});
