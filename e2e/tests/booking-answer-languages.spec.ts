import { expect, test, type APIRequestContext } from '@playwright/test';
import { openHydrated } from '../support/pages.js';

// Decision 024: the PNR look-up names the booked vehicle type and extras in the visitor's language.

const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/** A sedan transfer from the airport with the meet-and-greet extra, booked from the RU page. */
async function bookInRussian(request: APIRequestContext): Promise<string> {
  const routes = ((await (await request.get('/api/routes/search')).json()) as {
    data: { id: number; from_location: string; to_location: string; vehicle_prices: { vehicle_type: string }[] }[];
  }).data;
  const vehicles = ((await (await request.get('/api/vehicles')).json()) as {
    data: { id: number; capacity: number; vehicle_type: { key: string } }[];
  }).data;
  const extras = ((await (await request.get('/api/extra-services?lang=tr')).json()) as { data: { id: number; name: string }[] }).data;
  const sedan = vehicles.find((v) => v.vehicle_type.key === 'sedan' && v.capacity >= 2);
  const route = routes.find((r) => /havaliman/i.test(r.from_location) && r.vehicle_prices.some((p) => p.vehicle_type === 'sedan'));
  const greet = extras.find((e) => e.name === 'İsim tabelası ile karşılama');
  expect(sedan && route && greet, 'the demo data has a sedan, an airport route priced for it and the meet-and-greet').toBeTruthy();
  const res = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `e2e-ru-names-${Date.now()}` },
    data: {
      pickup_location: route!.from_location,
      destination: route!.to_location,
      route_id: route!.id,
      vehicle_id: sedan!.id,
      pickup_date: inTwoDays(),
      pickup_time: '14:30',
      trip_type: 'one_way',
      passengers: 2,
      currency: 'EUR',
      selected_extra_services: [greet!.id],
      customer_first_name: 'Olga',
      customer_last_name: 'Ivanova',
      customer_email: `olga.${Date.now()}@example.com`,
      notice_version: 1,
      country_code: '+7',
      customer_phone: '9161234567',
      flight_code: 'SU2136',
      departure_flight_time: '13:45',
      language: 'ru',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { pnr_code: string } }).data.pnr_code;
}

test('the PNR look-up shows the vehicle type and the extras in the language on screen', async ({ page, request }) => {
  const pnr = await bookInRussian(request);
  await openHydrated(page, `/booking-search?pnr=${pnr}`);
  const result = page.getByTestId('search-result');
  // Turkish on screen: the names the booking was made with
  await expect(result).toContainText('İsim tabelası ile karşılama');
  await expect(result).toContainText('Sedan');

  await page.getByRole('link', { name: 'ru Русский', exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByTestId('search-result')).toContainText('Встреча с табличкой');
  await expect(page.getByTestId('search-result')).toContainText('Седан');

  await page.getByRole('link', { name: 'de Deutsch', exact: true }).first().click();
  await expect(page.getByTestId('search-result')).toContainText('Empfang mit Namensschild');
  await expect(page.getByTestId('search-result')).toContainText('Limousine');
  await expect(page.getByTestId('search-result')).not.toContainText('Встреча с табличкой');
});
