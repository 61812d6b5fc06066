import { addDays, isoWeekday, todayInIstanbul, translateMessage } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { insertTour } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

/**
 * Selling a seat is atomic (issue 27, item 2): 50 visitors press 'book' on a departure with 10
 * seats at the same moment; exactly 10 get a reservation and the other 40 a 'sold out' in their
 * language, on SQLite (one writer, group commit) and on PostgreSQL (the departure's row locked).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('the last seats of a departure', () => {
  it('go to exactly as many visitors as there are seats, whoever presses at the same time', async () => {
    const today = todayInIstanbul();
    let date = addDays(today, 10);
    while (isoWeekday(date) !== 3) date = addDays(date, 1);
    const tour = await insertTour(ctx.db);
    const cookie = await adminCookie(ctx);
    const schedule = {
      weekdays: [3],
      times: ['10:00'],
      starts_on: today,
      ends_on: addDays(today, 60),
      capacity: 10,
      cutoff_hours: 0,
    };
    const set = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/tours/${tour.id}/schedule`,
      headers: { cookie },
      payload: { schedule },
    });
    expect(set.statusCode).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/tour-reservations',
          headers: { 'accept-language': 'de', 'idempotency-key': `departure-race-${i}` },
          remoteAddress: `10.77.0.${i + 1}`,
          payload: {
            tour_id: tour.id,
            customer_name: 'Lena',
            customer_surname: `Gast ${i}`,
            customer_email: `lena${i}@example.com`,
            country_code: '+49',
            customer_phone: '151 23456789',
            booking_date: date,
            booking_time: '10:00',
            passenger_count: 1,
            currency: 'EUR',
            notice_version: 1,
          },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(json(refused).message).toBe(translateMessage('error.departure_sold_out', 'de'));

    const stored = await ctx.db
      .selectFrom('tour_reservations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tour_id', '=', tour.id)
      .where('booking_date', '=', date)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(10);
    const cal = json<{ data: { departures: { date: string; availability: string }[] } }>(
      await ctx.app.inject(`/api/tours/${tour.id}/departures?days=40`),
    );
    expect(cal.data.departures.find((d) => d.date === date)?.availability).toBe('sold_out');
  });
});
