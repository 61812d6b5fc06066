import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { insertMailSettings } from '../../test/mail-fixtures.js';
import { createSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { airportBookingBody, insertTransferFixture, type Fixture } from '../../test/transfer-fixtures.js';

// Change requests are work, not mail (issue 25 item 2, decision 031): stored on the booking, counted
// on the dashboard, answered by staff, the customer mailed in their language, and capped per booking.
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
    env: { SMTP_URL: sink.url, OPERATOR_EMAIL: 'ops@riviera.example', MAIL_POLL_MS: '100' },
  });
  fx = await insertTransferFixture(ctx.db);
  await insertMailSettings(ctx.db);
  cookie = await adminCookie(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await sink?.stop();
});

const nextIp = () => `10.33.${Math.floor(++ip / 200)}.${ip % 200}`;
const EMAIL = 'ayse.yilmaz@example.com';

async function book(language: string): Promise<{ id: number; pnr: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: airportBookingBody(fx, { language }),
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = json<{ data: { booking_id: number; pnr_code: string } }>(res).data;
  return { id: data.booking_id, pnr: data.pnr_code };
}

const ask = (pnr: string, over: Record<string, unknown>, language = 'de') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/bookings/manage/change-request',
    payload: { pnr_code: pnr, email: EMAIL, ...over },
    headers: { 'accept-language': language },
    remoteAddress: nextIp(),
  });

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

interface Request {
  id: number;
  status: string;
  asked: Record<string, string>;
  note: string | null;
  reason: string | null;
  decided_by: string | null;
}
const requestsOf = async (id: number) =>
  json<{ data: Request[] }>(await admin('GET', `/api/admin/bookings/${id}/change-requests`)).data;

/** The customer's mails about `pnr` whose subject starts with `start`, once `n` arrived (5 s at most). */
async function customerMails(pnr: string, start: string, n: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = sink.mails.filter((m) => m.subject?.startsWith(start) && m.subject.includes(pnr));
    if (found.length >= n) return found;
    if (Date.now() > deadline)
      throw new Error(`expected ${n} mails '${start}' about ${pnr}, got ${found.length}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const openCount = async () =>
  json<{ data: { open_change_requests: number } }>(await admin('GET', '/api/dashboard/stats')).data
    .open_change_requests;

describe('a change request from the manage page', () => {
  it('is stored on the booking with what was asked, counted on the dashboard, and the customer is told in German that it arrived', async () => {
    const before = await openCount();
    const { id, pnr } = await book('de');
    const res = await ask(pnr, { pickup_time: '17:45', note: 'Unser Flug landet später' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await requestsOf(id)).toMatchObject([
      { status: 'open', asked: { pickup_time: '17:45' }, note: 'Unser Flug landet später', reason: null },
    ]);
    expect(await openCount()).toBe(before + 1);
    const list = json<{ data: { data: { id: number; open_change_requests: number }[] } }>(
      await admin('GET', `/api/bookings?search=${pnr}`),
    ).data.data;
    expect(list.find((b) => b.id === id)?.open_change_requests).toBe(1);
    const [mail] = await customerMails(pnr, 'Ihr Änderungswunsch ist eingegangen', 1);
    expect(mail!.text).toContain('Wir haben Ihren Änderungswunsch erhalten');
    // the booking itself is not changed by asking
    const row = await ctx.db
      .selectFrom('bookings')
      .select('pickup_time')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.pickup_time).toBe('14:30');
  });

  it('a fourth open request is refused politely in the visitor’s language (429) and mails nobody', async () => {
    const { id, pnr } = await book('de');
    for (const time of ['15:00', '15:30', '16:00'])
      expect((await ask(pnr, { pickup_time: time })).statusCode).toBe(200);
    await customerMails(pnr, 'Ihr Änderungswunsch ist eingegangen', 3);
    const outboxBefore = await ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('pnr_code', '=', pnr)
      .execute();

    const fourth = await ask(pnr, { pickup_time: '16:30' }, 'de');
    expect(fourth.statusCode).toBe(429);
    expect(json(fourth).message).toBe(
      'Für diese Buchung warten bereits 3 Änderungswünsche auf Antwort. Sobald unser Team geantwortet hat, können Sie einen neuen senden; in dringenden Fällen rufen Sie uns bitte an.',
    );
    expect((await ask(pnr, { pickup_time: '16:30' }, 'ru')).statusCode).toBe(429);
    expect(await requestsOf(id)).toHaveLength(3);
    expect(
      await ctx.db.selectFrom('mail_outbox').select('id').where('pnr_code', '=', pnr).execute(),
    ).toHaveLength(outboxBefore.length);

    // once staff answered one, the customer may ask again
    const [latest] = await requestsOf(id);
    expect(
      (await admin('POST', `/api/admin/change-requests/${latest!.id}/decision`, { decision: 'accepted' }))
        .statusCode,
    ).toBe(200);
    expect((await ask(pnr, { pickup_time: '16:30' })).statusCode).toBe(200);
  });
});

describe('staff answer a change request', () => {
  it('accepted: recorded with who answered, the customer is mailed in their language, and it leaves the dashboard count', async () => {
    const { id, pnr } = await book('ru');
    expect((await ask(pnr, { hotel: 'Rixos Premium' }, 'ru')).statusCode).toBe(200);
    const before = await openCount();
    const [request] = await requestsOf(id);
    const res = await admin('POST', `/api/admin/change-requests/${request!.id}/decision`, {
      decision: 'accepted',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: Request }>(res).data).toMatchObject({
      status: 'accepted',
      decided_by: 'content-admin',
    });
    expect(await openCount()).toBe(before - 1);
    const [mail] = await customerMails(pnr, 'Ваш запрос на изменение принят', 1);
    expect(mail!.text).toContain('Ваш запрос на изменение принят');

    const again = await admin('POST', `/api/admin/change-requests/${request!.id}/decision`, {
      decision: 'refused',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
  });

  it('refused: needs a reason, which the customer reads in the mail', async () => {
    const { id, pnr } = await book('pl');
    expect((await ask(pnr, { pickup_time: '03:00' }, 'pl')).statusCode).toBe(200);
    const [request] = await requestsOf(id);
    const bare = await admin('POST', `/api/admin/change-requests/${request!.id}/decision`, {
      decision: 'refused',
    });
    expect(bare.statusCode).toBe(422);
    expect(json(bare).errors?.reason).toEqual(['Reddetmek için bir gerekçe yazın']);
    const res = await admin('POST', `/api/admin/change-requests/${request!.id}/decision`, {
      decision: 'refused',
      reason: 'O saatte araç yok',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await requestsOf(id))[0]).toMatchObject({ status: 'refused', reason: 'O saatte araç yok' });
    const [mail] = await customerMails(pnr, 'W sprawie Twojej prośby o zmianę', 1);
    expect(mail!.text).toContain('Powód:');
    expect(mail!.text).toContain('O saatte araç yok');
  });

  it('an unknown request is a 404', async () => {
    expect(
      (await admin('POST', '/api/admin/change-requests/999999/decision', { decision: 'accepted' }))
        .statusCode,
    ).toBe(404);
    expect((await admin('GET', '/api/admin/bookings/999999/change-requests')).statusCode).toBe(404);
  });
});
