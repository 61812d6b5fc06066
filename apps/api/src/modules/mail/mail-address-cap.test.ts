import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMailingStaffApp } from '../../test/staff-app.js';
import { json } from '../../test/test-app.js';
import { airportBookingBody, dayFromToday } from '../../test/transfer-fixtures.js';

// Issue 28 item 5: anyone can type someone else's address into a booking, and each booking made the
// operator mail that address a branded confirmation. A visitor's actions now send one address one
// customer mail an hour; the rest are held for staff, who can send them anyway.
const OPERATOR = 'ops@riviera.example';
const VICTIM = 'Victim.Person@example.com';
let { ctx, sink, fx, tourId, cookie } = {} as Awaited<ReturnType<typeof openMailingStaffApp>>;
let ip = 0;

beforeAll(async () => {
  ({ ctx, sink, fx, tourId, cookie } = await openMailingStaffApp({
    OPERATOR_EMAIL: OPERATOR,
    CUSTOMER_MAILS_PER_ADDRESS_PER_HOUR: '1',
  }));
});
afterAll(async () => {
  await ctx?.close();
  await sink?.stop();
});

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: `10.7.0.${++ip}` });

interface History {
  data: { mails: { id: number; template: string; recipient: string; status: string; to_address: string | null }[] };
  message?: string;
}
const history = async (kind: 'bookings' | 'tour-reservations', id: number) =>
  json<History>(await ctx.app.inject({ url: `/api/admin/${kind}/${id}/mails`, headers: { cookie } })).data.mails;

const toVictim = () => sink.mails.filter((m) => (Array.isArray(m.to) ? m.to[0]!.text : m.to?.text)?.toLowerCase() === VICTIM.toLowerCase());
const toOperator = () => sink.mails.filter((m) => (Array.isArray(m.to) ? m.to[0]!.text : m.to?.text) === OPERATOR);

async function until(what: () => Promise<boolean> | boolean, ms = 8_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function bookFor(email: string): Promise<{ id: number; pnr: string }> {
  const res = await post('/api/bookings', { ...airportBookingBody(fx), customer_email: email });
  expect(res.statusCode, res.body).toBe(201);
  const data = json<{ data: { booking_id: number; pnr_code: string } }>(res).data;
  return { id: data.booking_id, pnr: data.pnr_code };
}

describe('customer mails to one address, capped per hour', () => {
  it('a flood of bookings to one address sends one confirmation; the rest are held for staff, the operator hears of each', async () => {
    const first = await bookFor(VICTIM);
    await until(() => toVictim().length === 1 && toOperator().length === 1);
    // the same address in other letters, and a tour reservation: the same person's inbox
    const second = await bookFor(VICTIM.toLowerCase());
    const tour = await post('/api/tour-reservations', {
      tour_id: tourId,
      customer_name: 'Ayşe',
      customer_surname: 'Yılmaz',
      customer_email: VICTIM.toUpperCase(),
      notice_version: 1,
      country_code: '+90',
      customer_phone: '5321234567',
      booking_date: dayFromToday(6),
      booking_time: '09:30',
      passenger_count: 1,
      currency: 'EUR',
    });
    expect(tour.statusCode, tour.body).toBe(201);
    const reservation = await ctx.db.selectFrom('tour_reservations').select('id').where('customer_email', '=', VICTIM.toUpperCase()).executeTakeFirstOrThrow();
    await until(() => toOperator().length === 3);
    await until(async () => (await history('bookings', second.id)).some((m) => m.recipient === 'customer' && m.status === 'held'));
    await new Promise((r) => setTimeout(r, 500));
    expect(toVictim()).toHaveLength(1);
    expect(toVictim()[0]!.subject).toContain(first.pnr);
    const tourMails = await history('tour-reservations', reservation.id);
    expect(tourMails.find((m) => m.recipient === 'customer')).toMatchObject({ status: 'held', to_address: VICTIM.toUpperCase() });

    // another address is not affected
    await bookFor('someone.else@example.com');
    await until(() => sink.mails.some((m) => (Array.isArray(m.to) ? m.to[0]!.text : m.to?.text) === 'someone.else@example.com'));

    // the dashboard asks staff, naming the PNRs
    const ops = json<{ data: { mail: { held: { pnr_code: string; to_address: string }[] } } }>(
      await ctx.app.inject({ url: '/api/dashboard/operations', headers: { cookie } }),
    ).data;
    expect(ops.mail.held.map((h) => h.pnr_code)).toContain(second.pnr);
  });

  it("staff's 'send anyway' sends a held mail, once, audited; a mail that is not held is 404", async () => {
    const booked = await bookFor('held.twice@example.com');
    const second = await bookFor('held.twice@example.com');
    await until(async () => (await history('bookings', second.id)).some((m) => m.recipient === 'customer' && m.status === 'held'));
    const held = (await history('bookings', second.id)).find((m) => m.recipient === 'customer')!;
    const wrongBooking = await ctx.app.inject({ method: 'POST', url: `/api/admin/bookings/${booked.id}/mails/${held.id}/send-held`, headers: { cookie } });
    expect(wrongBooking.statusCode).toBe(404);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${second.id}/mails/${held.id}/send-held`,
      headers: { cookie, 'accept-language': 'tr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<History>(res).message).toBe('Bekletilen e-posta gönderilmek üzere sıraya alındı');
    await until(() => sink.mails.some((m) => m.subject?.includes(second.pnr) && (Array.isArray(m.to) ? m.to[0]!.text : m.to?.text) === 'held.twice@example.com'));
    expect((await history('bookings', second.id)).find((m) => m.id === held.id)?.status).toBe('sent');
    const again = await ctx.app.inject({ method: 'POST', url: `/api/admin/bookings/${second.id}/mails/${held.id}/send-held`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    const audit = await ctx.db.selectFrom('audit_log').select(['entity', 'entity_id']).where('entity', '=', 'mail').where('entity_id', '=', String(held.id)).execute();
    expect(audit).toHaveLength(1);
  });

  it("staff's own mails (a status change) are never held", async () => {
    const b = await bookFor('staff.mails@example.com');
    await until(() => sink.mails.some((m) => m.subject?.includes(b.pnr) && (Array.isArray(m.to) ? m.to[0]!.text : m.to?.text) === 'staff.mails@example.com'));
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/bookings/${b.id}/status`, payload: { status: 'confirmed' }, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    await until(() => sink.mails.filter((m) => m.subject?.includes(b.pnr) && (Array.isArray(m.to) ? m.to[0]!.text : m.to?.text) === 'staff.mails@example.com').length === 2);
  });
});
