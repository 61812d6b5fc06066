import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertBooking, insertTourReservation } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  cookie = await signIn(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

/** The international numbers a CSV holds, whatever its separator and formula guard. */
const phonesIn = (csv: string) => [...csv.matchAll(/\+\d{1,3}(?: \d+)+/g)].map((m) => m[0]).sort();

describe('the exports write each phone once, in the international format (issue 32 §12, decision 026)', () => {
  it('in the bookings, tour-reservation and personal-data CSVs, rows stored before E.164 included', async () => {
    const email = 'jan.kowalski@example.com';
    await insertBooking(ctx.db, {
      country_code: '+48',
      customer_phone: '+48601234567',
      customer_email: email,
    });
    // the old storage: code and number as typed, the code also in country_code ('+90 +90 532 …')
    await insertBooking(ctx.db, {
      country_code: '+90',
      customer_phone: '+90 532 123 45 67',
      customer_email: email,
    });
    await insertTourReservation(ctx.db, {
      country_code: '+45',
      customer_phone: '+4520123456',
      customer_email: email,
    });
    // older still: the national number alone beside its code
    await insertTourReservation(ctx.db, {
      country_code: '+90',
      customer_phone: '5331234567',
      customer_email: email,
    });
    const search = encodeURIComponent(email);

    const bookings = await get(`/api/admin/bookings/export.csv?search=${search}`);
    expect(phonesIn(bookings)).toEqual(['+48 601 234 567', '+90 532 123 45 67']);
    const tours = await get(`/api/admin/tour-reservations/export.csv?search=${search}`);
    expect(phonesIn(tours)).toEqual(['+45 20 12 34 56', '+90 533 123 45 67']);
    const person = await get(`/api/admin/personal-data/export.csv?email=${search}`);
    expect(phonesIn(person)).toEqual([
      '+45 20 12 34 56',
      '+48 601 234 567',
      '+90 532 123 45 67',
      '+90 533 123 45 67',
    ]);
    for (const csv of [bookings, tours, person]) expect(csv).not.toMatch(/\+(90|48|45) \+/);
  });
});
