import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertTourReservation } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { migrationsFor } from './migrate.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

describe('migration 018-phone-e164 (decision 026)', () => {
  it('converts stored numbers that parse to E.164 under their own code, and leaves the rest as they were', async () => {
    const typedWithCode = await insertBooking(ctx.db, {
      country_code: '+48',
      customer_phone: '+48 601 234 567',
    });
    const nationalOnly = await insertBooking(ctx.db, {
      country_code: '+90',
      customer_phone: '0532 123 45 67',
      main_passenger_name: 'Ali Veli',
      main_passenger_phone: '0555 444 33 22',
    });
    // the old form stored a number typed with '+49' beside the pre-selected +90
    const otherCode = await insertBooking(ctx.db, { country_code: '+90', customer_phone: '+49 170 1234567' });
    const invalid = await insertBooking(ctx.db, { country_code: '+90', customer_phone: '+90 123 456 78 90' });
    const erased = await insertBooking(ctx.db, { country_code: '+90', customer_phone: '' });
    const danish = await insertTourReservation(ctx.db, {
      country_code: '+45',
      customer_phone: '+45 20 12 34 56',
    });
    const tourNational = await insertTourReservation(ctx.db, {
      country_code: '+90',
      customer_phone: '5331234567',
    });
    const now = new Date().toISOString();
    const driver = await ctx.db
      .insertInto('drivers')
      .values({
        name: 'Mehmet',
        phone: '0532 765 43 21',
        plate: '07 ABC 123',
        default_vehicle_id: null,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await migrationsFor(ctx.dialect)['018-phone-e164']!.up(ctx.db as never);

    const booking = (id: number) =>
      ctx.db
        .selectFrom('bookings')
        .select(['country_code', 'customer_phone', 'main_passenger_phone'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await booking(typedWithCode.id)).toMatchObject({
      country_code: '+48',
      customer_phone: '+48601234567',
    });
    expect(await booking(nationalOnly.id)).toEqual({
      country_code: '+90',
      customer_phone: '+905321234567',
      main_passenger_phone: '+905554443322',
    });
    expect(await booking(otherCode.id)).toMatchObject({
      country_code: '+49',
      customer_phone: '+491701234567',
    });
    expect(await booking(invalid.id)).toMatchObject({
      country_code: '+90',
      customer_phone: '+90 123 456 78 90',
    });
    expect(await booking(erased.id)).toMatchObject({ customer_phone: '' });
    const reservation = (id: number) =>
      ctx.db
        .selectFrom('tour_reservations')
        .select(['country_code', 'customer_phone'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await reservation(danish.id)).toEqual({ country_code: '+45', customer_phone: '+4520123456' });
    expect(await reservation(tourNational.id)).toEqual({
      country_code: '+90',
      customer_phone: '+905331234567',
    });
    const storedDriver = await ctx.db
      .selectFrom('drivers')
      .select('phone')
      .where('id', '=', driver.id)
      .executeTakeFirstOrThrow();
    expect(storedDriver.phone).toBe('+905327654321');

    // Running it again changes nothing.
    await migrationsFor(ctx.dialect)['018-phone-e164']!.up(ctx.db as never);
    expect(await booking(nationalOnly.id)).toMatchObject({ customer_phone: '+905321234567' });
  });
});
