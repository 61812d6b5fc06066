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
