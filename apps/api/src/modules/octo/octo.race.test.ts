import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { newResellerKey, octo, scheduledTour } from '../../test/octo-helpers.js';

/**
 * A reseller and the website can never oversell (issue 27 items 2 and 6, decision 041): 50 guests
 * press 'book' at the same moment for a departure with 10 seats, half of them on the website and
 * half through two resellers' OCTO holds; exactly 10 seats are taken, on SQLite and PostgreSQL.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('the last seats, sold on the website and by resellers at once', () => {
  it('go to exactly as many guests as there are seats', async () => {
    const { tour, date, cookie, availabilityId } = await scheduledTour(ctx, 10);
    const resellers = [octo(ctx, (await newResellerKey(ctx, cookie, 'GetYourGuide')).token), octo(ctx, (await newResellerKey(ctx, cookie, 'Klook')).token)];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? resellers[(i / 2) % 2]!('POST', '/bookings', {
              productId: String(tour.id),
              optionId: 'DEFAULT',
              availabilityId,
              unitItems: [{ unitId: 'ADULT' }],
            }).then((r) => ({ via: 'octo', code: r.statusCode, error: r.statusCode === 200 ? null : json<{ error: string }>(r).error }))
          : ctx.app
              .inject({
                method: 'POST',
                url: '/api/tour-reservations',
                headers: { 'idempotency-key': `octo-race-${i}` },
                remoteAddress: `10.78.0.${i + 1}`,
                payload: {
                  tour_id: tour.id,
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
              })
              .then((r) => ({ via: 'web', code: r.statusCode, error: null })),
      ),
    );
    const won = answers.filter((a) => a.code === 200 || a.code === 201);
    expect(won).toHaveLength(10);
    // every other answer is a clear 'sold out', in each channel's own words
    const lost = answers.filter((a) => !won.includes(a));
    expect(lost.filter((a) => a.via === 'web').every((a) => a.code === 409)).toBe(true);
    expect(lost.filter((a) => a.via === 'octo').every((a) => a.code === 400 && a.error === 'UNPROCESSABLE_ENTITY')).toBe(true);

    const sold = await ctx.db.selectFrom('tour_reservations').select('id').where('tour_id', '=', tour.id).where('status', '!=', 'cancelled').execute();
    const held = await ctx.db.selectFrom('octo_bookings').select('id').where('tour_id', '=', tour.id).where('status', '=', 'ON_HOLD').execute();
    expect(sold.length + held.length).toBe(10);
    const cal = json<{ data: { departures: { date: string; availability: string }[] } }>(await ctx.app.inject(`/api/tours/${tour.id}/departures?days=40`));
    expect(cal.data.departures.find((d) => d.date === date)?.availability).toBe('sold_out');
  });
});
