import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/kysely.js';
import { migrateToLatest } from '../../db/migrate.js';
import { startPeriodicJobs } from '../../lib/background-jobs.js';
import { insertMailSettings } from '../../test/mail-fixtures.js';
import { createSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createEmptyDatabase, json } from '../../test/test-app.js';
import { airportBookingBody, dayFromToday, insertTransferFixture } from '../../test/transfer-fixtures.js';
import { tripMailJobs } from './trip-mails.jobs.js';
import { queueDueReminders } from './trip-mails.service.js';

/**
 * The reminder is sent once per leg with two app instances over one PostgreSQL, each running its
 * scheduler and its mail worker as the server does (decision 040), and again after one restarts.
 * Only PostgreSQL runs several instances; SQLite is one process (decision 019).
 */
const skip = !process.env.TEST_DATABASE_URL;
if (skip)
  console.warn('trip-mail instances test skipped: runs in the PostgreSQL tier (scripts/with-postgres.sh)');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(skip)('reminders with two instances over one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let sink: SmtpSink;
  const dirs: string[] = [];

  /** One instance as server.ts starts it: the app (its mail worker) and the periodic jobs. */
  async function startInstance() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-tripmail-'));
    dirs.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl!,
      DEMO_MODE: 'false',
      LOG_LEVEL: 'silent',
      SMTP_URL: sink.url,
      MAIL_FROM: 'Riviera <booking@riviera.example>',
      MAIL_POLL_MS: '100',
      TRIP_REMINDER_INTERVAL_MS: '100',
      CUSTOMER_MAILS_PER_ADDRESS_PER_HOUR: '1000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const handle = openDatabase(config);
    await migrateToLatest(handle.db, handle.dialect);
    const app = await buildApp({
      config,
      db: handle.db,
      dialect: handle.dialect,
      pool: handle.pool,
      logger: false,
    });
    await app.ready();
    const stopJobs = startPeriodicJobs(tripMailJobs(app.deps), app.deps.runExclusive, app.log);
    return {
      app,
      db: handle.db,
      async stop() {
        await stopJobs();
        await app.close();
        await handle.close();
      },
    };
  }
  type Instance = Awaited<ReturnType<typeof startInstance>>;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    sink = await createSmtpSink();
    await sink.start();
    a = await startInstance();
    b = await startInstance();
  }, 60_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await sink?.stop();
    await database?.remove();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }, 30_000);

  const reminders = () => sink.mails.filter((m) => m.subject?.startsWith('Yolculuğunuz yarın'));

  it('queues and sends each leg its reminder once, whichever instance and round comes first, also after a restart', async () => {
    const fx = await insertTransferFixture(a.db);
    await insertMailSettings(a.db);
    const pnrs: string[] = [];
    for (const [i, over] of [
      { trip_type: 'round_trip', return_date: dayFromToday(1), return_time: '20:00' },
      {},
      { pickup_time: '08:00' },
    ].entries()) {
      const res = await (i % 2 ? b : a).app.inject({
        method: 'POST',
        url: '/api/bookings',
        remoteAddress: `10.6.0.${i + 1}`,
        payload: airportBookingBody(fx, { pickup_date: dayFromToday(1), pickup_time: '10:00', ...over }),
      });
      expect(res.statusCode, res.body).toBe(201);
      pnrs.push(json<{ data: { pnr_code: string } }>(res).data.pnr_code);
    }
    // booked days ago; the reminder hour set to midnight, so both schedulers find them due now
    await a.db.updateTable('dispatch_jobs').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
    // and, bypassing the schedulers' lock, both instances' rounds at once: the key alone must hold
    await a.db
      .updateTable('site_settings')
      .set({ value: '00:00' })
      .where('key', '=', 'trip_reminder_time')
      .execute();
    const counts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => queueDueReminders((i % 2 ? b : a).db)),
    );
    expect(counts.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(4);

    const deadline = Date.now() + 10_000;
    while (reminders().length < 4 && Date.now() < deadline) await sleep(50);
    await sleep(1_500); // many more rounds of both schedulers and workers
    expect(reminders()).toHaveLength(4);
    for (const pnr of pnrs)
      expect(reminders().filter((m) => m.subject!.includes(pnr)).length).toBe(pnr === pnrs[0] ? 2 : 1);
    const rows = await a.db
      .selectFrom('mail_outbox')
      .select(['once_key', 'status'])
      .where('template', '=', 'trip_reminder')
      .execute();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);

    // a restart of one instance (and the other still running): nothing goes twice
    await a.stop();
    a = await startInstance();
    await sleep(1_500);
    expect(reminders()).toHaveLength(4);
    expect(
      await a.db.selectFrom('mail_outbox').select('id').where('template', '=', 'trip_reminder').execute(),
    ).toHaveLength(4);
  }, 60_000);
});
