import { istanbulMonthRange } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertBooking, insertTour, insertTourReservation } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { recordAudit } from '../audit/audit.service.js';
import { mailOutboxRepository } from '../mail/mail-outbox.repository.js';
import { describeAudit } from './dashboard.service.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  cookie = await signIn(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

interface Stats {
  total_tours: number;
  active_bookings: number;
  monthly_revenue: number;
  total_customers: number;
  revenue_currency: string;
  month: string;
}
const stats = async () =>
  json<{ data: Stats }>(await ctx.app.inject({ url: '/api/dashboard/stats', headers: { cookie } })).data;
const activities = async (limit?: number) =>
  json<{ data: { type: string; action: string; detail: string; time: string }[] }>(
    await ctx.app.inject({
      url: `/api/dashboard/activities${limit ? `?limit=${limit}` : ''}`,
      headers: { cookie },
    }),
  ).data;

describe('dashboard', () => {
  it('starts at zero on an empty database', async () => {
    expect(await stats()).toMatchObject({
      total_tours: 0,
      active_bookings: 0,
      monthly_revenue: 0,
      total_customers: 0,
      revenue_currency: 'TRY',
    });
    expect(await activities()).toEqual([]);
  });

  it('computes the four figures in SQL from each booking’s own currency and stored rate', async () => {
    const now = new Date();
    const range = istanbulMonthRange(now);
    const lastMonth = new Date(range.start.getTime() - 60 * 60 * 1000).toISOString();
    const thisMonth = new Date(Math.max(range.start.getTime() + 1000, now.getTime() - 1000)).toISOString();
    const tour = await insertTour(ctx.db);
    await insertTour(ctx.db, { is_active: 0 });
    await insertTour(ctx.db);
    // 100 EUR at 35.5 → 3 550 TRY
    await insertBooking(ctx.db, {
      status: 'pending',
      total_price: 100,
      currency: 'EUR',
      rate_to_try: 35.5,
      created_at: thisMonth,
      customer_email: 'Ali@Example.com',
    });
    // 50 USD at 32 → 1 600 TRY
    await insertBooking(ctx.db, {
      status: 'confirmed',
      total_price: 50,
      currency: 'USD',
      rate_to_try: 32,
      created_at: thisMonth,
      customer_email: 'ali@example.com',
    });
    // cancelled this month: no revenue, not active
    await insertBooking(ctx.db, {
      status: 'cancelled',
      total_price: 999,
      rate_to_try: 35.5,
      created_at: thisMonth,
      customer_email: 'veli@example.com',
    });
    // completed last month: no revenue this month, not active
    await insertBooking(ctx.db, {
      status: 'completed',
      total_price: 500,
      rate_to_try: 35.5,
      created_at: lastMonth,
      customer_email: 'can@example.com',
    });
    // tour reservation, 1 234.5 TRY at rate 1
    await insertTourReservation(ctx.db, {
      tour_id: tour.id,
      status: 'pending',
      total_price: 1234.5,
      currency: 'TRY',
      rate_to_try: 1,
      created_at: thisMonth,
      customer_email: 'ALI@example.com',
    });
    await insertTourReservation(ctx.db, {
      status: 'completed',
      total_price: 10,
      rate_to_try: 40,
      created_at: thisMonth,
      customer_email: 'deniz@example.com',
    });

    const s = await stats();
    expect(s.total_tours).toBe(3);
    expect(s.active_bookings).toBe(3);
    expect(s.monthly_revenue).toBeCloseTo(3550 + 1600 + 1234.5 + 400, 2);
    // ali (three spellings), veli, can, deniz
    expect(s.total_customers).toBe(4);
    expect(s.month).toBe(range.month);
  });

  it('lists recent activities newest first: bookings, tour reservations, cancellations and other changes', async () => {
    const booking = await insertBooking(ctx.db, {
      customer_first_name: 'Zeynep',
      customer_last_name: 'Kaya',
    });
    await new Promise((r) => setTimeout(r, 5));
    await recordAudit(ctx.db, {
      admin: { id: 1, username: 'test-admin', role: 'admin' },
      action: 'status',
      entity: 'booking',
      entityId: booking.id,
      before: { pnr_code: booking.pnr_code, status: 'pending' },
      after: { pnr_code: booking.pnr_code, status: 'cancelled' },
    });
    await recordAudit(ctx.db, {
      admin: { id: 1, username: 'test-admin', role: 'admin' },
      action: 'login',
      entity: 'admin_session',
      entityId: 1,
    });
    const list = await activities();
    // 5 + 1 bookings, 2 tour reservations, 1 cancellation; the sign-in is not listed
    expect(list.length).toBe(8);
    expect(list[0]).toMatchObject({
      type: 'cancel',
      action: 'Transfer rezervasyonu iptal edildi',
      detail: `${booking.pnr_code} · test-admin`,
    });
    expect(list[1]).toMatchObject({ type: 'booking', action: 'Yeni transfer rezervasyonu' });
    expect(list[1]!.detail).toContain('Zeynep Kaya');
    expect(list.some((a) => a.type === 'tour' && a.action === 'Yeni tur rezervasyonu')).toBe(true);
    expect(list.some((a) => a.action.includes('giriş') || a.detail.includes('admin_session'))).toBe(false);
    const times = list.map((a) => a.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await activities(3)).toHaveLength(3);
    expect(
      (await ctx.app.inject({ url: '/api/dashboard/activities?limit=500', headers: { cookie } })).statusCode,
    ).toBe(422);
  });
});

describe('describeAudit', () => {
  const base = { entity_id: '7', admin_username: 'ayse', created_at: '2026-01-01T10:00:00.000Z' };
  it('names status changes with Turkish labels, and other changes by entity and action', () => {
    expect(
      describeAudit({
        ...base,
        action: 'status',
        entity: 'tour_reservation',
        before_json: '{"status":"pending","pnr_code":"AB12CD34"}',
        after_json: '{"status":"confirmed","pnr_code":"AB12CD34"}',
      }),
    ).toEqual({
      type: 'other',
      action: 'Tur rezervasyonu durumu güncellendi',
      detail: 'AB12CD34: Beklemede → Onaylandı · ayse',
      time: base.created_at,
    });
    expect(
      describeAudit({
        ...base,
        action: 'delete',
        entity: 'tour',
        before_json: '{"title":"Pamukkale"}',
        after_json: null,
      }),
    ).toMatchObject({
      type: 'other',
      action: 'Tur silindi',
      detail: 'Pamukkale · ayse',
    });
    expect(
      describeAudit({
        ...base,
        action: 'update',
        entity: 'widget',
        before_json: 'not json',
        after_json: null,
      }),
    ).toMatchObject({
      action: 'widget güncellendi',
      detail: '#7 · ayse',
    });
  });

  it("names a customer's own actions as the customer's, in Turkish, never as keys or 'Sistem'", () => {
    const customer = { ...base, admin_username: null, entity: 'booking', before_json: null };
    const viewed = describeAudit({
      ...customer,
      action: 'self_service',
      after_json: '{"pnr_code":"AB12CD34","what":"change_request","ip":"10.0.0.1"}',
    });
    expect(viewed).toMatchObject({
      action: 'Müşteri: Değişiklik talebi gönderdi',
      detail: 'Transfer rezervasyonu AB12CD34',
    });
    expect(JSON.stringify(viewed)).not.toMatch(/self_service|change_request/);
    const cancelled = describeAudit({
      ...customer,
      action: 'status',
      before_json: '{"pnr_code":"AB12CD34","status":"confirmed"}',
      after_json: '{"pnr_code":"AB12CD34","status":"cancelled","by":"customer"}',
    });
    expect(cancelled).toMatchObject({ type: 'cancel', detail: 'AB12CD34 · Müşteri' });
    const retention = describeAudit({
      ...customer,
      action: 'anonymise',
      entity: 'retention',
      after_json: '{"months":24}',
    });
    expect(retention.detail).toContain('Sistem');
  });

  it('names a resent confirmation mail, not "mail eklendi"', () => {
    const resent = describeAudit({
      ...base,
      action: 'create',
      entity: 'mail',
      before_json: null,
      after_json: '{"pnr_code":"AB12CD34","of":"booking","template":"created"}',
    });
    expect(resent).toMatchObject({ action: 'Onay e-postası yeniden gönderildi', detail: 'AB12CD34 · ayse' });
  });
});

describe('dashboard operations (decision 030)', () => {
  interface TaskRun {
    last_run_at: string | null;
    last_outcome: 'ok' | 'failed' | null;
    last_error: string | null;
    last_ok_at: string | null;
    last_by: string | null;
    summary: Record<string, number> | null;
  }
  interface Operations {
    mail: {
      waiting: number;
      failed: number;
      oldest_waiting_at: string | null;
      sending_enabled: boolean;
      problems: string[];
    };
    rates: TaskRun;
    retention: TaskRun & { every_minutes: number };
  }
  let ops: TestContext;
  let opsCookie: string;
  beforeAll(async () => {
    // Nothing listens on port 9 of this machine: every rates refresh fails at once.
    ops = await createTestApp({
      seed: false,
      env: {
        ...TEST_ADMIN_ENV,
        RATES_URL: 'http://127.0.0.1:9/today.xml',
        RETENTION_INTERVAL_MINUTES: '120',
      },
    });
    opsCookie = await signIn(ops.app);
  });
  afterAll(async () => {
    await ops.close();
  });
  const operations = async () => {
    const res = await ops.app.inject({ url: '/api/dashboard/operations', headers: { cookie: opsCookie } });
    expect(res.statusCode).toBe(200);
    return json<{ data: Operations }>(res).data;
  };
  const never = {
    last_run_at: null,
    last_outcome: null,
    last_error: null,
    last_ok_at: null,
    last_by: null,
    summary: null,
  };

  it('says nothing ran and no mail waits on a new site', async () => {
    expect(await operations()).toEqual({
      mail: {
        waiting: 0,
        failed: 0,
        oldest_waiting_at: null,
        sending_enabled: false,
        problems: ['smtp_missing', 'public_url_missing', 'mail_from_missing', 'operator_address_missing'],
        held: [],
      },
      rates: never,
      retention: { ...never, every_minutes: 120 },
    });
    expect((await ops.app.inject({ url: '/api/dashboard/operations' })).statusCode).toBe(401);
  });

  it('counts mail waiting (with the oldest one’s time) and mail failed for good', async () => {
    const booking = await insertBooking(ops.db);
    const mail = {
      entity: 'booking' as const,
      entity_id: booking.id,
      pnr_code: booking.pnr_code,
      language: 'tr',
    };
    await mailOutboxRepository.enqueue(ops.db, [
      { ...mail, template: 'created', recipient: 'customer' },
      { ...mail, template: 'created', recipient: 'operator' },
      { ...mail, template: 'cancelled', recipient: 'customer' },
    ]);
    const ids = (await ops.db.selectFrom('mail_outbox').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    await ops.db
      .updateTable('mail_outbox')
      .set({ created_at: '2026-01-02T03:04:05.000Z' })
      .where('id', '=', ids[1]!)
      .execute();
    await ops.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', last_error: '550 no such user' })
      .where('id', '=', ids[2]!)
      .execute();
    expect((await operations()).mail).toMatchObject({
      waiting: 2,
      failed: 1,
      oldest_waiting_at: '2026-01-02T03:04:05.000Z',
      sending_enabled: false,
    });
    expect((await operations()).mail.problems).not.toContain('smtp_failing');
    // The old waiting mail's last attempt failed: the mail server has refused it for months.
    await ops.db
      .updateTable('mail_outbox')
      .set({ last_error: 'connect ECONNREFUSED', attempts: 3 })
      .where('id', '=', ids[1]!)
      .execute();
    expect((await operations()).mail.problems).toContain('smtp_failing');
  });

  it('counts the operator address from the site setting as set', async () => {
    expect((await operations()).mail.problems).toContain('operator_address_missing');
    await ops.db
      .insertInto('site_settings')
      .values({
        key: 'operator_email',
        value: 'operasyon@example.com',
        type: 'text',
        group_name: 'mail',
        description: '',
        is_active: 1,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await operations()).mail.problems).not.toContain('operator_address_missing');
  });

  it('shows the last rates refresh, a failed one with its reason', async () => {
    const res = await ops.app.inject({
      method: 'POST',
      url: '/api/currencies/update-rates',
      headers: { cookie: opsCookie },
    });
    expect(res.statusCode).toBe(502);
    const { rates } = await operations();
    expect(rates).toMatchObject({
      last_outcome: 'failed',
      last_ok_at: null,
      last_by: 'test-admin',
      summary: null,
    });
    expect(rates.last_error).toMatch(/ECONNREFUSED|fetch failed|connect/i);
    expect(Date.parse(rates.last_run_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows the last retention run, one that found nothing to erase included', async () => {
    const run = await ops.app.inject({
      method: 'POST',
      url: '/api/admin/retention/run',
      headers: { cookie: opsCookie },
    });
    expect(run.statusCode).toBe(200);
    const { retention } = await operations();
    expect(retention).toMatchObject({
      last_outcome: 'ok',
      last_error: null,
      last_by: 'test-admin',
      summary: { bookings: 0, tour_reservations: 0, files: 0, mails: 0 },
      every_minutes: 120,
    });
    expect(retention.last_ok_at).toBe(retention.last_run_at);
  });
});
