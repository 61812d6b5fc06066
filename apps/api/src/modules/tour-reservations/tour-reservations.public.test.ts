import { PNR_PATTERN, todayInIstanbul } from '@riviera/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let tour: { id: number; price: number; children_price: number | null; title: string };
let rates: Record<string, number>;
let ipCounter = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const tours = json<{ data: { data: (typeof tour)[] } }>(await ctx.app.inject('/api/tours?per_page=9999'));
  // A tour with its own children price, so both prices are exercised.
  tour = tours.data.data.find((t) => t.children_price !== null) ?? tours.data.data[0]!;
  const currencies = json<{ data: { code: string; rate_to_try: number }[] }>(
    await ctx.app.inject('/api/currencies/active'),
  );
  rates = Object.fromEntries(currencies.data.map((c) => [c.code, c.rate_to_try]));
});
afterAll(async () => {
  await ctx.close();
});

const addDays = (ymd: string, days: number) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const body = (over: Record<string, unknown> = {}) => ({
  tour_id: tour.id,
  customer_name: 'Ayşe',
  customer_surname: 'Yılmaz',
  customer_email: 'ayse@example.com',
  notice_version: 1,
  country_code: '+90',
  customer_phone: '532 123 45 67',
  booking_date: addDays(todayInIstanbul(), 7),
  booking_time: '09:30',
  passenger_count: 2,
  children_count: 1,
  special_requests: 'Vejetaryen menü',
  currency: 'TRY',
  ...over,
});

/** Every call comes from its own client address unless told, so the rate limit stays out of the way. */
function post(payload: unknown, opts: { headers?: Record<string, string>; ip?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tour-reservations',
    payload: payload as Record<string, unknown>,
    headers: opts.headers,
    remoteAddress: opts.ip ?? `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
  });
}

interface Created {
  success: boolean;
  data: {
    pnr_code: string;
    reservation: {
      customer_surname: string;
      total_price: number;
      currency: string;
      unit_price: number;
      children_price: number;
      customer_phone: string;
    };
  };
}

const storedByPnr = (pnr: string) =>
  ctx.db.selectFrom('tour_reservations').selectAll().where('pnr_code', '=', pnr).executeTakeFirst();

describe('POST /api/tour-reservations', () => {
  it('stores the reservation with the surname, a PNR and a total computed on the server', async () => {
    const res = await post(body({ total_price: 1, unit_price: 1 }));
    expect(res.statusCode).toBe(201);
    const created = json<Created>(res);
    expect(created.success).toBe(true);
    expect(created.data.pnr_code).toMatch(PNR_PATTERN);

    const row = await storedByPnr(created.data.pnr_code);
    expect(row).toBeDefined();
    expect(row!.customer_name).toBe('Ayşe');
    expect(row!.customer_surname).toBe('Yılmaz');
    expect(row!.customer_phone).toBe('+905321234567');
    expect(row!.status).toBe('pending');
    expect(row!.tour_title).toBe(tour.title);

    // Tour prices are euro; TRY per person = price × (EUR rate / TRY rate), in the whole units shown
    // (decision 027), and the total is the sum of those lines.
    const rate = rates.EUR! / rates.TRY!;
    const adult = Math.round(tour.price * rate);
    const child = Math.round((tour.children_price ?? tour.price / 2) * rate);
    expect(row!.unit_price).toBe(adult);
    expect(row!.children_price).toBe(child);
    expect(row!.total_price).toBe(2 * adult + child);
    expect(row!.total_price).not.toBe(1);
    expect(row!.total_eur).toBeCloseTo(2 * tour.price + (tour.children_price ?? tour.price / 2), 2);
    expect(created.data.reservation.total_price).toBe(row!.total_price);

    const pnr = await ctx.db
      .selectFrom('pnr_codes')
      .selectAll()
      .where('code', '=', created.data.pnr_code)
      .executeTakeFirst();
    expect(pnr?.kind).toBe('tour');
  });

  it('prices children at half the adult price when the tour has no children price', async () => {
    const noChildPrice = await ctx.db
      .updateTable('tours')
      .set({ children_price: null })
      .where('id', '=', tour.id)
      .returning(['price'])
      .executeTakeFirstOrThrow();
    try {
      const res = await post(body({ currency: 'EUR', passenger_count: 1, children_count: 2 }));
      expect(res.statusCode).toBe(201);
      const row = await storedByPnr(json<Created>(res).data.pnr_code);
      const half = Math.round(noChildPrice.price / 2);
      expect(row!.children_price).toBe(half);
      expect(row!.total_price).toBe(noChildPrice.price + 2 * half);
    } finally {
      await ctx.db
        .updateTable('tours')
        .set({ children_price: tour.children_price })
        .where('id', '=', tour.id)
        .execute();
    }
  });

  it("prices lines that add up: 4 × 2.228 ₺ + 1 × 1.114 ₺ = 10.026 ₺ for a 45 € tour (issue 32)", async () => {
    const before = await ctx.db.selectFrom('tours').select(['price', 'children_price']).where('id', '=', tour.id).executeTakeFirstOrThrow();
    await ctx.db.updateTable('tours').set({ price: 45, children_price: null }).where('id', '=', tour.id).execute();
    try {
      expect(rates.EUR! / rates.TRY!).toBe(49.5);
      const res = await post(body({ currency: 'TRY', passenger_count: 4, children_count: 1 }));
      expect(res.statusCode).toBe(201);
      const created = json<Created>(res).data;
      const row = await storedByPnr(created.pnr_code);
      expect([row!.unit_price, row!.children_price, row!.total_price]).toEqual([2228, 1114, 10026]);
      expect(created.reservation).toMatchObject({ unit_price: 2228, children_price: 1114, total_price: 10026 });
      // the euro record follows the same rule: 4 × 45 + 1 × 23 (22.50 shown as 23)
      expect(row!.total_eur).toBe(203);
    } finally {
      await ctx.db.updateTable('tours').set(before).where('id', '=', tour.id).execute();
    }
  });

  it('takes a phone that already carries its dialling code, as the original client sent it', async () => {
    const res = await post(body({ country_code: undefined, customer_phone: '+49 170 1234567' }));
    expect(res.statusCode).toBe(201);
    const row = await storedByPnr(json<Created>(res).data.pnr_code);
    expect(row!.country_code).toBe('+49');
    expect(row!.customer_phone).toBe('+491701234567');
  });

  it.each([
    ['a Polish mobile of 9 digits', '+48', '601 234 567', '+48601234567'],
    ['a Danish mobile of 8 digits', '+45', '20 12 34 56', '+4520123456'],
  ])('accepts %s and stores it in E.164 (issue 32 §1)', async (_name, code, typed, e164) => {
    const res = await post(body({ country_code: code, customer_phone: typed }));
    expect(res.statusCode).toBe(201);
    const row = await storedByPnr(json<Created>(res).data.pnr_code);
    expect(row).toMatchObject({ country_code: code, customer_phone: e164 });
  });

  it('refuses a number too short for its country with a 422 in the caller’s language', async () => {
    const res = await post(body({ country_code: '+48', customer_phone: '601 234 56' }), {
      headers: { 'accept-language': 'pl' },
    });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
      customer_phone: ['Podaj prawidłowy numer telefonu'],
    });
  });

  it.each([
    [
      'a date in the past',
      { booking_date: addDays(todayInIstanbul(), -1) },
      'booking_date',
      'Geçmiş bir tarih seçilemez',
    ],
    ['a bad e-mail', { customer_email: 'ayse@' }, 'customer_email', 'Geçerli bir e-posta adresi giriniz'],
    ['9 passengers', { passenger_count: 9 }, 'passenger_count', 'Yolcu sayısı 1 ile 8 arasında olmalıdır'],
    ['9 children', { children_count: 9 }, 'children_count', 'Çocuk sayısı 0 ile 8 arasında olmalıdır'],
    ['no surname', { customer_surname: '  ' }, 'customer_surname', 'Soyad gereklidir'],
    ['a bad phone', { customer_phone: '12-34' }, 'customer_phone', 'Geçerli bir telefon numarası giriniz'],
    [
      'passengers as text',
      { passenger_count: 'iki' },
      'passenger_count',
      'Yolcu sayısı 1 ile 8 arasında olmalıdır',
    ],
    ['a bad time', { booking_time: '9.30' }, 'booking_time', 'Geçerli bir saat giriniz (SS:DD)'],
    ['an unknown currency', { currency: 'XYZ' }, 'currency', 'Geçerli bir para birimi seçiniz'],
    ['an unknown tour', { tour_id: 999999 }, 'tour_id', 'Tur bulunamadı'],
  ])('refuses %s with 422 and a Turkish field message', async (_name, over, field, message) => {
    const res = await post(body(over));
    expect(res.statusCode).toBe(422);
    const answer = json(res);
    expect(answer.success).toBe(false);
    expect(answer.errors?.[field]).toContain(message);
  });

  it('refuses an inactive tour and an inactive currency', async () => {
    await ctx.db.updateTable('tours').set({ is_active: 0 }).where('id', '=', tour.id).execute();
    try {
      const res = await post(body());
      expect(res.statusCode).toBe(422);
      expect(json(res).errors?.tour_id).toEqual(['Tur bulunamadı']);
    } finally {
      await ctx.db.updateTable('tours').set({ is_active: 1 }).where('id', '=', tour.id).execute();
    }
    await ctx.db.updateTable('currencies').set({ is_active: 0 }).where('code', '=', 'GBP').execute();
    try {
      const res = await post(body({ currency: 'GBP' }));
      expect(res.statusCode).toBe(422);
      expect(json(res).errors?.currency).toEqual(['Geçerli bir para birimi seçiniz']);
    } finally {
      await ctx.db.updateTable('currencies').set({ is_active: 1 }).where('code', '=', 'GBP').execute();
    }
  });

  it('answers in the visitor language, and never a 500 for garbage', async () => {
    const en = await post(body({ customer_email: 'nope' }), { headers: { 'accept-language': 'en' } });
    expect(json(en).errors?.customer_email).toEqual(['Please enter a valid email address']);
    for (const payload of [{}, [], { tour_id: 'x' }, { ...body(), booking_date: 20260101 }]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(422);
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/tour-reservations',
      headers: { 'content-type': 'application/json' },
      payload: '{"tour_id": ',
      remoteAddress: '10.9.9.9',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('creates one reservation per Idempotency-Key, even for a concurrent double click', async () => {
    const key = `tour-test-${Date.now()}`;
    const payload = body({ customer_surname: 'Tekil' });
    const [a, b] = await Promise.all([
      post(payload, { headers: { 'idempotency-key': key } }),
      post(payload, { headers: { 'idempotency-key': key } }),
    ]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(json<Created>(a).data.pnr_code).toBe(json<Created>(b).data.pnr_code);
    const again = await post(payload, { headers: { 'idempotency-key': key } });
    expect(json<Created>(again).data.pnr_code).toBe(json<Created>(a).data.pnr_code);
    const rows = await ctx.db
      .selectFrom('tour_reservations')
      .select('id')
      .where('customer_surname', '=', 'Tekil')
      .execute();
    expect(rows).toHaveLength(1);

    const other = await post(body({ customer_surname: 'Başka' }), { headers: { 'idempotency-key': key } });
    expect(other.statusCode).toBe(422);
  });

  it('leaves no half-stored key when the database fails while storing the answer: the retry books exactly once', async () => {
    // The database drops out at the most delicate moment: the reservation is written, its answer is
    // being stored with the key. Simulated by a trigger that refuses any answered key.
    const failing =
      ctx.dialect === 'postgres'
        ? [
            `create function refuse_answer() returns trigger language plpgsql as $$ begin
               raise exception 'terminating connection due to administrator command' using errcode = '57P01'; end $$`,
            `create trigger refuse_answer before insert or update on idempotency_keys for each row
               when (new.status_code is not null) execute function refuse_answer()`,
          ]
        : ['insert', 'update'].map(
            (op) => `create trigger refuse_answer_${op} before ${op} on idempotency_keys
               when new.status_code is not null begin select raise(abort, 'database went away'); end`,
          );
    const restore =
      ctx.dialect === 'postgres'
        ? ['drop trigger refuse_answer on idempotency_keys', 'drop function refuse_answer']
        : ['drop trigger refuse_answer_insert', 'drop trigger refuse_answer_update'];
    const key = `tour-outage-${Date.now()}`;
    const payload = body({ customer_surname: 'Kesinti' });
    for (const q of failing) await sql.raw(q).execute(ctx.db);
    let first;
    try {
      first = await post(payload, { headers: { 'idempotency-key': key } });
    } finally {
      for (const q of restore) await sql.raw(q).execute(ctx.db);
    }
    expect(first.statusCode).not.toBe(201);

    const retry = await post(payload, { headers: { 'idempotency-key': key } });
    expect(retry.statusCode).toBe(201);
    const rows = await ctx.db.selectFrom('tour_reservations').select('pnr_code').where('customer_surname', '=', 'Kesinti').execute();
    expect(rows.map((r) => r.pnr_code)).toEqual([json<Created>(retry).data.pnr_code]);
  });

  it('limits one client to 10 reservations a minute with the spec text', async () => {
    const ip = '10.200.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post(body({ passenger_count: 99 }), { ip })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    const limited = await post(body(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toBe(
      'Şu anda çok fazla istek yapıldı. Lütfen kısa süre sonra tekrar deneyin.',
    );
    // Another client is not affected.
    expect((await post(body({ passenger_count: 99 }), { ip: '10.200.0.2' })).statusCode).toBe(422);
  });
});
