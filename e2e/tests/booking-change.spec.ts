import { expect, test, type Page } from '@playwright/test';
import { createTransferBooking, loginAsDemo } from '../support/admin.js';
import { openHydrated } from '../support/pages.js';

// Issue 25: a stray status pick is stopped at the confirmation and mails nobody; staff edit a
// booking, its history shows the change, and the dispatch board follows the new time.

async function openDetail(page: Page, pnr: string) {
  await page.goto(`/admin/bookings?search=${pnr}`);
  await page
    .getByRole('button', { name: `${pnr} detay` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rezervasyon Detayı' });
  await expect(dialog.getByTestId('detail-pnr')).toHaveText(pnr);
  return dialog;
}

const customerMails = async (page: Page, id: number) => {
  const res = await page.request.get(`/api/admin/bookings/${id}/mails`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { mails: { template: string; recipient: string }[] } };
  return body.data.mails.filter((m) => m.recipient === 'customer').map((m) => m.template);
};

test('a stray status pick is cancelled at the confirmation: the status stays and no mail is queued', async ({
  page,
  request,
}) => {
  const booking = await createTransferBooking(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsDemo(page);
  const dialog = await openDetail(page, booking.pnr_code);
  const before = await customerMails(page, booking.id);

  await dialog.getByLabel('Durum').selectOption('cancelled');
  const confirm = page.getByRole('dialog', { name: 'Durumu Değiştir' });
  await expect(confirm).toContainText('Beklemede → İptal Edildi');
  await expect(confirm.getByRole('checkbox', { name: 'Müşteriye e-posta gönder' })).toBeChecked();
  await expect(confirm).toContainText('Müşteriye iptal bildirimi gönderilecek.');
  await page.screenshot({ path: test.info().outputPath('status-confirmation-1280.png') });
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel('Durum')).toHaveValue('pending');

  const row = await page.request.get(`/api/admin/bookings/${booking.id}`);
  expect(((await row.json()) as { data: { status: string } }).data.status).toBe('pending');
  expect(await customerMails(page, booking.id)).toEqual(before);

  // unticked, the change is saved and still nobody is mailed
  await dialog.getByLabel('Durum').selectOption('confirmed');
  await confirm.getByRole('checkbox', { name: 'Müşteriye e-posta gönder' }).uncheck();
  await expect(confirm).toContainText('Müşteriye e-posta gönderilmeyecek.');
  await confirm.getByRole('button', { name: 'Durumu Değiştir' }).click();
  await expect(dialog.getByLabel('Durum')).toHaveValue('confirmed');
  expect(await customerMails(page, booking.id)).toEqual(before);
});

for (const width of [1280, 390]) {
  test(`staff edit a booking at ${width} px: the history shows the change and the dispatch board the new time`, async ({
    page,
    request,
  }) => {
    const booking = await createTransferBooking(request);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await loginAsDemo(page);
    const dialog = await openDetail(page, booking.pnr_code);
    await expect(dialog.getByTestId('change-history')).toContainText('Henüz değişiklik yok.');

    await dialog.getByRole('button', { name: 'Düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Rezervasyonu Düzenle' });
    await expect(edit.getByLabel('Alış saati')).toHaveValue('14:30');
    await expect(edit).toContainText('Fiyat rezervasyondaki gibi kalır.');

    // the booking form's own rule, in the back office too
    await edit.getByLabel('E-posta').fill('kein-mail');
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(edit.getByText('Lütfen işaretli alanları düzeltin')).toBeVisible();
    await expect(edit.getByText('Geçerli bir e-posta adresi giriniz')).toBeVisible();
    await edit.getByLabel('E-posta').fill('deniz.yeni@example.com');
    await expect(edit.getByText('Geçerli bir e-posta adresi giriniz')).toBeHidden();

    await edit.getByLabel('Alış saati').fill('17:45');
    await edit.getByLabel('İniş saati').fill('17:00');
    await page.screenshot({ path: test.info().outputPath(`edit-dialog-${width}.png`) });
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(edit).toBeHidden();
    await expect(dialog.getByRole('status').filter({ hasText: 'Rezervasyon güncellendi' })).toBeVisible();

    const history = dialog.getByTestId('change-history');
    await expect(history).toContainText('Alış saati: 14:30 → 17:45');
    await expect(history).toContainText('İniş saati: 13:45 → 17:00');
    await expect(history).toContainText('E-posta:');
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`change-history-${width}.png`) });

    await page.keyboard.press('Escape');
    const detail = await page.request.get(`/api/admin/bookings/${booking.id}`);
    const { pickup_date } = ((await detail.json()) as { data: { pickup_date: string } }).data;
    await page.goto(`/admin/operations?date=${pickup_date}`);
    await expect(
      page.getByRole('article', { name: new RegExp(`^17:45 .*${booking.pnr_code}`) }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: new RegExp(`^14:30 .*${booking.pnr_code}`) })).toHaveCount(
      0,
    );
  });
}

for (const width of [1280, 390]) {
  test(`staff re-price a booking at ${width} px: another vehicle and an extra, the new quote beside the old price, applied only when ticked`, async ({
    page,
    request,
  }) => {
    const booking = await createTransferBooking(request);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await loginAsDemo(page);
    const dialog = await openDetail(page, booking.pnr_code);
    await dialog.getByRole('button', { name: 'Düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Rezervasyonu Düzenle' });
    const vehicle = edit.getByLabel('Araç');
    const current = await vehicle.inputValue();
    const other = await vehicle
      .locator('option')
      .evaluateAll(
        (os, cur) => os.map((o) => (o as HTMLOptionElement).value).find((v) => v && v !== cur),
        current,
      );
    expect(other).toBeTruthy();
    await vehicle.selectOption(other!);
    // an extra that costs something, so the total moves
    const extras = edit.getByRole('group', { name: 'Ek hizmetler' });
    await extras
      .getByRole('checkbox', { name: /€[1-9]/ })
      .first()
      .check();
    await expect(edit).toContainText('Ek hizmet değişikliği yeni fiyatla kaydedilir.');

    // without the new price, changed extras are refused with the reason
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(edit.getByText("'Yeniden fiyatla' ile yeni fiyatı uygulayın")).toBeVisible();

    await edit.getByRole('button', { name: 'Yeniden fiyatla' }).click();
    const quote = edit.getByTestId('booking-requote');
    await expect(quote).toContainText('Yeni fiyat:');
    await expect(quote).toContainText('rezervasyondaki:');
    const newTotal = (await quote.locator('strong').textContent())!;
    await quote.getByRole('checkbox', { name: 'Yeni fiyatı uygula' }).check();
    await expect(edit.getByText("'Yeniden fiyatla' ile yeni fiyatı uygulayın")).toBeHidden();
    await expect(edit).toContainText('Yeni fiyat uygulanacak.');
    await quote.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`reprice-dialog-${width}.png`) });
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(edit).toBeHidden();

    const history = dialog.getByTestId('change-history');
    await expect(history).toContainText('Araç:');
    await expect(history).toContainText('Ek hizmetler:');
    // the new total reads the same in the history and the detail as in the quote staff saw
    await expect(history).toContainText(`→ ${newTotal}`);
    await expect(dialog.getByText(newTotal, { exact: true }).first()).toBeVisible();
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`reprice-history-${width}.png`) });
  });
}

test('a customer asks on the German manage page for a later pickup; staff see the badge, accept it, and the board shows the new time', async ({
  page,
  browser,
  request,
}) => {
  const booking = await createTransferBooking(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsDemo(page);
  const detail = (await (await page.request.get(`/api/admin/bookings/${booking.id}`)).json()) as {
    data: { pickup_date: string; customer: { email: string } };
  };

  const visitor = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
  const customer = await visitor.newPage();
  await openHydrated(customer, `/de/booking-search?pnr=${booking.pnr_code}`);
  const open = customer.getByTestId('manage-open');
  await open.getByLabel('Ihre E-Mail-Adresse').fill(detail.data.customer.email);
  await open.getByRole('button', { name: 'Öffnen' }).click();
  const view = customer.getByTestId('manage-view');
  await expect(view).toBeVisible();
  await view.getByLabel('Neue Abholzeit').fill('18:15');
  await view.getByLabel('Notiz').fill('Unser Flug landet später');
  await view.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(view.getByRole('status')).toHaveText('Ihr Änderungswunsch wurde an unser Team weitergeleitet');
  await visitor.close();

  await page.goto(`/admin/bookings?search=${booking.pnr_code}`);
  const badge = page.getByTestId(`booking-row-${booking.pnr_code}`).getByTestId('change-request-badge');
  await expect(badge).toHaveText('Değişiklik talebi: 1');
  await page.screenshot({ path: test.info().outputPath('change-request-badge-1280.png') });
  await page
    .getByRole('button', { name: `${booking.pnr_code} detay` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rezervasyon Detayı' });
  const requests = dialog.getByTestId('change-requests');
  await expect(requests).toContainText('Alış saati: 18:15');
  await expect(requests).toContainText('Unser Flug landet später');
  await requests.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('change-request-detail-1280.png') });
  await requests.getByRole('button', { name: 'Kabul et ve düzenle' }).click();
  const edit = page.getByRole('dialog', { name: 'Rezervasyonu Düzenle' });
  await expect(edit.getByLabel('Alış saati')).toHaveValue('18:15');
  // the flight lands before the new pickup time
  await edit.getByLabel('İniş saati').fill('17:30');
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit).toBeHidden();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Değişiklik talebi kabul edildi, müşteriye bildirildi' }),
  ).toBeVisible();
  await expect(requests).toContainText('Kabul edildi');
  await expect(requests.getByRole('button', { name: 'Kabul et ve düzenle' })).toHaveCount(0);

  // the customer is told both times (in German; the API tests read the mails through a real SMTP server)
  expect(await customerMails(page, booking.id)).toEqual(
    expect.arrayContaining(['change_request', 'change_accepted']),
  );

  await page.keyboard.press('Escape');
  await page.goto(`/admin/bookings?search=${booking.pnr_code}`);
  await expect(
    page.getByTestId(`booking-row-${booking.pnr_code}`).getByTestId('change-request-badge'),
  ).toHaveCount(0);
  await page.goto(`/admin/operations?date=${detail.data.pickup_date}`);
  await expect(page.getByRole('article', { name: new RegExp(`^18:15 .*${booking.pnr_code}`) })).toBeVisible();
});
