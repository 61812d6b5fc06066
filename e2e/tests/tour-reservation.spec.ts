import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { acknowledgeNotice } from '../support/notice.js';
import { openHydrated } from '../support/pages.js';
import { postHonouringLimit } from '../support/rate-limit.js';

const dbFile = path.resolve(import.meta.dirname, '../.data/app.db');

interface StoredReservation {
  pnr_code: string;
  customer_name: string;
  customer_surname: string;
  country_code: string;
  customer_phone: string;
  passenger_count: number;
  children_count: number;
  currency: string;
  unit_price: number;
  children_price: number;
  total_price: number;
}

/** Reads what the server stored, straight from its SQLite file (the e2e server runs on SQLite). */
function stored(where: string, ...params: unknown[]): StoredReservation[] {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT * FROM tour_reservations WHERE ${where}`).all(...params) as StoredReservation[];
  } finally {
    db.close();
  }
}

function istanbulDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

async function openFirstTour(page: Page) {
  await openHydrated(page, '/#tours');
  const details = page
    .locator('#tours')
    .getByRole('button', { name: /detayları/ })
    .first();
  await details.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { dialog, details };
}

async function fillForm(page: Page, surname: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill('Elif');
  await dialog.getByLabel('Soyad').fill(surname);
  await dialog.getByLabel('E-posta').fill('elif@example.com');
  await dialog.getByLabel('Ülke kodu').selectOption('+49');
  await dialog.getByLabel('Telefon').fill('170 1234567');
  await dialog.getByLabel('Tur tarihi').fill(istanbulDate(10));
  await dialog.getByLabel('Saat').fill('08:30');
  await dialog.getByLabel('Yetişkin').selectOption('2');
  await dialog.getByLabel('Çocuk', { exact: true }).selectOption('1');
}

test.describe('tour reservation through the modal', () => {
  test('details, form with a live total, success with a PNR stored with the surname and a server total', async ({
    page,
  }) => {
    const { dialog } = await openFirstTour(page);
    for (const label of ['Kategori', 'Süre', 'Konum', 'Öne Çıkanlar', 'Fiyata Dahil', 'Fiyata Dahil Değil']) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('link', { name: 'Hemen Ara' })).toHaveAttribute('href', /^tel:/);
    await dialog.getByRole('button', { name: 'Rezervasyon Yap' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Ad', exact: true })).toBeFocused();
    // TRY is the tour form's default currency (§9).
    await expect(dialog.getByLabel('Para birimi')).toHaveValue('TRY');
    await expect(dialog.getByLabel('Ülke kodu').locator('option:not([value=""])')).toHaveCount(28);

    await fillForm(page, 'Kaya');
    await expect(dialog.getByTestId('tour-total')).toContainText('₺');
    const shownTotal = await dialog.getByTestId('tour-total').textContent();
    await acknowledgeNotice(dialog);
    await dialog.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();

    await expect(dialog.getByRole('heading', { name: 'Rezervasyonunuz Alındı' })).toBeVisible();
    const pnr = (await dialog.getByTestId('tour-pnr').textContent())!.trim();
    expect(pnr).toMatch(/^[A-Z0-9]{4,10}$/);

    const [row] = stored('pnr_code = ?', pnr);
    expect(row).toBeDefined();
    expect(row!.customer_name).toBe('Elif');
    expect(row!.customer_surname).toBe('Kaya');
    // stored in E.164 (decision 026)
    expect(row!.customer_phone).toBe('+491701234567');
    expect(row!.currency).toBe('TRY');
    expect(row!.passenger_count).toBe(2);
    expect(row!.children_count).toBe(1);
    expect(row!.total_price).toBeCloseTo(2 * row!.unit_price + row!.children_price, 2);
    // What the form showed is the server's figure, rounded to whole lira.
    expect(shownTotal!.replace(/\D/g, '')).toBe(String(Math.round(row!.total_price)));

    // Closing resets everything: the next opening starts from the details.
    await dialog.getByRole('button', { name: 'Kapat' }).last().click();
    await expect(dialog).toBeHidden();
    await page
      .locator('#tours')
      .getByRole('button', { name: /detayları/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Rezervasyon Yap' })).toBeVisible();
  });

  test('the form explains what is missing in Turkish and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().includes('/api/tour-reservations') && posts.push(r.url()),
    );
    const { dialog } = await openFirstTour(page);
    await dialog.getByRole('button', { name: 'Rezervasyon Yap' }).click();
    await dialog.getByLabel('E-posta').fill('elif@');
    await acknowledgeNotice(dialog);
    await dialog.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
    for (const text of [
      'Soyad gereklidir',
      'Geçerli bir e-posta adresi giriniz',
      'Telefon numarası gereklidir',
      'Tarih gereklidir',
      'Saat gereklidir',
    ]) {
      await expect(dialog.getByText(text)).toBeVisible();
    }
    await expect(dialog.getByText('Ad gereklidir', { exact: true })).toBeVisible();
    expect(posts).toEqual([]);
    // Escape closes the modal and returns focus to the card button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a double click reserves once', async ({ page }) => {
    const { dialog } = await openFirstTour(page);
    await dialog.getByRole('button', { name: 'Rezervasyon Yap' }).click();
    await fillForm(page, 'Çiftklik');
    await acknowledgeNotice(dialog);
    await dialog.getByRole('button', { name: 'Rezervasyonu Tamamla' }).dblclick();
    await expect(dialog.getByTestId('tour-pnr')).toBeVisible();
    expect(stored('customer_surname = ?', 'Çiftklik')).toHaveLength(1);
  });

  test('a lost connection and a server failure show the spec messages', async ({ page }) => {
    const { dialog } = await openFirstTour(page);
    await dialog.getByRole('button', { name: 'Rezervasyon Yap' }).click();
    await fillForm(page, 'Hata');
    await page.route('**/api/tour-reservations', (route) => route.abort('internetdisconnected'));
    await acknowledgeNotice(dialog);
    await dialog.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.',
    );
    await page.unroute('**/api/tour-reservations');
    await page.route('**/api/tour-reservations', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'x' } }),
    );
    await acknowledgeNotice(dialog);
    await dialog.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Rezervasyon sırasında bir hata oluştu. Lütfen tekrar deneyin.',
    );
    expect(stored('customer_surname = ?', 'Hata')).toHaveLength(0);
  });
});

/** The first active tour's slug, as the public API answers it. */
async function firstTourSlug(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/tours?per_page=1')).json()) as {
    data: { data: { slug: string }[] };
  };
  return list.data.data[0]!.slug;
}

/**
 * A field of a server-rendered tour form, by its name: the labels' ids come from a counter that runs
 * on for the server's life, and a part the browser draws itself can be given the same id (the
 * navbar's currency select), so a label can point at the wrong control on these pages.
 */
const field = (form: Locator, name: string) => form.locator(`[name="${name}"]`);

test.describe('tour reservations of foreign visitors (issue 32 §1, §7; decision 026)', () => {
  test('the English page starts in euros like its prices and with no dialling code; a Danish 8-digit mobile reserves', async ({
    page,
  }) => {
    await openHydrated(page, `/en/tours/${await firstTourSlug(page)}`);
    const form = page.getByRole('region', { name: 'Book this tour' });
    // the prices beside the form and the form's total are in one currency
    await expect(field(form, 'currency')).toHaveValue('EUR');
    await expect(page.getByText(/^Adult €\d+/).first()).toBeVisible();
    await expect(form.getByTestId('tour-total')).toContainText('€');
    await expect(field(form, 'country_code')).toHaveValue('');
    await expect(field(form, 'customer_phone')).toHaveAttribute('placeholder', '+44 7400 123456');

    await field(form, 'customer_name').fill('Freja');
    await field(form, 'customer_surname').fill('Jensen');
    await field(form, 'customer_email').fill('freja@example.com');
    await field(form, 'customer_phone').fill('20 12 34 56');
    await field(form, 'booking_date').fill(istanbulDate(9));
    await field(form, 'booking_time').fill('09:30');
    await acknowledgeNotice(form);
    await form.getByRole('button', { name: 'Complete Booking' }).click();
    // without a code the number cannot be dialled: the form asks for one, in English
    await expect(
      form.getByText('Please choose the country code, or type the number starting with +'),
    ).toBeVisible();
    await field(form, 'country_code').selectOption('+45');
    await form.getByRole('button', { name: 'Complete Booking' }).click();
    const pnr = (await form.getByTestId('tour-pnr').textContent())!.trim();
    const [row] = stored('pnr_code = ?', pnr);
    expect(row).toMatchObject({ country_code: '+45', customer_phone: '+4520123456', currency: 'EUR' });
  });

  test('the Polish page picks +48 and euros; a Polish 9-digit mobile is grouped and reserves', async ({
    page,
  }) => {
    await openHydrated(page, `/pl/wycieczki/${await firstTourSlug(page)}`);
    const form = page.getByRole('region', { name: 'Zarezerwuj tę wycieczkę' });
    await expect(field(form, 'currency')).toHaveValue('EUR');
    await expect(field(form, 'country_code')).toHaveValue('+48');
    const phone = field(form, 'customer_phone');
    await expect(phone).toHaveAttribute('placeholder', '512 345 678');

    await field(form, 'customer_name').fill('Anna');
    await field(form, 'customer_surname').fill('Nowak');
    await field(form, 'customer_email').fill('anna.nowak@example.com');
    await phone.fill('601234567');
    // leaving the field groups the number as Poland writes it
    await field(form, 'booking_date').fill(istanbulDate(11));
    await expect(phone).toHaveValue('601 234 567');
    await field(form, 'booking_time').fill('10:00');
    await acknowledgeNotice(form);
    await form.getByRole('button', { name: 'Dokończ rezerwację' }).click();
    const pnr = (await form.getByTestId('tour-pnr').textContent())!.trim();
    const [row] = stored('pnr_code = ?', pnr);
    expect(row).toMatchObject({ country_code: '+48', customer_phone: '+48601234567', currency: 'EUR' });
  });

  test('the Turkish tour form keeps the spec: +90 and lira', async ({ page }) => {
    await openHydrated(page, `/turlar/${await firstTourSlug(page)}`);
    const form = page.getByRole('region', { name: 'Bu turu ayırtın' });
    await expect(field(form, 'country_code')).toHaveValue('+90');
    await expect(field(form, 'currency')).toHaveValue('TRY');
  });
});

test.describe('POST /api/tour-reservations refuses bad input and ignores client totals', () => {
  test('past date, bad e-mail and 9 passengers are 422; a client-chosen total is ignored', async ({
    request,
  }) => {
    // up to one wait for the minute's limit (postHonouringLimit) on top of the usual minute
    test.setTimeout(150_000);
    const tours = (await (await request.get('/api/tours?per_page=1')).json()) as {
      data: { data: { id: number }[] };
    };
    const base = {
      tour_id: tours.data.data[0]!.id,
      customer_name: 'Api',
      customer_surname: 'Deneme',
      customer_email: 'api@example.com',
      notice_version: 1,
      country_code: '+90',
      customer_phone: '532 000 00 00',
      booking_date: istanbulDate(5),
      booking_time: '10:00',
      passenger_count: 2,
      children_count: 0,
      currency: 'EUR',
    };
    for (const [field, bad] of [
      ['booking_date', istanbulDate(-1)],
      ['customer_email', 'not-an-email'],
      ['passenger_count', 9],
    ] as const) {
      const res = await postHonouringLimit(request, '/api/tour-reservations', { ...base, [field]: bad });
      expect(res.status(), field).toBe(422);
      const body = (await res.json()) as { success: boolean; errors: Record<string, string[]> };
      expect(body.success).toBe(false);
      expect(body.errors[field]).toBeDefined();
    }
    const res = await postHonouringLimit(request, '/api/tour-reservations', {
      ...base,
      customer_surname: 'Toplam',
      total_price: 1,
      total: 1,
    });
    expect(res.status()).toBe(201);
    const { data } = (await res.json()) as { data: { pnr_code: string } };
    const [row] = stored('pnr_code = ?', data.pnr_code);
    expect(row!.customer_surname).toBe('Toplam');
    expect(row!.total_price).toBeGreaterThan(1);
    expect(row!.total_price).toBeCloseTo(2 * row!.unit_price, 2);
  });
});
