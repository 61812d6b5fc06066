import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaffApp, type StaffApp } from '../../test/staff-app.js';
import { json } from '../../test/test-app.js';
import { airportBookingBody, dayFromToday } from '../../test/transfer-fixtures.js';

/**
 * Conflicts by duration (issue 26 item 4, decision 032) through the API: the route's drive time
 * set in the back office, the board's flags, the assign dialog's preview and the assignment's
 * answer. Runs on SQLite and, through scripts/with-postgres.sh, on PostgreSQL.
 */
let { ctx, fx, cookie, admin } = {} as StaffApp;
let ip = 0;
beforeAll(async () => void ({ ctx, fx, cookie, admin } = await openStaffApp()));
afterAll(() => ctx.close());

interface Warning {
  code: string;
  message: string;
  pnr?: string;
}
interface Job {
  id: number;
  pnr: string;
  time: string;
  drive_minutes: number | null;
  warnings: Warning[];
}

async function book(date: string, time: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: `10.8.0.${++ip}`,
    payload: airportBookingBody(fx, { pickup_date: date, pickup_time: time, ...over }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { pnr_code: string } }>(res).data.pnr_code;
}

async function jobsOf(date: string): Promise<Job[]> {
  const res = await admin('GET', `/api/admin/operations/jobs?date=${date}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { jobs: Job[] } }>(res).data.jobs;
}

async function assign(job: Job, driver: number | null, vehicle: number | null): Promise<Warning[]> {
  const res = await admin('PUT', `/api/admin/operations/jobs/${job.id}/assignment`, {
    driver_id: driver,
    vehicle_id: vehicle,
    note: null,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { warnings: Warning[] } }>(res).data.warnings;
}

async function newDriver(name: string): Promise<number> {
  const res = await admin('POST', '/api/admin/drivers', { name, phone: '+90 532 000 00 09' });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { id: number } }>(res).data.id;
}

describe('conflicts by duration', () => {
  it("keeps the route's drive time from its dialog and refuses one out of range", async () => {
    const bad = await admin('PUT', `/api/routes/${fx.ids.airportToResort}`, { drive_minutes: 0 });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors?.drive_minutes).toEqual([
      'Yol süresi 1 ile 1440 dakika arasında tam sayı olmalıdır',
    ]);
    const res = await admin('PUT', `/api/routes/${fx.ids.airportToResort}`, { drive_minutes: '210' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { drive_minutes: number } }>(res).data.drive_minutes).toBe(210);
    // an edit that leaves it out keeps it
    const kept = await admin('PUT', `/api/routes/${fx.ids.airportToResort}`, { is_active: true });
    expect(json<{ data: { drive_minutes: number } }>(kept).data.drive_minutes).toBe(210);
  });

  it('flags a 16:00 drive of 210 minutes and an 18:00 pickup of the same driver, on the board and in the answer', async () => {
    const date = dayFromToday(70);
    const long = await book(date, '16:00');
    const next = await book(date, '18:00');
    const late = await book(date, '20:00');
    const jobs = await jobsOf(date);
    const [a, b, c] = [long, next, late].map((p) => jobs.find((j) => j.pnr === p)!);
    expect(a!.drive_minutes).toBe(210);
    const driver = await newDriver('Kalkan Sürücüsü');

    expect(await assign(a!, driver, null)).toEqual([]);
    // 16:00 + 210 + 30 = 20:00: the 20:00 pickup is free
    expect(await assign(c!, driver, null)).toEqual([]);
    const warnings = await assign(b!, driver, null);
    expect(warnings.map((w) => [w.code, w.pnr])).toEqual([
      ['driver_overlap', long],
      ['driver_overlap', late],
    ]);
    expect(warnings[0]!.message).toBe(`Sürücünün ${date} 16:00 saatinde başka bir işi var (${long})`);

    const board = await jobsOf(date);
    expect(board.find((j) => j.pnr === long)!.warnings.map((w) => w.pnr)).toEqual([next]);
    // the board speaks the reader's language
    const en = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/operations/jobs?date=${date}`,
      headers: { cookie, 'accept-language': 'en' },
    });
    expect(en.body).toContain(`The driver has another job on ${date} at 18:00 (${next})`);
  });

  it('flags the same car at 09:30 and 10:00 with two drivers, and a cancelled job keeps nobody busy', async () => {
    const date = dayFromToday(71);
    const first = await book(date, '09:30');
    const second = await book(date, '10:00');
    const jobs = await jobsOf(date);
    const [a, b] = [first, second].map((p) => jobs.find((j) => j.pnr === p)!);
    await assign(a!, await newDriver('Sabah Bir'), fx.ids.vip);
    const warnings = await assign(b!, await newDriver('Sabah İki'), fx.ids.vip);
    expect(warnings.map((w) => [w.code, w.pnr])).toEqual([['vehicle_overlap', first]]);

    // cancelled as the booking screen would (its status route is another module's)
    await ctx.db.updateTable('bookings').set({ status: 'cancelled' }).where('pnr_code', '=', first).execute();
    const after = await jobsOf(date);
    expect(after.find((j) => j.pnr === second)!.warnings).toEqual([]);
    expect(after.find((j) => j.pnr === first)!.warnings).toEqual([]);
  });

  it('flags a sedan for a minivan booking and luggage above the boot, in the preview before anything is saved', async () => {
    const date = dayFromToday(72);
    const pnr = await book(date, '12:00', {
      vehicle_id: fx.ids.minivan,
      passengers: 3,
      luggage: { large: 4, medium: 1, small: 0, hand: 2 },
    });
    const job = (await jobsOf(date)).find((j) => j.pnr === pnr)!;
    const lug = await admin('PUT', `/api/vehicles/${fx.ids.sedan}`, { luggage_capacity: 3 });
    expect(lug.statusCode, lug.body).toBe(200);

    const preview = await admin(
      'GET',
      `/api/admin/operations/jobs/${job.id}/warnings?driver_id=&vehicle_id=${fx.ids.sedan}`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const flags = json<{ data: Warning[] }>(preview).data;
    expect(flags.map((w) => w.code)).toEqual(['vehicle_smaller_than_booked', 'luggage_over']);
    expect(flags.map((w) => w.message)).toEqual([
      'Araç 3 kişilik; rezerve edilen araç 7 kişilik',
      '5 parça bagaj, araç 3 parça alır',
    ]);
    // a preview saves nothing
    expect((await jobsOf(date)).find((j) => j.pnr === pnr)!.warnings).toEqual([]);
    const roomy = await admin(
      'GET',
      `/api/admin/operations/jobs/${job.id}/warnings?driver_id=&vehicle_id=${fx.ids.vip}`,
    );
    expect(json<{ data: Warning[] }>(roomy).data).toEqual([]);
    expect(
      (await admin('GET', `/api/admin/operations/jobs/999999/warnings?driver_id=&vehicle_id=`)).statusCode,
    ).toBe(404);
  });
});
