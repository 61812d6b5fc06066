import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, isoWeekday, todayInIstanbul } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/kysely.js';
import { migrateToLatest } from '../../db/migrate.js';
import { insertTour } from '../../test/factories.js';
import { freePort } from '../../test/pg-cluster.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { createEmptyDatabase } from '../../test/test-app.js';
import { hashResellerToken, newResellerToken } from '../resellers/reseller-keys.service.js';

/**
 * Two real API processes over one PostgreSQL database (issue 27 item 2, decisions 019, 034, 041):
 * 40 guests at once for a departure of 10 seats, spread over both instances, half on the website
 * and half through a reseller's OCTO holds; exactly 10 seats are taken. The departure's row lock
 * is in the database, so it holds across instances.
 */
const skip = !process.env.TEST_DATABASE_URL;
if (skip) console.warn('OCTO two-instance test skipped: runs in the PostgreSQL tier (scripts/with-postgres.sh)');

describe.skipIf(skip)('the last seats, sold by two instances at once', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const token = newResellerToken();
  let tourId = 0;
  let date = '';

  beforeAll(async () => {
    database = await createEmptyDatabase();
    const setup = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(setup.db, setup.dialect);
    const now = new Date().toISOString();
    await setup.db
      .insertInto('currencies')
      .values({ code: 'EUR', name: 'Euro', symbol: '€', rate_to_try: 40, rate_from_try: 0.025, is_active: 1, is_base: 0, last_updated: now, created_at: now, updated_at: now })
      .execute();
    const today = todayInIstanbul();
    date = addDays(today, 10);
    while (isoWeekday(date) !== 3) date = addDays(date, 1);
    const schedule = { weekdays: [3], times: ['10:00'], starts_on: today, ends_on: addDays(today, 60), capacity: 10, cutoff_hours: 0, minimum: null, extra: [], closed: [] };
    tourId = (await insertTour(setup.db, { departure_schedule: JSON.stringify(schedule) })).id;
    await setup.db
      .insertInto('reseller_keys')
      .values({ name: 'GetYourGuide', key_hash: hashResellerToken(token), created_by: null, created_at: now, revoked_at: null, last_used_at: null })
      .execute();
    await setup.close();
    servers = await Promise.all(
      [0, 1].map(async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-octo-instance-'));
        dataDirs.push(dataDir);
        return startServerProcess(await freePort(), { DATABASE_URL: database.databaseUrl!, DATA_DIR: dataDir, DEMO_MODE: 'false', TRUST_PROXY: '1' }, 90_000);
      }),
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
    await database?.remove();
  }, 30_000);

  it('take exactly the departure capacity', async () => {
    const post = (server: ServerProcess, url: string, body: unknown, headers: Record<string, string>) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      }).then((r) => r.status);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const server = servers[i % 2]!;
        return i % 4 < 2
          ? post(server, '/api/octo/bookings', { productId: String(tourId), optionId: 'DEFAULT', availabilityId: `${date}T10:00:00+03:00`, unitItems: [{ unitId: 'ADULT' }] }, { authorization: `Bearer ${token}`, 'x-forwarded-for': `10.90.0.${i + 1}` })
          : post(
              server,
              '/api/tour-reservations',
              {
                tour_id: tourId,
                customer_name: 'Lena',
                customer_surname: `Gast ${i}`,
                customer_email: `lena${i}@example.com`,
                customer_phone: '+49 151 23456789',
                booking_date: date,
                booking_time: '10:00',
                passenger_count: 1,
                currency: 'EUR',
                notice_version: 1,
              },
              { 'idempotency-key': `instances-${i}`, 'x-forwarded-for': `10.91.0.${i + 1}` },
            );
      }),
    );
    expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(10);
    expect(statuses.every((s) => [200, 201, 400, 409].includes(s))).toBe(true);
    const seats = await fetch(`${servers[0]!.url}/api/tours/${tourId}/departures?days=40`).then(
      (r) => r.json() as Promise<{ data: { departures: { date: string; availability: string }[] } }>,
    );
    expect(seats.data.departures.find((d) => d.date === date)?.availability).toBe('sold_out');
  }, 60_000);
});
