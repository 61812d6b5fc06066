import { MAX_RECORD_ID, todayInIstanbul } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../test/test-app.js';

/**
 * An id past the 32-bit id columns, sent in a body, is the client's mistake on both databases:
 * PostgreSQL would otherwise fail the query ("value out of range for type integer") and the
 * client would get a 500 where SQLite answers a 422.
 */
let ctx: TestContext;
let cookie: string;
let ip = 0;
const past = MAX_RECORD_ID + 1;
const huge = Number.MAX_SAFE_INTEGER;

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const inFiveDays = () => {
  const d = new Date(`${todayInIstanbul()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 5);
  return d.toISOString().slice(0, 10);
};

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.9.0.${++ip}` });

const trip = {
  pickup_location: 'Antalya Havalimanı (AYT)',
  destination: 'Kemer',
  passengers: 2,
  vehicle_id: 1,
};

describe('ids past the id column range in request bodies', () => {
  it.each([
    ['vehicle_id', { vehicle_id: past }],
    ['route_id', { route_id: huge }],
    ['selected_extra_services.0', { selected_extra_services: [huge] }],
  ])('a price quote with %s out of range answers 422 for that field', async (field, over) => {
    const res = await post('/api/calculate-price', { ...trip, ...over });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors ?? {})).toContain(field);
  });

  it('a booking with a vehicle out of range answers 422 for the vehicle', async () => {
    const res = await post('/api/bookings', {
      ...trip,
      vehicle_id: huge,
      pickup_date: inFiveDays(),
      pickup_time: '14:30',
      customer_first_name: 'Ayşe',
      customer_last_name: 'Yılmaz',
      customer_email: 'ayse@example.com',
      notice_version: 1,
      country_code: '+90',
      customer_phone: '532 123 45 67',
      flight_code: 'TK2412',
      departure_flight_time: '13:50',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors ?? {})).toContain('vehicle_id');
  });

  it('a tour reservation for a tour out of range answers 422 for the tour', async () => {
    const res = await post('/api/tour-reservations', {
      tour_id: past,
      customer_name: 'Ayşe',
      customer_surname: 'Yılmaz',
      customer_email: 'ayse@example.com',
      notice_version: 1,
      country_code: '+90',
      customer_phone: '532 123 45 67',
      booking_date: inFiveDays(),
      booking_time: '09:30',
      passenger_count: 2,
      currency: 'EUR',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors ?? {})).toContain('tour_id');
  });

  it('a vehicle saved with a vehicle type out of range answers 422 for the type', async () => {
    const res = await post('/api/vehicles', { name: 'Vito', vehicle_type_id: past, capacity: 7 }, { cookie });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors ?? {})).toContain('vehicle_type_id');
  });
});
