import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMailSettings } from '../../test/mail-fixtures.js';
import { createSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { airportBookingBody, insertTransferFixture } from '../../test/transfer-fixtures.js';
import { mailWorker } from './mail-worker.js';

// Several instances on one database: each outbox row is claimed, and so sent, by exactly one of them.
let ctx: TestContext;
let sink: SmtpSink;
const BOOKINGS = 15;

beforeAll(async () => {
  sink = await createSmtpSink();
  await sink.start();
  // The app itself has no SMTP_URL, so only the workers below send.
  ctx = await createTestApp({ seed: false, env: { OPERATOR_EMAIL: 'ops@riviera.example' } });
  const fx = await insertTransferFixture(ctx.db);
  await insertMailSettings(ctx.db);
  for (let i = 0; i < BOOKINGS; i++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: airportBookingBody(fx),
      remoteAddress: `10.7.0.${i + 1}`,
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await ctx.close();
  await sink.stop();
});

describe('mail worker on several instances', () => {
  it('three workers draining one outbox send every mail exactly once', async () => {
    const config = { ...ctx.config, smtpUrl: sink.url, mail: { ...ctx.config.mail, pollMs: 50 } };
    const workers = [1, 2, 3].map(() =>
      mailWorker({ db: ctx.db, dialect: ctx.dialect, config, log: ctx.app.log }),
    );
    for (const w of workers) w.start();
    try {
      await sink.waitFor(BOOKINGS * 2, 30_000);
      await new Promise((r) => setTimeout(r, 1_000));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(sink.mails).toHaveLength(BOOKINGS * 2);
    expect(new Set(sink.mails.map((m) => m.messageId)).size).toBe(BOOKINGS * 2);
    const rows = await ctx.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'claimed_by'])
      .execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  }, 60_000);
});
