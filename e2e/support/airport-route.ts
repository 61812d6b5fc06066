import { expect, type APIRequestContext } from '@playwright/test';

/** An Istanbul business date `days` from today. */
export function istanbulDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface PublicRoute {
  id: number;
  from_location: string;
  to_location: string;
  vehicle_prices: { vehicle_type: string }[];
}
export interface PublicVehicle {
  id: number;
  capacity: number;
  vehicle_type: { key: string };
}

/**
 * The first route from an airport that has a price for a vehicle of at least `seats` seats, and
 * that vehicle, read from the public API as the booking page reads them.
 */
export async function airportRouteAndVehicle(
  request: APIRequestContext,
  seats = 1,
): Promise<{ route: PublicRoute; vehicle: PublicVehicle }> {
  const routes = ((await (await request.get('/api/routes/search')).json()) as { data: PublicRoute[] }).data;
  const vehicles = ((await (await request.get('/api/vehicles')).json()) as { data: PublicVehicle[] }).data;
  const fits = (v: PublicVehicle, r: PublicRoute) =>
    v.capacity >= seats && r.vehicle_prices.some((p) => p.vehicle_type === v.vehicle_type.key);
  const route = routes.find(
    (r) => /havaliman|airport/i.test(r.from_location) && vehicles.some((v) => fits(v, r)),
  );
  expect(route, 'the demo data has a priced route from an airport').toBeTruthy();
  const vehicle = vehicles.find((v) => fits(v, route!))!;
  return { route: route!, vehicle };
}

/**
 * Books a transfer for tomorrow from the first airport route with a vehicle for `passengers`,
 * through the public API as the booking page does, for `firstName` Yolcu staying at Rixos Sungate;
 * `trip` says the rest (time, one way or round trip, flights, luggage). Returns the PNR.
 */
export async function bookAirportTransfer(
  request: APIRequestContext,
  opts: { key: string; firstName: string; passengers: number; trip: Record<string, unknown> },
): Promise<string> {
  const { route, vehicle } = await airportRouteAndVehicle(request, opts.passengers);
  const res = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `${opts.key}-${opts.firstName}-${Date.now()}` },
    data: {
      pickup_location: route.from_location,
      destination: route.to_location,
      route_id: route.id,
      vehicle_id: vehicle.id,
      pickup_date: istanbulDay(1),
      passengers: opts.passengers,
      currency: 'EUR',
      customer_first_name: opts.firstName,
      customer_last_name: 'Yolcu',
      customer_email: `${opts.firstName.toLowerCase()}.${Date.now()}@example.com`,
      notice_version: 1,
      country_code: '+90',
      customer_phone: '5321234567',
      hotel_name: 'Rixos Sungate',
      ...opts.trip,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { pnr_code: string } }).data.pnr_code;
}
