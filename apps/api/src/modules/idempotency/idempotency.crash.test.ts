import { todayInIstanbul } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  killServer,
  startServer,
  stopServer,
  type ServerProcess,
  type TestDatabase,
} from '../../test/server-lifecycle.js';

/**
 * The real server process, killed (SIGKILL) while it holds claimed Idempotency-Keys whose work it has
 * not done: the test-only pause (TEST_ONLY_IDEMPOTENCY_PAUSE_MS, honoured only with NODE_ENV=test)
 * keeps it between claim and answer. After a restart the keys stay claimed for the rest of their
 * lease, and then a repeat takes them over and makes the booking and the tour reservation exactly once.
 */

const BOOKING_KEY = 'crash-booking-0001';
const RESERVATION_KEY = 'crash-reservation-0001';
const EMAIL = 'crash.test@example.com';

let database: TestDatabase;
let server: ServerProcess | undefined;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  if (server) await killServer(server);
  await database.remove();
});

const start = async (env: Record<string, string>) =>
  (server = await startServer({ DEMO_MODE: 'true', ...database.env, ...env }));

const getJson = async <T>(url: string): Promise<T> => ((await (await fetch(url)).json()) as { data: T }).data;
const post = (url: string, body: unknown, key: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });

const inDays = (days: number) => {
  const d = new Date(`${todayInIstanbul()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A booking of a seeded route with a vehicle it has a price for, and a reservation of a seeded tour. */
async function requestsFor(base: string) {
  const routes = await getJson<{ id: number; from_location: string; to_location: string; vehicle_prices: { vehicle_type: string }[] }[]>(
    `${base}/api/routes/search`,
  );
  const vehicles = await getJson<{ id: number; vehicle_type: { key: string } }[]>(`${base}/api/vehicles?passengers=2`);
  const route = routes.find((r) => vehicles.some((v) => r.vehicle_prices.some((p) => p.vehicle_type === v.vehicle_type.key)))!;
  const vehicle = vehicles.find((v) => route.vehicle_prices.some((p) => p.vehicle_type === v.vehicle_type.key))!;
  const tours = await getJson<{ data: { id: number }[] }>(`${base}/api/tours?per_page=1`);
  const booking = {
    pickup_location: route.from_location,
    destination: route.to_location,
    route_id: route.id,
    vehicle_id: vehicle.id,
    pickup_date: inDays(20),
    pickup_time: '10:00',
    trip_type: 'one_way',
    passengers: 2,
    currency: 'EUR',
    customer_first_name: 'Deniz',
    customer_last_name: 'Kaya',
    customer_email: EMAIL,
    notice_version: 1,
    country_code: '+90',
    customer_phone: '532 000 11 22',
    flight_code: 'TK2412',
    departure_flight_time: '09:10',
    arrival_flight_time: '18:40',
  };
  const reservation = {
    tour_id: tours.data[0]!.id,
    customer_name: 'Deniz',
    customer_surname: 'Kaya',
    customer_email: EMAIL,
    notice_version: 1,
    country_code: '+90',
    customer_phone: '532 000 11 22',
    booking_date: inDays(20),
    booking_time: '09:00',
    passenger_count: 2,
    currency: 'EUR',
  };
  return { booking, reservation };
}

const db = () => database.handle.db;
const keyRows = () => db().selectFrom('idempotency_keys').select(['key', 'status_code', 'claim_token']).orderBy('key').execute();
const madeCounts = async () => ({
  bookings: (await db().selectFrom('bookings').select('id').where('customer_email', '=', EMAIL).execute()).length,
  reservations: (await db().selectFrom('tour_reservations').select('id').where('customer_email', '=', EMAIL).execute()).length,
});

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}:\n${server?.output() ?? ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('an Idempotency-Key claimed by a process that was killed before it answered', () => {
  it('holds the key for its lease, then lets a repeat do the work exactly once', { timeout: 240_000 }, async () => {
    // 1. A server that stops between claim and answer; kill it there.
    const first = await start({ NODE_ENV: 'test', TEST_ONLY_IDEMPOTENCY_PAUSE_MS: '600000' });
    const { booking, reservation } = await requestsFor(first.url);
    // Each request ends with the process: cut off, never answered.
    const inFlight = [
      post(`${first.url}/api/bookings`, booking, BOOKING_KEY),
      post(`${first.url}/api/tour-reservations`, reservation, RESERVATION_KEY),
    ].map((request) => request.then(() => 'answered', () => 'cut off'));
    await until(async () => (await keyRows()).length === 2, 'both keys to be claimed');
    await killServer(first);
    expect(await Promise.all(inFlight)).toEqual(['cut off', 'cut off']);
    // Claimed, unanswered, and nothing of the work committed.
    expect((await keyRows()).map((r) => [r.key, r.status_code, r.claim_token !== null])).toEqual([
      [BOOKING_KEY, null, true],
      [RESERVATION_KEY, null, true],
    ]);
    expect(await madeCounts()).toEqual({ bookings: 0, reservations: 0 });

    // 2. Restarted with the claims still inside their lease: a repeat is told to retry, nothing is made.
    const second = await start({ IDEMPOTENCY_LEASE_SECONDS: '3600' });
    const held = await post(`${second.url}/api/bookings`, booking, BOOKING_KEY);
    expect(held.status).toBe(409);
    expect(((await held.json()) as { message: string }).message).toBe(
      'Aynı istek hâlâ işleniyor, lütfen biraz sonra tekrar deneyin',
    );
    expect(await madeCounts()).toEqual({ bookings: 0, reservations: 0 });
    await stopServer(second);

    // 3. Restarted with a 1-second lease, long since run out: the repeats take the claims over.
    const third = await start({ IDEMPOTENCY_LEASE_SECONDS: '1' });
    const made = await post(`${third.url}/api/bookings`, booking, BOOKING_KEY);
    expect(made.status).toBe(201);
    const created = ((await made.json()) as { data: { booking_id: number; pnr_code: string } }).data;
    const reserved = await post(`${third.url}/api/tour-reservations`, reservation, RESERVATION_KEY);
    expect(reserved.status).toBe(201);
    const pnr = ((await reserved.json()) as { data: { pnr_code: string } }).data.pnr_code;

    // Repeats after that get the stored answers: still one booking and one reservation.
    const again = await post(`${third.url}/api/bookings`, booking, BOOKING_KEY);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { data: { booking_id: number; pnr_code: string } }).data).toMatchObject(created);
    const reservedAgain = await post(`${third.url}/api/tour-reservations`, reservation, RESERVATION_KEY);
    expect(((await reservedAgain.json()) as { data: { pnr_code: string } }).data.pnr_code).toBe(pnr);
    expect(await madeCounts()).toEqual({ bookings: 1, reservations: 1 });
    expect((await keyRows()).map((r) => [r.key, r.status_code, r.claim_token])).toEqual([
      [BOOKING_KEY, 201, null],
      [RESERVATION_KEY, 201, null],
    ]);
  });
});
