import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { insertMailSettings } from '../../test/mail-fixtures.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { airportBookingBody, insertTransferFixture, type Fixture } from '../../test/transfer-fixtures.js';

// No SMTP_URL: mail is queued and stays queued, and the back office is told why.
let ctx: TestContext;
let fx: Fixture;
let cookie: string;
let ip = 0;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { OPERATOR_EMAIL: 'ops@riviera.example' } });
  fx = await insertTransferFixture(ctx.db);
  await insertMailSettings(ctx.db);
  cookie = await adminCookie(ctx);
});
afterAll(async () => {
  await ctx.close();
});

interface History {
  data: {
    transport_configured: boolean;
    mails: { template: string; recipient: string; status: string; attempts: number }[];
  };
  message?: string;
}

async function book(): Promise<{ id: number; pnr: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: airportBookingBody(fx),
    remoteAddress: `10.8.0.${++ip}`,
  });
  expect(res.statusCode).toBe(201);
  const data = json<{ data: { booking_id: number; pnr_code: string } }>(res).data;
  return { id: data.booking_id, pnr: data.pnr_code };
}
const history = async (id: number) =>
  json<History>(await ctx.app.inject({ url: `/api/admin/bookings/${id}/mails`, headers: { cookie } }));
const setStatus = (id: number, status: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}/status`,
    payload: { status },
    headers: { cookie },
  });

describe('mail history in the back office', () => {
  it('a new booking queues the confirmation and the operator notice; without SMTP they stay queued and the answer says so', async () => {
    const { id } = await book();
    await new Promise((r) => setTimeout(r, 300));
    const h = await history(id);
    expect(h.data.transport_configured).toBe(false);
    expect(h.data.mails.map((m) => [m.template, m.recipient, m.status, m.attempts]).sort()).toEqual([
      ['created', 'customer', 'queued', 0],
      ['created', 'operator', 'queued', 0],
    ]);
  });

  it('staff setting confirmed or cancelled queues a mail to the customer; other statuses do not', async () => {
    const { id } = await book();
    expect((await setStatus(id, 'confirmed')).statusCode).toBe(200);
    expect((await setStatus(id, 'completed')).statusCode).toBe(200);
    expect((await setStatus(id, 'cancelled')).statusCode).toBe(200);
    const templates = (await history(id)).data.mails.map((m) => `${m.template}:${m.recipient}`);
    expect(templates).toEqual([
      'cancelled:customer',
      'confirmed:customer',
      'created:operator',
      'created:customer',
    ]);
  });

  it("'resend confirmation' queues the customer's confirmation again and records who did it", async () => {
    const { id } = await book();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/mails/resend`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(json<History>(res).message).toBe('Onay e-postası yeniden gönderilmek üzere sıraya alındı');
    expect(
      json<History>(res).data.mails.filter((m) => m.template === 'created' && m.recipient === 'customer'),
    ).toHaveLength(2);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'mail')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('an unknown booking or reservation is a 404, and the history needs a session', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/admin/bookings/999999/mails', headers: { cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/admin/tour-reservations/999999/mails', headers: { cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/tour-reservations/999999/mails/resend',
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/api/admin/bookings/1/mails' })).statusCode).toBe(401);
  });
});

describe('mail settings are checked on every write', () => {
  const create = (key: string, value: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/site-settings',
      headers: { cookie },
      payload: { key, value, type: 'text', group: 'contact', description: key },
    });

  it('refuses an operator address that is not an e-mail and a cut-off that is not 0-720 hours', async () => {
    const bad = await create('operator_email', 'not-an-address');
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors?.value).toEqual(['Operatör e-posta adresi geçerli bir e-posta olmalıdır']);
    for (const v of ['-1', '721', '2.5', 'abc']) {
      const res = await create('self_cancel_cutoff_hours', v);
      expect(res.statusCode, v).toBe(422);
      expect(json(res).errors?.value).toEqual(['İptal süresi 0 ile 720 saat arasında tam sayı olmalıdır']);
    }
  });

  it('accepts good values, and an update to a bad one is refused too', async () => {
    const res = await create('self_cancel_cutoff_hours', '48');
    expect(res.statusCode).toBe(201);
    const id = json<{ data: { id: number } }>(res).data.id;
    const upd = await ctx.app.inject({
      method: 'PUT',
      url: `/api/site-settings/${id}`,
      headers: { cookie },
      payload: { value: '9999' },
    });
    expect(upd.statusCode).toBe(422);
    expect((await create('operator_email', 'ops@example.com')).statusCode).toBe(201);
  });

  it('keeps the operator address off the public site settings', async () => {
    const res = await ctx.app.inject({ url: '/api/site-settings/public' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('ops@example.com');
    expect(res.body).toContain('self_cancel_cutoff_hours');
  });
});
