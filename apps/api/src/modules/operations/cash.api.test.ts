import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaffApp, type StaffApp } from '../../test/staff-app.js';
import { json } from '../../test/test-app.js';
import { airportBookingBody, dayFromToday } from '../../test/transfer-fixtures.js';

/**
 * Cash on arrival, accounted (issue 26 item 2, decision 035) through the API: the driver sees what
 * to collect (a round trip's whole price on its first leg, in the booked currency), enters what he
 * collected with 'Tamamlandı', and the office's settlement adds it up per currency with the
 * hand-over staff confirm, also as a CSV. SQLite and, through with-postgres.sh, PostgreSQL.
 */
let { ctx, fx, admin } = {} as StaffApp;
beforeAll(async () => void ({ ctx, fx, admin } = await openStaffApp()));
afterAll(() => ctx.close());

const date = dayFromToday(1);

async function book(
  over: Record<string, unknown>,
): Promise<{ pnr: string; total: number; currency: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: '10.9.0.1',
    payload: airportBookingBody(fx, { pickup_date: date, ...over }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const pnr = json<{ data: { pnr_code: string } }>(res).data.pnr_code;
  const row = await ctx.db
    .selectFrom('bookings')
    .select(['total_price', 'currency'])
    .where('pnr_code', '=', pnr)
    .executeTakeFirstOrThrow();
  return { pnr, total: Number(row.total_price), currency: row.currency };
}

type Cash = { amount: number; currency: string } | null;
const tap = (token: string, job: number, status: string, cash?: Cash) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/driver-runs/${token}/jobs/${job}/status`,
    headers: { 'accept-language': 'tr' },
    payload: { status, client_id: randomUUID(), ...(cash !== undefined ? { cash } : {}) },
  });

describe('cash on arrival', () => {
  it('shows the driver what to collect, takes what he collected with Tamamlandı, and settles the day per currency', async () => {
    const round = await book({
      pickup_time: '09:00',
      trip_type: 'round_trip',
      return_date: date,
      return_time: '18:00',
      arrival_flight_time: '20:30',
      customer_first_name: 'Gidiş',
    });
    const usd = await book({ pickup_time: '12:00', currency: 'USD', customer_first_name: 'Dolar' });
    expect(round.currency).toBe('EUR');
    expect(usd.currency).toBe('USD');

    const driver = json<{ data: { id: number } }>(
      await admin('POST', '/api/admin/drivers', { name: 'Kasa Sürücü', phone: '+90 532 000 00 55' }),
    ).data.id;
    const board = json<{ data: { jobs: { id: number; pnr: string; leg: string }[] } }>(
      await admin('GET', `/api/admin/operations/jobs?date=${date}`),
    ).data.jobs;
    const outbound = board.find((j) => j.pnr === round.pnr && j.leg === 'outbound')!.id;
    const back = board.find((j) => j.pnr === round.pnr && j.leg === 'return')!.id;
    const dollar = board.find((j) => j.pnr === usd.pnr)!.id;
    for (const id of [outbound, back, dollar])
      expect(
        (
          await admin('PUT', `/api/admin/operations/jobs/${id}/assignment`, {
            driver_id: driver,
            vehicle_id: null,
            note: null,
          })
        ).statusCode,
      ).toBe(200);
    const token = json<{ data: { token: string } }>(
      await admin('POST', '/api/admin/operations/run-links', { driver_id: driver, date }),
    ).data.token;

    // the driver's own jobs carry what he collects: both legs on the first, the booked currency
    const view = json<{ data: { jobs: { id: number; expected_cash: Cash }[] } }>(
      await ctx.app.inject(`/api/driver-runs/${token}`),
    ).data.jobs;
    const expectedOf = (id: number) => view.find((j) => j.id === id)!.expected_cash;
    expect(expectedOf(outbound)).toEqual({ amount: round.total, currency: 'EUR' });
    expect(expectedOf(back)).toBeNull();
    expect(expectedOf(dollar)).toEqual({ amount: usd.total, currency: 'USD' });

    // 'Tamamlandı' needs the amount; no other status carries one
    expect((await tap(token, outbound, 'on_board')).statusCode).toBe(200);
    const without = await tap(token, outbound, 'completed');
    expect(without.statusCode).toBe(422);
    expect(JSON.stringify(json(without))).toContain(
      "'Tamamlandı' için tahsil edilen tutarı ve para birimini girin",
    );
    expect((await tap(token, dollar, 'on_board', { amount: 5, currency: 'USD' })).statusCode).toBe(422);
    expect((await tap(token, outbound, 'completed', { amount: 150.005, currency: 'EUR' })).statusCode).toBe(
      422,
    );
    expect((await tap(token, outbound, 'completed', { amount: 150, currency: 'EUR' })).statusCode).toBe(200);
    // the dollar guest paid in euros
    expect((await tap(token, dollar, 'on_board')).statusCode).toBe(200);
    expect((await tap(token, dollar, 'completed', { amount: 50.5, currency: 'EUR' })).statusCode).toBe(200);

    const settle = async () =>
      json<{
        data: {
          jobs: { id: number; expected: Cash; collected: Cash; trip_status: string | null }[];
          lines: {
            currency: string;
            expected: number;
            collected: number;
            handed: number | null;
            difference: number;
            confirmed_by: string | null;
          }[];
        };
      }>(await admin('GET', `/api/admin/operations/settlement?driver=${driver}&date=${date}`)).data;
    let s = await settle();
    expect(s.jobs.find((j) => j.id === outbound)).toMatchObject({
      expected: { amount: round.total, currency: 'EUR' },
      collected: { amount: 150, currency: 'EUR' },
      trip_status: 'completed',
    });
    expect(s.lines).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        expected: round.total,
        collected: 200.5,
        handed: null,
        difference: 200.5 - round.total,
      }),
      expect.objectContaining({
        currency: 'USD',
        expected: usd.total,
        collected: 0,
        handed: null,
        difference: -usd.total,
      }),
    ]);

    // staff confirm the hand-over: the difference is now what reached the office against what was due
    const handed = await admin('PUT', '/api/admin/operations/settlement/handover', {
      driver_id: driver,
      date,
      currency: 'EUR',
      amount: 190,
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(json(handed).message).toBe('Teslim onaylandı');
    s = await settle();
    expect(s.lines[0]).toMatchObject({ currency: 'EUR', handed: 190, difference: 190 - round.total });
    expect(s.lines[0]!.confirmed_by).toBeTruthy();
    // a second confirmation replaces the amount
    await admin('PUT', '/api/admin/operations/settlement/handover', {
      driver_id: driver,
      date,
      currency: 'EUR',
      amount: 200.5,
    });
    expect((await settle()).lines[0]).toMatchObject({ handed: 200.5 });
    expect(
      (
        await admin('PUT', '/api/admin/operations/settlement/handover', {
          driver_id: driver,
          date,
          currency: 'eur',
          amount: 1,
        })
      ).statusCode,
    ).toBe(422);

    const csv = await admin('GET', `/api/admin/operations/settlement.csv?driver=${driver}&date=${date}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toContain('Satır;Saat;PNR;Müşteri;Durum;Beklenen');
    expect(lines.find((l) => l.includes(round.pnr) && l.includes('Tamamlandı'))).toContain('150,00;EUR');
    expect(lines.find((l) => l.startsWith('Toplam') && l.includes('EUR'))).toContain('200,50;EUR;200,50');
  });
});
