import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaffApp, type StaffApp } from '../../test/staff-app.js';
import { json } from '../../test/test-app.js';
import { airportBookingBody, dayFromToday } from '../../test/transfer-fixtures.js';

/**
 * Share links that can die (issue 28 item 3, issue 26 item 1, decision 032) through the API:
 * only today..+7 days, revocable from the list of live links, dead with 'Pasif' or deletion, no
 * PNR behind them, making and revoking audited. SQLite and, through with-postgres.sh, PostgreSQL.
 */
let { ctx, fx, admin } = {} as StaffApp;
beforeAll(async () => void ({ ctx, fx, admin } = await openStaffApp()));
afterAll(() => ctx.close());

const open = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/driver-runs/${token}` });

async function newDriver(name: string): Promise<number> {
  const res = await admin('POST', '/api/admin/drivers', { name, phone: '+90 532 000 00 07' });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { id: number } }>(res).data.id;
}

async function link(driver: number, date = dayFromToday(0)): Promise<string> {
  const res = await admin('POST', '/api/admin/operations/run-links', { driver_id: driver, date });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { token: string } }>(res).data.token;
}

const live = async (driver: number) =>
  json<{ data: { id: number; date: string }[] }>(
    await admin('GET', `/api/admin/operations/run-links?driver=${driver}`),
  ).data;

describe('share links', () => {
  it('are made only for today up to 7 days ahead', async () => {
    const driver = await newDriver('Tarih Sınırı');
    for (const date of [dayFromToday(-1), dayFromToday(8), '2099-01-01']) {
      const res = await admin('POST', '/api/admin/operations/run-links', { driver_id: driver, date });
      expect(res.statusCode, date).toBe(422);
      expect(json(res).errors?.date).toEqual([
        'Bağlantı yalnızca bugün ile 7 gün sonrası arasındaki bir gün için oluşturulabilir',
      ]);
    }
    await link(driver, dayFromToday(7));
    expect((await live(driver)).map((l) => l.date)).toEqual([dayFromToday(7)]);
  });

  it('die when revoked from the list of live links, audited both ways', async () => {
    const driver = await newDriver('İptal Edilen');
    const token = await link(driver);
    expect((await open(token)).statusCode).toBe(200);
    const [entry] = await live(driver);
    const res = await admin('DELETE', `/api/admin/operations/run-links/${entry!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Bağlantı iptal edildi');
    const dead = await open(token);
    expect(dead.statusCode).toBe(404);
    expect(json(dead).message).toBe('Bu bağlantı geçersiz veya süresi dolmuş');
    expect(await live(driver)).toEqual([]);
    expect((await admin('DELETE', '/api/admin/operations/run-links/999999')).statusCode).toBe(404);

    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('entity', '=', 'driver_run_link')
      .where('entity_id', '=', String(driver))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ link_id: entry!.id });
    expect(audit.map((a) => a.after_json).join()).not.toContain(token);
  });

  it("die with the driver's 'Pasif' and stay dead when he is active again; none is made for a Pasif driver", async () => {
    const driver = await newDriver('Pasif Olan');
    const token = await link(driver);
    expect((await admin('PUT', `/api/admin/drivers/${driver}`, { is_active: false })).statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(404);
    const refused = await admin('POST', '/api/admin/operations/run-links', {
      driver_id: driver,
      date: dayFromToday(0),
    });
    expect(refused.statusCode).toBe(422);
    expect((await admin('PUT', `/api/admin/drivers/${driver}`, { is_active: true })).statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(404);
  });

  it('die with a deleted driver', async () => {
    const driver = await newDriver('Silinen');
    const token = await link(driver);
    expect((await admin('DELETE', `/api/admin/drivers/${driver}`)).statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(404);
  });

  it('die after their day and the night after', async () => {
    const driver = await newDriver('Dünkü');
    const token = await link(driver);
    await ctx.db
      .updateTable('driver_run_links')
      .set({ service_date: dayFromToday(-2), expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('driver_id', '=', driver)
      .execute();
    expect((await open(token)).statusCode).toBe(404);
  });

  it('show the driver his jobs without the PNR', async () => {
    const date = dayFromToday(3);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress: '10.7.0.1',
      payload: airportBookingBody(fx, {
        pickup_date: date,
        pickup_time: '11:15',
        customer_first_name: 'Derya',
      }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const pnr = json<{ data: { pnr_code: string } }>(booked).data.pnr_code;
    const jobs = json<{ data: { jobs: { id: number; pnr: string }[] } }>(
      await admin('GET', `/api/admin/operations/jobs?date=${date}`),
    ).data.jobs;
    const driver = await newDriver('Derya Sürücüsü');
    const job = jobs.find((j) => j.pnr === pnr)!;
    await admin('PUT', `/api/admin/operations/jobs/${job.id}/assignment`, {
      driver_id: driver,
      vehicle_id: null,
      note: null,
    });
    const view = await open(await link(driver, date));
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('Derya');
    expect(view.body).not.toContain(pnr);
    expect(json<{ data: { jobs: { id: number }[] } }>(view).data.jobs.map((j) => j.id)).toEqual([job.id]);
  });
});
