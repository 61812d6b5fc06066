import { todayInIstanbul } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  startServer,
  stopServer,
  type ServerProcess,
  type TestDatabase,
} from '../../test/server-lifecycle.js';
import { createSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';

const OPERATOR = 'ops@riviera.example';
const BOOKINGS = 20;

let database: TestDatabase;
let sink: SmtpSink;
let server: ServerProcess | undefined;

beforeAll(async () => {
  database = await freshDatabase();
  sink = await createSmtpSink();
});
afterAll(async () => {
  if (server) await stopServer(server);
  await sink.stop();
  await database.remove();
});

const env = () => ({
  ...database.env,
  DEMO_MODE: 'true',
  TRUST_PROXY: '1',
  SMTP_URL: sink.url,
  OPERATOR_EMAIL: OPERATOR,
  MAIL_POLL_MS: '100',
  MAIL_RETRY_BASE_MS: '100',
  MAIL_RETRY_MAX_MS: '400',
});

const inDays = (n: number) => {
  const d = new Date(`${todayInIstanbul()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

describe('mail survives an SMTP outage and a restart', () => {
  it('20 bookings made while SMTP is down are all delivered once it is back, after a restart: 40 mails, each exactly once', async () => {
    server = await startServer(env());
    const tours = (await (await fetch(`${server.url}/api/tours?per_page=1`)).json()) as {
      data: { data: { id: number }[] };
    };
    const tourId = tours.data.data[0]!.id;

    const pnrs: string[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const res = await fetch(`${server.url}/api/tour-reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.20.0.${i + 1}` },
        body: JSON.stringify({
          tour_id: tourId,
          customer_name: 'Gast',
          customer_surname: `Nummer${i}`,
          customer_email: `guest${i}@example.com`,
          notice_version: 1,
          country_code: '+49',
          customer_phone: '1701234567',
          booking_date: inDays(10),
          booking_time: '09:00',
          passenger_count: 2,
          currency: 'EUR',
        }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      pnrs.push(((await res.json()) as { data: { pnr_code: string } }).data.pnr_code);
    }

    // The worker has tried and failed against the dead server: the mail is queued with the error.
    const db = database.handle.db;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const tried = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('last_error', 'like', '%ECONNREFUSED%')
        .execute();
      if (tried.length > 0) break;
      if (Date.now() > deadline) throw new Error(`the worker did not try to send\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1_000));
    const queued = await db.selectFrom('mail_outbox').select(['status']).execute();
    expect(queued).toHaveLength(BOOKINGS * 2);
    // Nothing was given up: every mail is waiting (one may be in the middle of a try).
    expect(queued.filter((r) => r.status !== 'queued' && r.status !== 'sending')).toEqual([]);
    expect(sink.mails).toHaveLength(0);

    await stopServer(server);
    server = await startServer(env());
    await sink.start();

    await sink.waitFor(BOOKINGS * 2, 20_000);
    // Give a duplicate every chance to show up before counting.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(sink.mails).toHaveLength(BOOKINGS * 2);
    const ids = sink.mails.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(BOOKINGS * 2);
    for (const [i, pnr] of pnrs.entries()) {
      const about = sink.mails.filter((m) => m.subject?.includes(pnr));
      const to = about.map((m) => (Array.isArray(m.to) ? m.to[0]!.text : m.to?.text)).sort();
      expect(to).toEqual([`guest${i}@example.com`, OPERATOR].sort());
    }
    const statuses = await db.selectFrom('mail_outbox').select('status').execute();
    expect(statuses.every((s) => s.status === 'sent')).toBe(true);
  }, 120_000);
});
