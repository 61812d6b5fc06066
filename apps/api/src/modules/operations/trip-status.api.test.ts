import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaffApp, type StaffApp } from '../../test/staff-app.js';
import { json } from '../../test/test-app.js';
import { airportBookingBody, dayFromToday } from '../../test/transfer-fixtures.js';

/**
 * The driver's status taps (issue 26 item 1, decision 035) through the API: every transition the
 * rule allows and the ones it refuses, a client id applied once, only the link's own jobs, and the
 * dead links (revoked, 'Pasif', past their day) refused as the page refuses them. The board shows
 * the latest status and the history. SQLite and, through with-postgres.sh, PostgreSQL.
 */
let { ctx, fx, admin } = {} as StaffApp;
beforeAll(async () => void ({ ctx, fx, admin } = await openStaffApp()));
afterAll(() => ctx.close());

interface BoardJob {
  id: number;
  pnr: string;
  trip_status: { status: string; at: string } | null;
  trip_events: { status: string; at: string; client_id: string }[];
}
const board = async (date: string) =>
  json<{ data: { jobs: BoardJob[] } }>(await admin('GET', `/api/admin/operations/jobs?date=${date}`)).data
    .jobs;

let phoneSuffix = 10;
/** A driver with one booked job on `date` and a share link for that day. */
async function driverWithJob(name: string, date = dayFromToday(1)) {
  const created = await admin('POST', '/api/admin/drivers', {
    name,
    phone: `+90 532 000 00 ${phoneSuffix++}`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const driver = json<{ data: { id: number } }>(created).data.id;
  const booked = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: `10.8.0.${phoneSuffix}`,
    payload: airportBookingBody(fx, {
      pickup_date: date,
      pickup_time: '10:00',
      customer_first_name: name.split(' ')[0],
    }),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const pnr = json<{ data: { pnr_code: string } }>(booked).data.pnr_code;
  const job = (await board(date)).find((j) => j.pnr === pnr)!;
  const assigned = await admin('PUT', `/api/admin/operations/jobs/${job.id}/assignment`, {
    driver_id: driver,
    vehicle_id: null,
    note: null,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const link = await admin('POST', '/api/admin/operations/run-links', { driver_id: driver, date });
  expect(link.statusCode, link.body).toBe(201);
  const token = json<{ data: { token: string } }>(link).data.token;
  return { driver, job: job.id, token, date, pnr };
}

/** A tap as the page sends it; 'Tamamlandı' carries the cash collected (the fixture's sedan price). */
const tap = (token: string, job: number, status: string, clientId: string = randomUUID()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/driver-runs/${token}/jobs/${job}/status`,
    headers: { 'accept-language': 'tr' },
    payload: {
      status,
      client_id: clientId,
      ...(status === 'completed' ? { cash: { amount: 40, currency: 'EUR' } } : {}),
    },
  });

describe("the driver's status taps", () => {
  it('move a job through the trip, each stamped by the server, and the board shows the latest and the history', async () => {
    const d = await driverWithJob('Kemal Yolda');
    const before = new Date().toISOString();
    for (const status of ['on_the_way', 'at_pickup', 'on_board', 'completed']) {
      const res = await tap(d.token, d.job, status);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      const body = json<{ data: { status: string; at: string; repeated: boolean } }>(res).data;
      expect(body).toMatchObject({ status, repeated: false });
      expect(body.at >= before).toBe(true);
    }
    const job = (await board(d.date)).find((j) => j.id === d.job)!;
    expect(job.trip_status?.status).toBe('completed');
    expect(job.trip_events.map((e) => e.status)).toEqual([
      'on_the_way',
      'at_pickup',
      'on_board',
      'completed',
    ]);
    const times = job.trip_events.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
    // the driver's page reads the same history
    const view = json<{ data: { jobs: { id: number; trip_status: { status: string } | null }[] } }>(
      await ctx.app.inject(`/api/driver-runs/${d.token}`),
    ).data.jobs;
    expect(view.find((j) => j.id === d.job)?.trip_status?.status).toBe('completed');
  });

  it("refuse an impossible status with 409 and a Turkish message, and anything after 'Tamamlandı'", async () => {
    const d = await driverWithJob('Selim Erken');
    const early = await tap(d.token, d.job, 'completed');
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe("'Tamamlandı' için önce 'Yolcu araçta' seçilmeli");
    expect((await tap(d.token, d.job, 'on_board')).statusCode).toBe(200);
    const back = await tap(d.token, d.job, 'at_pickup');
    expect(back.statusCode).toBe(409);
    expect(json(back).message).toBe('Önceki bir duruma dönülemez');
    const noShow = await tap(d.token, d.job, 'no_show');
    expect(noShow.statusCode).toBe(409);
    expect(json(noShow).message).toBe("Yolcu araçtayken 'Yolcu gelmedi' seçilemez");
    expect((await tap(d.token, d.job, 'on_board')).statusCode).toBe(409);
    expect((await tap(d.token, d.job, 'completed')).statusCode).toBe(200);
    const after = await tap(d.token, d.job, 'on_the_way');
    expect(after.statusCode).toBe(409);
    expect(json(after).message).toBe('Bu iş bitti; yeni durum girilemez');
    const job = (await board(d.date)).find((j) => j.id === d.job)!;
    expect(job.trip_events.map((e) => e.status)).toEqual(['on_board', 'completed']);
  });

  it("take 'Yolcu gelmedi' at the pickup, and nothing after it", async () => {
    const d = await driverWithJob('Nuri Bekler');
    expect((await tap(d.token, d.job, 'at_pickup')).statusCode).toBe(200);
    expect((await tap(d.token, d.job, 'no_show')).statusCode).toBe(200);
    const after = await tap(d.token, d.job, 'on_board');
    expect(after.statusCode).toBe(409);
    expect((await board(d.date)).find((j) => j.id === d.job)?.trip_status?.status).toBe('no_show');
  });

  it('apply a repeated client id once, and refuse its reuse for another status', async () => {
    const d = await driverWithJob('Ayhan Tekrar');
    const id = randomUUID();
    const first = await tap(d.token, d.job, 'on_the_way', id);
    const again = await tap(d.token, d.job, 'on_the_way', id);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    const [a, b] = [first, again].map((r) => json<{ data: { at: string; repeated: boolean } }>(r).data);
    expect(a!.repeated).toBe(false);
    expect(b).toEqual({ ...a, repeated: true });
    const reused = await tap(d.token, d.job, 'at_pickup', id);
    expect(reused.statusCode).toBe(409);
    expect(json(reused).message).toBe('Bu dokunuş kimliği başka bir durum için kullanılmış');
    const rows = await ctx.db
      .selectFrom('job_status_events')
      .select('status')
      .where('job_id', '=', d.job)
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['on_the_way']);
  });

  it("reach only the link's own driver and day; a bad status or client id is 422", async () => {
    const mine = await driverWithJob('Cem Kendi');
    const other = await driverWithJob('Oya Başka');
    const foreign = await tap(mine.token, other.job, 'on_the_way');
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('İş bulunamadı');
    const otherDay = await driverWithJob('Cem Kendi İkinci', dayFromToday(2));
    expect((await tap(mine.token, otherDay.job, 'on_the_way')).statusCode).toBe(404);
    expect((await tap(mine.token, mine.job, 'flying')).statusCode).toBe(422);
    expect((await tap(mine.token, mine.job, 'on_the_way', 'x')).statusCode).toBe(422);
    expect((await board(other.date)).find((j) => j.id === other.job)?.trip_status).toBeNull();
  });

  it('are refused with a revoked link, a Pasif driver or a link past its day, as the page refuses them', async () => {
    const revoked = await driverWithJob('İptal Linkli');
    const [entry] = json<{ data: { id: number }[] }>(
      await admin('GET', `/api/admin/operations/run-links?driver=${revoked.driver}`),
    ).data;
    expect((await admin('DELETE', `/api/admin/operations/run-links/${entry!.id}`)).statusCode).toBe(200);
    const r1 = await tap(revoked.token, revoked.job, 'on_the_way');
    expect(r1.statusCode).toBe(404);
    expect(json(r1).message).toBe('Bu bağlantı geçersiz veya süresi dolmuş');

    const pasif = await driverWithJob('Pasif Şoför');
    expect((await admin('PUT', `/api/admin/drivers/${pasif.driver}`, { is_active: false })).statusCode).toBe(
      200,
    );
    expect((await tap(pasif.token, pasif.job, 'on_the_way')).statusCode).toBe(404);

    const old = await driverWithJob('Dünkü Link');
    await ctx.db
      .updateTable('driver_run_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('driver_id', '=', old.driver)
      .execute();
    expect((await tap(old.token, old.job, 'on_the_way')).statusCode).toBe(404);
    expect((await tap('not-a-token', old.job, 'on_the_way')).statusCode).toBe(404);

    for (const d of [revoked, pasif, old])
      expect((await board(d.date)).find((j) => j.id === d.job)?.trip_status).toBeNull();
  });

  it('refuse a status on a cancelled booking', async () => {
    const d = await driverWithJob('Vazgeçilen');
    await ctx.db.updateTable('bookings').set({ status: 'cancelled' }).where('pnr_code', '=', d.pnr).execute();
    const res = await tap(d.token, d.job, 'on_the_way');
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Bu iş iptal edildi; durum girilemez');
  });

  it('give an installable manifest that starts at the link itself, only for a live link', async () => {
    const d = await driverWithJob('Manifest Sürücü');
    const res = await ctx.app.inject(`/api/driver-runs/${d.token}/manifest.webmanifest`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.json()).toMatchObject({
      start_url: `/surucu/${d.token}`,
      scope: '/surucu/',
      display: 'standalone',
    });
    expect((await ctx.app.inject('/api/driver-runs/nope/manifest.webmanifest')).statusCode).toBe(404);
  });
});
