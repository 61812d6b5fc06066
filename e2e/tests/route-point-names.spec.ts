import { expect, test, type Page } from '@playwright/test';
import { acknowledgeNotice } from '../support/notice.js';
import { openHydrated } from '../support/pages.js';

/**
 * Route points in every language: the quick form finds a point by its name in the visitor's
 * language and shows that name, in the field too and on every page of the booking after it (issue
 * 32, decision 028), while what is searched and booked is the canonical Turkish name.
 */

const AYT = 'Antalya Havalimanı (AYT)';
const istanbulDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() + daysAhead * 86_400_000));

/** The switcher is a link to the same page in that language (decision 020); used once the new page is hydrated. */
async function switchTo(page: Page, language: string) {
  await openHydrated(page, '/');
  await page.getByRole('link', { name: language }).first().click();
  await expect(page).toHaveURL(/\/(en|de|ru|pl)\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /server|client/);
}

for (const [language, fromLabel, typed, shown] of [
  ['Русский', 'Откуда', 'Аэропорт', 'Аэропорт Анталья (AYT)'],
  ['English', 'From', 'Airport', 'Antalya Airport (AYT)'],
  ['Deutsch', 'Von', 'Flughafen', 'Flughafen Antalya (AYT)'],
] as const) {
  test(`typing '${typed}' on the ${language} page finds the airport, shown as '${shown}'`, async ({ page }) => {
    await switchTo(page, language);
    const input = page.getByRole('combobox', { name: fromLabel });
    await input.click();
    await input.fill(typed);
    const option = page.getByRole('listbox', { name: fromLabel }).getByRole('option').filter({ hasText: shown });
    await expect(option).toHaveCount(1);
    // The option also says which canonical name will be filled in.
    await expect(option).toContainText(AYT);
    await option.click();
    // The field keeps showing the name picked (issue 32), not the Turkish one.
    await expect(input).toHaveValue(shown);
  });
}

test('a booking made from the RU page shows the Russian points on the summary, success page, PNR result and manage view, and stores the Turkish ones', async ({ page }) => {
  await switchTo(page, 'Русский');
  const from = page.getByRole('combobox', { name: 'Откуда', exact: true });
  await from.click();
  await from.fill('Аэропорт');
  await page.getByRole('listbox', { name: 'Откуда' }).getByRole('option').filter({ hasText: 'Аэропорт Анталья (AYT)' }).click();
  const to = page.getByRole('combobox', { name: 'Куда', exact: true });
  await to.click();
  await to.fill('Кем');
  await page.getByRole('listbox', { name: 'Куда' }).getByRole('option').filter({ hasText: 'Кемер' }).click();
  await expect(from).toHaveValue('Аэропорт Анталья (AYT)');
  await expect(to).toHaveValue('Кемер');
  await page.screenshot({ path: 'e2e/test-results/screens/route-points-ru-1280.png' });
  await page.getByLabel('Дата подачи').fill(istanbulDate(9));
  await page.getByLabel('Время подачи').fill('11:30');
  await page.getByRole('button', { name: 'Найти автомобиль' }).click();
  await expect(page).toHaveURL(/\/booking\?/);
  await expect(page.getByTestId('summary-from')).toHaveText('Аэропорт Анталья (AYT)');
  await expect(page.getByTestId('summary-to')).toHaveText('Кемер');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/test-results/screens/points-ru-summary-${width}.png`, fullPage: true });
  }

  await page.getByTestId('vehicle-card').first().click();
  await page.getByRole('button', { name: /Далее/ }).click();
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  await textbox('Имя').fill('Ivan');
  await textbox('Фамилия').fill('Petrov');
  const email = `points.${Date.now()}@example.com`;
  await textbox('Эл. почта').fill(email);
  // The Russian page starts with +7 (decision 026), so a Russian mobile.
  await textbox('Телефон').fill('916 123 45 67');
  await textbox('Номер рейса').fill('SU2136');
  await page.getByLabel('Время посадки самолёта').fill('10:40');
  await acknowledgeNotice(page);
  await page.getByRole('button', { name: 'Завершить бронирование' }).click();
  const pnr = (await page.getByTestId('success-pnr').textContent())!.trim();
  expect(pnr).toMatch(/^[A-Z0-9]{4,10}$/);
  await expect(page.getByTestId('fact-pickup')).toHaveText('Аэропорт Анталья (AYT)');
  await expect(page.getByTestId('fact-destination')).toHaveText('Кемер');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/test-results/screens/points-ru-success-${width}.png`, fullPage: true });
  }

  // The PNR look-up and the manage view, in Russian.
  await openHydrated(page, `/ru/booking-search?pnr=${pnr}`);
  const result = page.getByTestId('search-result');
  await expect(result.getByTestId('fact-pickup')).toHaveText('Аэропорт Анталья (AYT)');
  await expect(result.getByTestId('fact-destination')).toHaveText('Кемер');
  await expect(result).not.toContainText(AYT);
  const open = page.getByTestId('manage-open');
  await open.getByLabel('Ваш адрес эл. почты').fill(email);
  await open.getByRole('button', { name: 'Открыть' }).click();
  const view = page.getByTestId('manage-view');
  await expect(view).toContainText('Аэропорт Анталья (AYT) → Кемер');
  await expect(view).not.toContainText(AYT);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/test-results/screens/points-ru-pnr-manage-${width}.png`, fullPage: true });
  }

  const signIn = await page.request.post('/api/auth/login', { data: { username: 'admin', password: 'riviera-demo' } });
  expect(signIn.ok()).toBe(true);
  const list = (await (await page.request.get(`/api/bookings?search=${pnr}`)).json()) as {
    data: { data: { pnr_code: string; pickup_location: string; destination: string }[] };
  };
  const booking = list.data.data.find((b) => b.pnr_code === pnr);
  expect(booking).toMatchObject({ pickup_location: AYT, destination: 'Kemer' });
});

test('the suggestion list at 390 px shows the visitor’s name and the canonical one', async ({ page }) => {
  await switchTo(page, 'Русский');
  await page.setViewportSize({ width: 390, height: 844 });
  const from = page.getByRole('combobox', { name: 'Откуда', exact: true });
  await from.click();
  await from.fill('Аэро');
  // Both airports, and nothing else once the typed text's answer is in.
  await expect(page.getByRole('listbox', { name: 'Откуда' }).getByRole('option')).toHaveText([
    /^Аэропорт Анталья \(AYT\)Antalya Havalimanı \(AYT\)$/,
    /^Аэропорт Газипаша-Аланья \(GZP\)Gazipaşa-Alanya Havalimanı \(GZP\)$/,
  ]);
  await page.screenshot({ path: 'e2e/test-results/screens/route-points-ru-390.png' });
});

test('route management edits a point’s names behind the language switch; a seeded route saves with blank prices', async ({ page }) => {
  const field = (text: string) => new RegExp(`^${text}( \\*)?$`);
  await page.goto('/admin/login');
  await page.getByLabel(field('Kullanıcı Adı')).fill('admin');
  await page.getByLabel(field('Şifre')).fill('riviera-demo');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto('/admin/routes');
  await page.getByLabel('Konum ara').fill('KAŞ');
  const row = page.getByRole('row').filter({ hasText: 'Antalya Havalimanı (AYT)' }).filter({ hasText: 'Kaş' }).first();
  await row.getByRole('button', { name: /düzenle/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Rota Düzenle' });
  await dialog.getByRole('button', { name: 'RU' }).click();
  await expect(dialog.getByLabel('Nereden (RU)')).toHaveValue('Аэропорт Анталья (AYT)');
  await expect(dialog.getByLabel('Nereye (RU)')).toHaveValue('Каш');
  await dialog.getByRole('button', { name: 'PL', exact: true }).click();
  await dialog.getByLabel('Nereye (PL)').fill('Kaş (Likia)');
  await page.screenshot({ path: 'e2e/test-results/screens/route-dialog-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'e2e/test-results/screens/route-dialog-390.png' });
  await dialog.getByRole('button', { name: 'Güncelle' }).click();
  await expect(dialog).toBeHidden();

  // The public autocomplete shows the new Polish name at once.
  const answer = (await (await page.request.get('/api/routes/locations?role=to&q=likia&lang=pl&from=Antalya%20Havaliman%C4%B1%20(AYT)')).json()) as {
    data: { value: string; label: string }[];
  };
  expect(answer.data).toEqual([{ value: 'Kaş', label: 'Kaş (Likia)' }]);
});
