import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acknowledgeNotice } from '../support/notice.js';
import { openHydrated } from '../support/pages.js';

const AIRPORT = 'Antalya Havalimanı (AYT)';
const RESORT = 'Kemer';
const DB_FILE = path.resolve(import.meta.dirname, '../.data/app.db');

/** An Istanbul date `days` from today, as the quick form sends it. */
function day(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function bookingUrl(over: Record<string, string> = {}): string {
  const q = new URLSearchParams({
    pickup_location: AIRPORT,
    destination: RESORT,
    pickup_date: day(12),
    pickup_time: '14:30',
    return_date: '',
    return_time: '',
    passengers: '3',
    currency: 'EUR',
    trip_type: 'one_way',
    ...over,
  });
  return `/booking?${q.toString()}`;
}

/** A real (tiny) PNG made here: signature, IHDR, one IDAT row, IEND, with correct CRCs. */
function makePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0); // width
  ihdr.writeUInt32BE(2, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** axe (WCAG 2 A/AA) on the page's main content: no serious or critical findings. */
async function expectNoSeriousA11yProblems(page: Page) {
  const report = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = report.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(
    serious.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary ?? ''}`)),
  ).toEqual([]);
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function chooseFirstVehicleAndContinue(page: Page) {
  const next = page.getByRole('button', { name: /İleri/ });
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByTestId('vehicle-card').first().click();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Yolcu ve uçuş bilgileri' })).toBeVisible();
}

async function fillContact(page: Page, email: string) {
  await textbox(page, 'Ad').fill('Ayşe');
  await textbox(page, 'Soyad').fill('Yılmaz');
  await textbox(page, 'E-posta').fill(email);
  await textbox(page, 'Telefon').fill('532 123 45 67');
  await textbox(page, 'Uçuş Kodu').fill('TK2412');
  await page.getByLabel('İniş Saati').fill('13:50');
}

function bookingsWithEmail(
  email: string,
): { pnr_code: string; ticket_image: string | null; luggage_large: number; total_eur: number }[] {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'SELECT pnr_code, ticket_image, luggage_large, total_eur FROM bookings WHERE customer_email = ?',
      )
      .all(email) as {
      pnr_code: string;
      ticket_image: string | null;
      luggage_large: number;
      total_eur: number;
    }[];
  } finally {
    db.close();
  }
}

/** A tour reservation to look up, made through the public API as a visitor would. */
async function createTourReservation(request: APIRequestContext): Promise<string> {
  const tours = (await (await request.get('/api/tours?per_page=1')).json()) as {
    data: { data: { id: number; title: string; location: string }[] };
  };
  const tour = tours.data.data[0]!;
  const res = await request.post('/api/tour-reservations', {
    data: {
      tour_id: tour.id,
      customer_name: 'Mehmet',
      customer_surname: 'Demir',
      customer_email: 'mehmet.demir@example.com',
      notice_version: 1,
      customer_phone: '+90 555 444 33 22',
      booking_date: day(6),
      booking_time: '09:00',
      passenger_count: 2,
      children_count: 1,
      special_requests: '',
      currency: 'EUR',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { pnr_code: string } }).data.pnr_code;
}

test.describe('transfer booking', () => {
  test('airport pickup with a ticket image: vehicle → details → success page → found by PNR', async ({
    page,
    browser,
    request,
  }) => {
    const email = `e2e.${Date.now()}@example.com`;
    const pnrLookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/bookings/search-by-pnr')) pnrLookups.push(r.url());
    });
    await openHydrated(page, bookingUrl());
    await expect(page.getByTestId('summary-from')).toHaveText(AIRPORT);
    await expect(page.getByTestId('summary-to')).toHaveText(RESORT);
    // Each vehicle shows its one-way price for this route.
    await expect(page.getByTestId('vehicle-price').first()).toHaveText(/^€\d+/);
    await chooseFirstVehicleAndContinue(page);

    await fillContact(page, email);
    await page
      .getByLabel('Bilet Görseli')
      .setInputFiles({ name: 'bilet.png', mimeType: 'image/png', buffer: makePng() });
    await expect(page.getByTestId('ticket-chosen')).toContainText('bilet.png');
    await page.getByRole('button', { name: 'Büyük bavul artır' }).click();
    await page.getByRole('button', { name: 'Büyük bavul artır' }).click();
    await page.getByRole('button', { name: 'Yolcu Ekle' }).click();
    await textbox(page, 'Ad').nth(1).fill('Ali');
    await textbox(page, 'Soyad').nth(1).fill('Yılmaz');
    // A free extra says so; choosing a paid one raises the server's price.
    await expect(page.getByText('Ücretsiz').first()).toBeVisible();
    const totalBefore = await page.getByTestId('total-price').textContent();
    await page.getByRole('checkbox', { name: /Bebek koltuğu/ }).check();
    await expect(page.getByTestId('total-price')).not.toHaveText(totalBefore!);

    await expectNoSeriousA11yProblems(page);

    await acknowledgeNotice(page);
    await page.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
    await expect(page).toHaveURL(/\/booking-success\?pnr=[A-Z0-9]{4,10}$/);
    await expect(page.getByRole('heading', { name: 'Rezervasyon Başarılı!' })).toBeVisible();
    const pnr = (await page.getByTestId('success-pnr').textContent())!.trim();
    expect(new URL(page.url()).searchParams.get('pnr')).toBe(pnr);
    await expect(page.getByText('2 büyük bavul')).toBeVisible();
    await expect(page.getByText('Bebek koltuğu')).toBeVisible();
    await expect(page.getByTestId('contact-block')).toBeVisible();
    // Public pages never show the customer's address in full.
    await expect(page.getByText(email)).toHaveCount(0);
    await expectNoSeriousA11yProblems(page);
    // The page read the booking with the tab's read token: the visitor's PNR look-ups are untouched.
    expect(pnrLookups).toEqual([]);

    // The booking number opens the booking in the tab that made it, and nowhere else: alone, it is
    // not found, exactly like an unknown number.
    const orn = (await page.getByTestId('success-booking-number').textContent())!.trim();
    expect(orn).toMatch(/^ORN\d{6,}$/);
    await openHydrated(page, `/booking-success?booking_id=${orn}`);
    await expect(page.getByTestId('success-pnr')).toHaveText(pnr);
    const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/booking-success?booking_id=${orn}`);
    await expect(strangerPage.getByTestId('success-error')).toContainText('Rezervasyon bulunamadı');
    await expect(strangerPage.getByText(pnr)).toHaveCount(0);
    await stranger.close();
    const byNumber = await request.get(`/api/bookings/${orn}`);
    expect(byNumber.status()).toBe(404);
    expect(await byNumber.text()).not.toContain(pnr);

    const stored = bookingsWithEmail(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.pnr_code).toBe(pnr);
    expect(stored[0]!.ticket_image).toMatch(/^\/uploads\/tickets\/[0-9a-f]{32}\.png$/);
    expect(stored[0]!.luggage_large).toBe(2);

    // The wizard replaced its history entry: Back does not return to a filled-in form.
    await openHydrated(page, '/booking-search');
    await page.getByLabel('PNR Kodu').fill(pnr.toLowerCase());
    await expect(page.getByLabel('PNR Kodu')).toHaveValue(pnr);
    await page.getByRole('button', { name: 'Sorgula' }).click();
    const result = page.getByTestId('search-result');
    await expect(result).toContainText('Transfer Rezervasyonu');
    await expect(result).toContainText(pnr);
    await expect(result.getByTestId('status-badge')).toHaveText('Beklemede');
    await expectNoSeriousA11yProblems(page);
  });

  test('an empty step 2 lists every problem in one alert, and nothing typed is lost', async ({ page }) => {
    await openHydrated(page, bookingUrl());
    await chooseFirstVehicleAndContinue(page);
    await acknowledgeNotice(page);
    await page.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
    const alert = page.getByTestId('booking-errors');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toContainText('Lütfen aşağıdaki hataları düzeltin:');
    for (const message of [
      'Ad gereklidir',
      'Soyad gereklidir',
      'E-posta adresi gereklidir',
      'Telefon numarası gereklidir',
      'Uçuş kodu gereklidir',
      'Havalimanından alış için iniş saati gereklidir',
    ]) {
      await expect(alert.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(alert).toBeFocused();

    await textbox(page, 'E-posta').fill('not-an-email');
    await textbox(page, 'Telefon').fill('12');
    await acknowledgeNotice(page);
    await page.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
    await expect(alert.getByText('Geçerli bir e-posta adresi giriniz')).toBeVisible();
    await expect(alert.getByText('Geçerli bir telefon numarası giriniz')).toBeVisible();

    // Going back to step 1 and forward again keeps what was typed.
    await page.getByRole('button', { name: /Geri/ }).click();
    await page.getByRole('button', { name: /İleri/ }).click();
    await expect(textbox(page, 'E-posta')).toHaveValue('not-an-email');
  });

  test('a round trip shows the discounted price label, the notice, and a retried submission makes one booking', async ({
    page,
  }) => {
    const email = `e2e.retry.${Date.now()}@example.com`;
    await openHydrated(
      page,
      bookingUrl({ trip_type: 'round_trip', return_date: day(19), return_time: '11:00' }),
    );
    await expect(page.getByText(/Gidiş-Dönüş \(%\d+ indirimli\)/).first()).toBeVisible();
    await chooseFirstVehicleAndContinue(page);
    await expect(page.getByTestId('round-trip-notice')).toContainText('her iki yönün ücreti');
    await expect(page.getByText(/Gidiş-dönüş indirimi/)).toBeVisible();
    await fillContact(page, email);

    // The first answer is lost on the way back (the booking was made); the visitor tries again.
    let attempts = 0;
    await page.route('**/api/bookings', async (route) => {
      attempts++;
      if (attempts === 1) {
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await acknowledgeNotice(page);
    await page.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
    await expect(page.getByTestId('booking-errors')).toContainText('Bağlantı hatası:');
    await expect(textbox(page, 'Ad')).toHaveValue('Ayşe');
    await acknowledgeNotice(page);
    await page.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
    await expect(page.getByRole('heading', { name: 'Rezervasyon Başarılı!' })).toBeVisible();
    const pnr = (await page.getByTestId('success-pnr').textContent())!.trim();
    expect(attempts).toBe(2);
    expect(bookingsWithEmail(email).map((b) => b.pnr_code)).toEqual([pnr]);
    await expect(page.getByTestId('fact-trip-type')).toHaveText('Gidiş-Dönüş');
  });

  test('a tab reloaded while the booking is on its way does not book twice', async ({ page }) => {
    const email = `e2e.reload.${Date.now()}@example.com`;
    await openHydrated(page, bookingUrl());
    await chooseFirstVehicleAndContinue(page);
    await fillContact(page, email);
    // The booking is made on the server, but the tab is reloaded before the answer arrives.
    let attempts = 0;
    let madeFirst!: () => void;
    const firstMade = new Promise<void>((resolve) => (madeFirst = resolve));
    await page.route('**/api/bookings', async (route) => {
      attempts++;
      if (attempts === 1) {
        await route.fetch();
        madeFirst();
        return; // never answered: the reload below abandons it
      }
      await route.continue();
    });
    await acknowledgeNotice(page);
    await page.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
    await firstMade;
    await page.reload();
    // What was typed is still there; sending it again returns the booking already made.
    await expect(textbox(page, 'E-posta')).toHaveValue(email);
    await acknowledgeNotice(page);
    await page.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
    await expect(page.getByRole('heading', { name: 'Rezervasyon Başarılı!' })).toBeVisible();
    const pnr = (await page.getByTestId('success-pnr').textContent())!.trim();
    expect(bookingsWithEmail(email).map((b) => b.pnr_code)).toEqual([pnr]);
  });

  test('a tour PNR is found on /booking-search, and the success page points there', async ({
    page,
    request,
  }) => {
    const pnr = await createTourReservation(request);
    await openHydrated(page, '/booking-search');
    await page.getByLabel('PNR Kodu').fill(pnr);
    await page.getByRole('button', { name: 'Sorgula' }).click();
    const result = page.getByTestId('search-result');
    await expect(result).toContainText('Tur Rezervasyonu');
    await expect(result).toContainText(pnr);
    await expect(result.getByTestId('status-badge')).toHaveText(/Onaylandı|Beklemede/);
    await expect(result.getByTestId('fact-tour-title')).not.toBeEmpty();

    await openHydrated(page, `/booking-success?pnr=${pnr}`);
    await expect(page.getByTestId('success-error')).toContainText(
      'Bu PNR bir tur rezervasyonuna ait. Lütfen PNR arama sayfasını kullanın.',
    );
    await expect(page.getByRole('link', { name: 'Ana Sayfa' }).last()).toHaveAttribute('href', '/');
  });

  test('the PNR page validates the code and reports an unknown one', async ({ page }) => {
    await openHydrated(page, '/booking-search');
    await page.getByRole('button', { name: 'Sorgula' }).click();
    await expect(page.getByText('Lütfen PNR kodunuzu girin')).toBeVisible();
    await page.getByLabel('PNR Kodu').fill('ab');
    await page.getByRole('button', { name: 'Sorgula' }).click();
    await expect(
      page.getByText('PNR kodu sadece büyük harf ve rakam içermelidir (4-10 karakter)'),
    ).toBeVisible();
    await page.getByLabel('PNR Kodu').fill('ZZZZ2222');
    await page.getByRole('button', { name: 'Sorgula' }).click();
    await expect(page.getByTestId('search-error')).toHaveText('Rezervasyon bulunamadı');
  });

  test('success page errors: no parameter, a bad id, an unknown booking', async ({ page }) => {
    await openHydrated(page, '/booking-success');
    await expect(page.getByTestId('success-error')).toContainText('Rezervasyon parametresi bulunamadı');
    await openHydrated(page, '/booking-success?booking_id=abc');
    await expect(page.getByTestId('success-error')).toContainText('Geçersiz rezervasyon ID formatı');
    await openHydrated(page, '/booking-success?booking_id=ORN999999');
    await expect(page.getByTestId('success-error')).toContainText('Rezervasyon bulunamadı');
  });

  test('missing or broken trip parameters explain what to do instead of crashing', async ({ page }) => {
    await openHydrated(page, '/booking?pickup_location=Kemer&passengers=abc');
    await expect(page.getByRole('alert')).toContainText('Transfer bilgileri eksik veya geçersiz');
    await page.getByRole('link', { name: 'Rezervasyon formuna git' }).click();
    await expect(page).toHaveURL(/\/$/);
    await openHydrated(page, bookingUrl({ destination: 'Hiçbiryer' }));
    await expect(page.getByRole('alert')).toContainText(
      'Seçilen güzergah için tanımlı bir rota bulunamadı. Lütfen farklı bir güzergah seçin.',
    );
  });

  test('a Polish visitor books with a 9-digit mobile: +48 chosen for them, the number grouped, stored in E.164', async ({
    page,
  }) => {
    // issue 32 §1 and §7: the customer step at 390 px on /pl/
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `e2e.pl.${Date.now()}@example.com`;
    await openHydrated(page, `/pl${bookingUrl()}`);
    await page.getByTestId('vehicle-card').first().click();
    await page.getByRole('button', { name: /Dalej/ }).click();
    await expect(page.getByRole('heading', { name: 'Dane pasażera i lotu' })).toBeVisible();
    const phone = textbox(page, 'Telefon');
    await expect(page.getByLabel('Kierunkowy kraju')).toHaveValue('+48');
    await expect(phone).toHaveAttribute('placeholder', '512 345 678');

    await textbox(page, 'Imię').fill('Anna');
    await textbox(page, 'Nazwisko').fill('Nowak');
    await textbox(page, 'E-mail').fill(email);
    await textbox(page, 'Numer lotu').fill('LO2411');
    await page.getByLabel('Godzina lądowania').fill('13:50');
    await acknowledgeNotice(page);
    // a digit short: refused in the browser, in Polish
    await phone.fill('601 234 56');
    await page.getByRole('button', { name: 'Dokończ rezerwację' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Podaj prawidłowy numer telefonu' });
    await expect(refused).toBeInViewport();
    // the alert is scrolled to smoothly: wait until the page stands still, then show the field
    await expect
      .poll(async () => {
        const before = await page.evaluate(() => window.scrollY);
        await page.waitForTimeout(150);
        return before === (await page.evaluate(() => window.scrollY));
      })
      .toBe(true);
    await phone.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.screenshot({ path: 'e2e/screenshots/phone-pl-customer-step-390-refused.png' });

    await phone.fill('601234567');
    // leaving the field groups the number as Poland writes it
    await textbox(page, 'Numer lotu').focus();
    await expect(phone).toHaveValue('601 234 567');
    await phone.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'e2e/screenshots/phone-pl-customer-step-390.png' });

    await page.getByRole('button', { name: 'Dokończ rezerwację' }).click();
    await expect(page).toHaveURL(/\/pl\/booking-success\?pnr=[A-Z0-9]{4,10}$/);
    const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
    try {
      expect(
        db.prepare('SELECT country_code, customer_phone FROM bookings WHERE customer_email = ?').get(email),
      ).toEqual({
        country_code: '+48',
        customer_phone: '+48601234567',
      });
    } finally {
      db.close();
    }
  });

  test('a Danish visitor on the English page: no code chosen for them, asked for one, books with an 8-digit mobile', async ({
    page,
  }) => {
    const email = `e2e.dk.${Date.now()}@example.com`;
    await openHydrated(page, `/en${bookingUrl()}`);
    await page.getByTestId('vehicle-card').first().click();
    await page.getByRole('button', { name: /Next/ }).click();
    await expect(page.getByRole('heading', { name: 'Passenger and flight details' })).toBeVisible();
    await expect(page.getByLabel('Country code')).toHaveValue('');

    await textbox(page, 'First name').fill('Freja');
    await textbox(page, 'Last name').fill('Jensen');
    await textbox(page, 'E-mail').fill(email);
    await textbox(page, 'Phone').fill('20 12 34 56');
    await textbox(page, 'Flight Code').fill('SK1785');
    await page.getByLabel('Landing Time').fill('13:50');
    await acknowledgeNotice(page);
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose the country code' })).toBeVisible();

    await page.getByLabel('Country code').selectOption('+45');
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    await expect(page).toHaveURL(/\/en\/booking-success\?pnr=[A-Z0-9]{4,10}$/);
    const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
    try {
      expect(
        db.prepare('SELECT country_code, customer_phone FROM bookings WHERE customer_email = ?').get(email),
      ).toEqual({
        country_code: '+45',
        customer_phone: '+4520123456',
      });
    } finally {
      db.close();
    }
  });

  test('on a phone both steps fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, bookingUrl());
    await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await chooseFirstVehicleAndContinue(page);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
