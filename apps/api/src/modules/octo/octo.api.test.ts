import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { octoSchemaNames } from '../../test/octo-schemas.js';
import { expectOcto, newResellerKey, octo, scheduledTour } from '../../test/octo-helpers.js';

/**
 * The OCTO supplier API (issue 27 item 6, decision 041), every answer checked against OCTO's own
 * OpenAPI document: a reseller's journey products → availability → reserve → confirm → cancel,
 * a hold that expires and frees its seats, and keys that are wrong or revoked.
 */
let ctx: TestContext;
let call: ReturnType<typeof octo>;
let setup: Awaited<ReturnType<typeof scheduledTour>>;
const RESELLER = 'Antalya Travel Desk';

beforeAll(async () => {
  ctx = await createTestApp();
  setup = await scheduledTour(ctx, 10, {
    price: 45,
    children_price: 22.5,
    translations: JSON.stringify({ de: { title: 'Bootstour mit Badestopps' } }),
  });
  const key = await newResellerKey(ctx, setup.cookie, RESELLER);
  call = octo(ctx, key.token);
});
afterAll(async () => {
  await ctx.close();
});

const vacanciesOf = async () => {
  const res = await call('POST', '/availability', { productId: String(setup.tour.id), optionId: 'DEFAULT', availabilityIds: [setup.availabilityId] });
  expect(res.statusCode).toBe(200);
  return json<{ vacancies: number }[]>(res)[0]!.vacancies;
};

const websiteSeatsLeft = async () => {
  const cal = json<{ data: { departures: { date: string; seats_left: number }[] } }>(
    await ctx.app.inject(`/api/tours/${setup.tour.id}/departures?days=40`),
  );
  return cal.data.departures.find((d) => d.date === setup.date)!.seats_left;
};

describe('the OCTO fixture', () => {
  it("holds OCTO's core schemas", () => {
    for (const name of ['Supplier', 'Product', 'Availability', 'AvailabilityCalendar', 'Booking', 'ErrorUnauthorized'])
      expect(octoSchemaNames()).toContain(name);
  });
});

describe('a reseller over OCTO', () => {
  it('reads the supplier and the products in the language asked, prices in minor units', async () => {
    const supplier = await call('GET', '/supplier');
    expect(supplier.statusCode).toBe(200);
    expectOcto('Supplier', json(supplier));

    const products = await call('GET', '/products', undefined, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(products.statusCode).toBe(200);
    expect(products.headers['content-language']).toBe('de');
    const list = json<{ id: string; title: string; options: { units: { id: string; pricingFrom: { retail: number; currency: string }[] }[] }[] }[]>(products);
    for (const p of list) expectOcto('Product', p);
    const ours = list.find((p) => p.id === String(setup.tour.id))!;
    expect(ours.title).toBe('Bootstour mit Badestopps');
    const units = ours.options[0]!.units;
    expect(units.map((u) => u.id)).toEqual(['ADULT', 'CHILD']);
    expect(units[0]!.pricingFrom[0]).toMatchObject({ retail: 4500, currency: 'EUR' });
    // 22.50 is charged as 23 on the website (whole units, decision 027): OCTO says the same
    expect(units[1]!.pricingFrom[0]!.retail).toBe(2300);

    const one = await call('GET', `/products/${setup.tour.id}`, undefined, { 'accept-language': 'tr' });
    expectOcto('Product', json(one));
    expect(one.headers['content-language']).toBe('tr');
    expect(json<{ title: string }>(one).title).toBe(setup.tour.title);
  });

  it('reads availability and the calendar', async () => {
    const res = await call('POST', '/availability', {
      productId: String(setup.tour.id),
      optionId: 'DEFAULT',
      localDateStart: setup.date,
      localDateEnd: setup.date,
      units: [{ id: 'ADULT', quantity: 2 }, { id: 'CHILD', quantity: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const list = json<{ id: string; vacancies: number; status: string; pricing: { retail: number } }[]>(res);
    for (const a of list) expectOcto('Availability', a);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: setup.availabilityId, vacancies: 10, status: 'AVAILABLE' });
    expect(list[0]!.pricing.retail).toBe(2 * 4500 + 2300);

    const cal = await call('POST', '/availability/calendar', {
      productId: String(setup.tour.id),
      optionId: 'DEFAULT',
      localDateStart: setup.date,
      localDateEnd: setup.date.replace(/\d\d$/, (d) => d),
    });
    expect(cal.statusCode).toBe(200);
    for (const day of json<unknown[]>(cal)) expectOcto('AvailabilityCalendar', day);
    expect(json<{ localDate: string; vacancies: number }[]>(cal)[0]).toMatchObject({ localDate: setup.date, vacancies: 10 });
  });

  it('reserves, confirms and cancels, the seats following each step on the website too', async () => {
    const reserved = await call('POST', '/bookings', {
      productId: String(setup.tour.id),
      optionId: 'DEFAULT',
      availabilityId: setup.availabilityId,
      expirationMinutes: 15,
      resellerReference: 'GYG-1001',
      unitItems: [{ unitId: 'ADULT' }, { unitId: 'ADULT' }, { unitId: 'CHILD' }],
    });
    expect(reserved.statusCode).toBe(200);
    const hold = json<{ uuid: string; status: string; utcExpiresAt: string; unitItems: unknown[] }>(reserved);
    expectOcto('Booking', hold);
    expect(hold.status).toBe('ON_HOLD');
    expect(Date.parse(hold.utcExpiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(hold.unitItems).toHaveLength(3);
    expect(await vacanciesOf()).toBe(7);
    expect(await websiteSeatsLeft()).toBe(7);
    // not a reservation yet: nothing on the board or in the list
    const none = await ctx.db.selectFrom('tour_reservations').select('id').where('tour_id', '=', setup.tour.id).execute();
    expect(none).toEqual([]);

    const confirmed = await call('POST', `/bookings/${hold.uuid}/confirm`, {
      contact: { fullName: 'Anna Schmidt', firstName: 'Anna', lastName: 'Schmidt', emailAddress: 'anna@example.com', phoneNumber: '+49 151 23456789', locales: ['de-DE'] },
    });
    expect(confirmed.statusCode).toBe(200);
    const booking = json<{ status: string; supplierReference: string; utcConfirmedAt: string }>(confirmed);
    expectOcto('Booking', booking);
    expect(booking.status).toBe('CONFIRMED');
    expect(booking.utcConfirmedAt).toBeTruthy();
    const row = await ctx.db.selectFrom('tour_reservations').selectAll().where('pnr_code', '=', booking.supplierReference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: RESELLER, status: 'confirmed', passenger_count: 2, children_count: 1, customer_name: 'Anna', language: 'de', total_price: 113, currency: 'EUR' });
    expect(row.customer_phone).toBe('+4915123456789');
    expect(await vacanciesOf()).toBe(7);
    const job = await ctx.db.selectFrom('dispatch_jobs').select('id').where('tour_reservation_id', '=', row.id).execute();
    expect(job).toHaveLength(1);

    const got = await call('GET', `/bookings/${hold.uuid}`);
    expectOcto('Booking', json(got));
    const byRef = await call('GET', '/bookings?resellerReference=GYG-1001');
    expect(json<{ uuid: string }[]>(byRef).map((b) => b.uuid)).toEqual([hold.uuid]);
    const byDay = await call('GET', `/bookings?localDate=${setup.date}`);
    expect(json<{ uuid: string }[]>(byDay).map((b) => b.uuid)).toContain(hold.uuid);

    const cancelled = await call('POST', `/bookings/${hold.uuid}/cancel`, { reason: 'Guest changed plans' });
    expect(cancelled.statusCode).toBe(200);
    expectOcto('Booking', json(cancelled));
    expect(json<{ status: string }>(cancelled).status).toBe('CANCELLED');
    expect(await vacanciesOf()).toBe(10);
    expect(await websiteSeatsLeft()).toBe(10);
    const after = await ctx.db.selectFrom('tour_reservations').select('status').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('cancelled');
  });

  it('frees the seats of a hold the moment it expires, and the clean-up marks it EXPIRED', async () => {
    const reserved = json<{ uuid: string }>(
      await call('POST', '/bookings', {
        productId: String(setup.tour.id),
        optionId: 'DEFAULT',
        availabilityId: setup.availabilityId,
        expirationMinutes: 1,
        unitItems: Array.from({ length: 4 }, () => ({ unitId: 'ADULT' })),
      }),
    );
    expect(await vacanciesOf()).toBe(6);
    // a minute later (the test moves the expiry rather than waiting): counted out at once
    await ctx.db.updateTable('octo_bookings').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('uuid', '=', reserved.uuid).execute();
    expect(await vacanciesOf()).toBe(10);
    expect(await websiteSeatsLeft()).toBe(10);
    const late = await call('POST', `/bookings/${reserved.uuid}/confirm`, { contact: { fullName: 'Late Guest' } });
    expect(late.statusCode).toBe(400);
    expectOcto('ErrorInvalidBookingUUID', json(late));
    expect(json<{ status: string }>(await call('GET', `/bookings/${reserved.uuid}`)).status).toBe('EXPIRED');

    const { octoBookingService } = await import('./octo.bookings.service.js');
    const cleaned = await octoBookingService(ctx.db, ctx.app.deps.writes, ctx.dialect).expireHolds();
    expect(cleaned).toBeGreaterThanOrEqual(1);
    const stored = await ctx.db.selectFrom('octo_bookings').select(['status', 'contact']).where('uuid', '=', reserved.uuid).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'EXPIRED', contact: null });
  });

  it("answers OCTO's error codes in OCTO's shape", async () => {
    const product = String(setup.tour.id);
    const cases: [unknown, string, string][] = [
      [{ productId: '999999', optionId: 'DEFAULT', availabilityId: setup.availabilityId, unitItems: [{ unitId: 'ADULT' }] }, 'INVALID_PRODUCT_ID', 'ErrorInvalidProductID'],
      [{ productId: product, optionId: 'VIP', availabilityId: setup.availabilityId, unitItems: [{ unitId: 'ADULT' }] }, 'INVALID_OPTION_ID', 'ErrorInvalidOptionID'],
      [{ productId: product, optionId: 'DEFAULT', availabilityId: setup.availabilityId, unitItems: [{ unitId: 'SENIOR' }] }, 'INVALID_UNIT_ID', 'ErrorInvalidUnitID'],
      [{ productId: product, optionId: 'DEFAULT', availabilityId: `${setup.date}T11:00:00+03:00`, unitItems: [{ unitId: 'ADULT' }] }, 'INVALID_AVAILABILITY_ID', 'ErrorInvalidAvailabilityID'],
      [{ productId: product, optionId: 'DEFAULT', availabilityId: setup.availabilityId }, 'BAD_REQUEST', 'ErrorBadRequest'],
      [{ productId: product, optionId: 'DEFAULT', availabilityId: setup.availabilityId, unitItems: Array.from({ length: 11 }, () => ({ unitId: 'ADULT' })) }, 'UNPROCESSABLE_ENTITY', 'ErrorUnprocessableEntity'],
      [{ productId: product, optionId: 'DEFAULT', availabilityId: setup.availabilityId, unitItems: [{ unitId: 'CHILD' }] }, 'UNPROCESSABLE_ENTITY', 'ErrorUnprocessableEntity'],
    ];
    for (const [body, code, schema] of cases) {
      const res = await call('POST', '/bookings', body);
      expect(res.statusCode, code).toBe(400);
      expect(json<{ error: string }>(res).error).toBe(code);
      expectOcto(schema, json(res));
    }
    const unknown = await call('GET', '/bookings/8c7f0c3e-6a38-4bb5-9d59-2f7e3b0d9a11');
    expect(unknown.statusCode).toBe(400);
    expectOcto('ErrorInvalidBookingUUID', json(unknown));
    const noProduct = await call('GET', '/products/abc');
    expectOcto('ErrorInvalidProductID', json(noProduct));
  });

  it("keeps a reseller's bookings from another reseller", async () => {
    const mine = json<{ uuid: string }>(
      await call('POST', '/bookings', { productId: String(setup.tour.id), optionId: 'DEFAULT', availabilityId: setup.availabilityId, unitItems: [{ unitId: 'ADULT' }] }),
    );
    const other = octo(ctx, (await newResellerKey(ctx, setup.cookie, 'Another Desk')).token);
    const res = await other('GET', `/bookings/${mine.uuid}`);
    expect(res.statusCode).toBe(400);
    expect(json<{ error: string }>(res).error).toBe('INVALID_BOOKING_UUID');
    expect((await other('POST', `/bookings/${mine.uuid}/cancel`, {})).statusCode).toBe(400);
    expect((await call('DELETE', `/bookings/${mine.uuid}`)).statusCode).toBe(200);
  });

  it('answers 401 in OCTO shape to no key, a wrong key and a revoked key', async () => {
    const none = await ctx.app.inject({ url: '/api/octo/products' });
    const wrong = await octo(ctx, 'octo_not-a-real-key')('GET', '/products');
    const made = await newResellerKey(ctx, setup.cookie, 'Revoked Desk');
    const revokedCall = octo(ctx, made.token);
    expect((await revokedCall('GET', '/supplier')).statusCode).toBe(200);
    const revoke = await ctx.app.inject({ method: 'POST', url: `/api/admin/reseller-keys/${made.key.id}/revoke`, headers: { cookie: setup.cookie } });
    expect(revoke.statusCode).toBe(200);
    const revoked = await revokedCall('POST', '/bookings', { productId: String(setup.tour.id), optionId: 'DEFAULT', availabilityId: setup.availabilityId, unitItems: [{ unitId: 'ADULT' }] });
    for (const res of [none, wrong, revoked]) {
      expect(res.statusCode).toBe(401);
      expect(json<{ error: string }>(res).error).toBe('UNAUTHORIZED');
      expectOcto('ErrorUnauthorized', json(res));
    }
    const used = await ctx.db.selectFrom('reseller_keys').select('last_used_at').where('id', '=', made.key.id).executeTakeFirstOrThrow();
    expect(used.last_used_at).toBeTruthy();
  });
});
