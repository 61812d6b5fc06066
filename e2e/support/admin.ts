import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { airportRouteAndVehicle } from './airport-route.js';

/** Signs in through the real login form with the demo account the page itself shows (demo mode). */
export async function loginAsDemo(page: Page, opts: { from?: string } = {}): Promise<void> {
  await page.goto(opts.from ?? '/admin/login');
  await expect(page).toHaveURL(/\/admin\/login/);
  const hint = page.getByTestId('demo-hint');
  await expect(hint).toBeVisible();
  const [username, password] = await hint.locator('code').allTextContents();
  await page.getByRole('textbox', { name: 'Kullanıcı Adı' }).fill(username!);
  await page.locator('input[name="password"]').fill(password!);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('Giriş başarılı! Yönlendiriliyorsunuz…')).toBeVisible();
}

export interface CreatedBooking {
  id: number;
  pnr_code: string;
}

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/** A 1 × 1 PNG, small enough to write out, whole enough for the server to decode. */
export const TICKET_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Makes an airport transfer booking with a ticket image attached, the way the booking page sends
 * it (multipart, nested fields in bracket notation). Returns the booking's id and PNR.
 */
export async function createBookingWithTicket(request: APIRequestContext): Promise<CreatedBooking> {
  const { route, vehicle } = await airportRouteAndVehicle(request, 2);
  const res = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `e2e-ticket-${Date.now()}` },
    multipart: {
      pickup_location: route.from_location,
      destination: route.to_location,
      route_id: String(route.id),
      vehicle_id: String(vehicle.id),
      pickup_date: tomorrow(),
      pickup_time: '14:30',
      trip_type: 'one_way',
      passengers: '2',
      currency: 'EUR',
      customer_first_name: 'Deniz',
      customer_last_name: 'Yalçın',
      customer_email: `deniz.ticket.${Date.now()}@example.com`,
      notice_version: 1,
      country_code: '+90',
      customer_phone: '5321234567',
      flight_code: 'TK2410',
      departure_flight_time: '13:45',
      'luggage[large]': '1',
      ticket_image: { name: 'bilet.png', mimeType: 'image/png', buffer: TICKET_PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { data: { booking_id: number; pnr_code: string } };
  return { id: body.data.booking_id, pnr_code: body.data.pnr_code };
}

/**
 * Makes a transfer booking the way a visitor does: POST /api/bookings with a route and vehicle the
 * public API offers. Anything but a 201 fails the test where it happened, with the server's answer:
 * there is no second way in.
 */
export interface CatalogueRoute {
  id: number;
  from_location: string;
  to_location: string;
  vehicle_prices: { vehicle_type: string; price_euro: number }[];
}

export async function createTransferBooking(
  request: APIRequestContext,
  /** a further condition on the route, for a test that needs a particular one (it is seen with every route) */
  routeWanted: (route: CatalogueRoute, all: CatalogueRoute[]) => boolean = () => true,
): Promise<CreatedBooking> {
  const routes = ((await (await request.get('/api/routes/search')).json()) as { data: CatalogueRoute[] }).data;
  const vehicles = (
    (await (await request.get('/api/vehicles')).json()) as {
      data: { id: number; capacity: number; vehicle_type: { key: string } }[];
    }
  ).data;
  // The demo content has such a route and vehicle; without them the test set-up is wrong, and says so.
  const route = routes.find(
    (r) =>
      r.vehicle_prices.some((p) => vehicles.some((v) => v.vehicle_type.key === p.vehicle_type && v.capacity >= 2)) &&
      routeWanted(r, routes),
  );
  if (!route)
    throw new Error(
      'createTransferBooking: no route with a price for a vehicle of 2 seats or more in the demo content',
    );
  const vehicle = vehicles.find(
    (v) => v.capacity >= 2 && route.vehicle_prices.some((p) => p.vehicle_type === v.vehicle_type.key),
  );
  if (!vehicle) throw new Error(`createTransferBooking: no vehicle of 2 seats or more for route ${route.id}`);
  const res = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `e2e-admin-${Date.now()}` },
    data: {
      pickup_location: route.from_location,
      destination: route.to_location,
      route_id: route.id,
      vehicle_id: vehicle.id,
      pickup_date: tomorrow(),
      pickup_time: '14:30',
      trip_type: 'one_way',
      passengers: 2,
      currency: 'EUR',
      customer_first_name: 'Deniz',
      customer_last_name: 'Yalçın',
      customer_email: `deniz.${Date.now()}@example.com`,
      notice_version: 1,
      country_code: '+90',
      customer_phone: '5321234567',
      flight_code: 'TK2410',
      departure_flight_time: '13:45',
      arrival_flight_time: '18:00',
      hotel_name: 'Rixos Sungate',
      luggage: { large: 1, medium: 0, small: 1, hand: 2 },
      special_requests: 'Bebek koltuğu lütfen',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { data: { booking_id: number; pnr_code: string } };
  return { id: body.data.booking_id, pnr_code: body.data.pnr_code };
}
