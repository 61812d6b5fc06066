import { expect, test, type Page } from '@playwright/test';
import { createTransferBooking, loginAsDemo, type CatalogueRoute } from '../support/admin.js';

// Issue 25 items 1 and 3: staff change a transfer's destination, which needs the new price
// ('Yeniden fiyatla'), and accept a tour guest's change request by moving the reservation to another
// departure with the asked hotel; the history shows both, and the dispatch board the tour job's new day.

function istanbulDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

type Route = CatalogueRoute;

/** Another destination from the route's start, priced for every vehicle type the route has. */
const siblingOf = (booked: Route, routes: Route[]) =>
  routes.find(
    (r) =>
      r.from_location === booked.from_location &&
      r.to_location !== booked.to_location &&
      booked.vehicle_prices.every((p) => r.vehicle_prices.some((q) => q.vehicle_type === p.vehicle_type)),
  );

async function openBooking(page: Page, pnr: string) {
  await page.goto(`/admin/bookings?search=${pnr}`);
  await page
    .getByRole('button', { name: `${pnr} detay` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rezervasyon Detayı' });
  await expect(dialog.getByTestId('detail-pnr')).toHaveText(pnr);
  return dialog;
}

for (const width of [1280, 390]) {
  test(`staff change a transfer's destination at ${width} px (refused without the new price, saved with it) and name the other passenger`, async ({
    page,
    request,
  }) => {
    // Other specs add routes of their own; the booking is made on one that has a sibling to move to.
    const booking = await createTransferBooking(request, (r, all) => siblingOf(r, all) !== undefined);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await loginAsDemo(page);
    const routes = ((await (await request.get('/api/routes/search')).json()) as { data: Route[] }).data;
    const stored = (
      (await (await page.request.get(`/api/admin/bookings/${booking.id}`)).json()) as {
        data: { pickup_location: string; destination: string };
      }
    ).data;
    const booked = routes.find(
      (r) => r.from_location === stored.pickup_location && r.to_location === stored.destination,
    )!;
    // another destination from the same start with a price for every vehicle type the booked route has
    const other = siblingOf(booked, routes);
    expect(other, 'the demo has two destinations from one start').toBeDefined();
    const dialog = await openBooking(page, booking.pnr_code);
    await dialog.getByRole('button', { name: 'Düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Rezervasyonu Düzenle' });
    await expect(edit.getByLabel('Nereden')).toHaveValue(booked.from_location);
    await edit.getByLabel('Nereye').fill(other!.to_location);
    await expect(edit).toContainText('Güzergâh veya yolculuk tipi değişikliği yeni fiyatla kaydedilir.');
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(edit.getByText('Güzergâh veya yolculuk tipi değişince fiyat da değişir')).toBeVisible();

    // the other passenger named as on the booking form (issue 25 item 2)
    const guests = edit.getByTestId('booking-edit-guests');
    await guests.getByRole('button', { name: 'Yolcu ekle' }).click();
    await guests.getByLabel('2. yolcu adı').fill('Can');
    await guests.getByLabel('Soyadı').fill('Yalçın');
    await expect(guests.getByRole('button', { name: 'Yolcu ekle' })).toBeDisabled();
    await guests.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`edit-guests-${width}.png`) });

    await edit.getByRole('button', { name: 'Yeniden fiyatla' }).click();
    const quote = edit.getByTestId('booking-requote');
    await expect(quote).toContainText('Yeni fiyat:');
    await quote.getByRole('checkbox', { name: 'Yeni fiyatı uygula' }).check();
    // the quote for the new route answers the refusal
    await expect(edit.getByText('Güzergâh veya yolculuk tipi değişince fiyat da değişir')).toBeHidden();
    await edit.getByLabel('Nereye').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`edit-destination-${width}.png`) });
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(edit).toBeHidden();
    const history = dialog.getByTestId('change-history');
    await expect(history).toContainText(`Nereye: ${booked.to_location} → ${other!.to_location}`);
    await expect(history).toContainText('Toplam tutar:');
    await expect(history).toContainText('Ek yolcular: — → Can Yalçın');
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`edit-destination-history-${width}.png`) });
  });
}

for (const width of [1280, 390]) {
  test(`staff move a tour reservation to another departure at ${width} px; the board shows its job on the new day`, async ({
    page,
    request,
  }) => {
    const tours = (
      (await (await request.get('/api/tours?per_page=9999&lang=tr')).json()) as {
        data: {
          data: { id: number; title: string; has_departures?: boolean; pickups?: { zone_id: number }[] }[];
        };
      }
    ).data.data;
    // the demo's Green Canyon boat: every day at 09:30, with hotel pickups
    const tour = tours.find((t) => t.has_departures && t.pickups?.length && t.title.includes('Kanyon'))!;
    expect(tour).toBeDefined();
    const guestEmail = `deniz.tur.${Date.now()}@example.com`;
    const from = istanbulDate(3);
    const to = istanbulDate(4);
    const res = await request.post('/api/tour-reservations', {
      headers: { 'Idempotency-Key': `e2e-tour-edit-${width}-${Date.now()}` },
      data: {
        tour_id: tour.id,
        customer_name: 'Deniz',
        customer_surname: 'Kaya',
        customer_email: guestEmail,
        country_code: '+90',
        customer_phone: '532 123 45 67',
        booking_date: from,
        booking_time: '09:30',
        passenger_count: 2,
        children_count: 0,
        pickup_zone_id: tour.pickups![0]!.zone_id,
        pickup_place: 'Rixos Downtown',
        currency: 'EUR',
        notice_version: 1,
        language: 'tr',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const pnr = ((await res.json()) as { data: { pnr_code: string } }).data.pnr_code;
    // the guest asks on the manage page for another hotel
    const asked = await request.post('/api/bookings/manage/change-request', {
      data: { pnr_code: pnr, email: guestEmail, hotel: 'Akra Barut', note: 'Otel değişti' },
    });
    expect(asked.status(), await asked.text()).toBe(200);

    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await loginAsDemo(page);
    await page.goto(`/admin/tour-reservations?search=${pnr}`);
    await page
      .getByRole('button', { name: `${pnr} detay` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Tur Rezervasyonu Detayı' });
    await expect(dialog.getByTestId('change-history')).toContainText('Henüz değişiklik yok.');
    const requests = dialog.getByTestId('change-requests');
    await expect(requests).toContainText('Otel: Akra Barut');
    await requests.getByRole('button', { name: 'Kabul et ve düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Tur Rezervasyonunu Düzenle' });
    // accepting opens the edit with the asked hotel
    await expect(edit.getByLabel('Otel / adres')).toHaveValue('Akra Barut');
    const departure = edit.getByLabel('Kalkış');
    await expect(departure).toHaveValue(`${from} 09:30`);
    await departure.selectOption(`${to} 09:30`);
    await expect(edit).toContainText('Fiyat rezervasyondaki gibi kalır.');
    await page.screenshot({ path: test.info().outputPath(`tour-edit-${width}.png`) });
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(edit).toBeHidden();
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Değişiklik talebi kabul edildi, müşteriye bildirildi' }),
    ).toBeVisible();
    await expect(requests).toContainText('Kabul edildi');
    const history = dialog.getByTestId('change-history');
    await expect(history).toContainText(`Tur tarihi: ${from} → ${to}`);
    await expect(history).toContainText('Otel / adres: Rixos Downtown → Akra Barut');
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`tour-edit-history-${width}.png`) });

    await page.keyboard.press('Escape');
    await page.goto(`/admin/operations?date=${to}`);
    await expect(page.getByRole('article', { name: new RegExp(pnr) })).toBeVisible();
    await page.goto(`/admin/operations?date=${from}`);
    await expect(page.getByRole('article', { name: new RegExp(pnr) })).toHaveCount(0);
  });
}
