import { formatOrn } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertBooking } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let cookie: string;

interface ListItem {
  id: number;
  pnr_code: string;
  booking_number: string;
  status: string;
  customer: { name: string; email: string };
  pickup_date: string;
  extras_total: number;
  created_at: string;
}
interface ListPage {
  data: ListItem[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

const list = async (query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const res = await ctx.app.inject({ url: `/api/bookings${qs ? `?${qs}` : ''}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: ListPage }>(res).data;
};
const ids = (p: ListPage) => p.data.map((b) => b.id).sort((a, b) => a - b);

/** Twenty bookings spread over statuses, dates and names (created a second apart, oldest first). */
const made: Awaited<ReturnType<typeof insertBooking>>[] = [];
const base = Date.parse('2030-01-01T10:00:00Z');
const NAMES: [string, string, string][] = [
  ['Ayşe', 'Yılmaz', 'ayse.yilmaz@example.com'],
  ['İsmail', 'Öztürk', 'ismail@ornek.com.tr'],
  ['John', 'Smith', 'John.Smith@Mail.co.uk'],
  ['Şükrü', 'Çelik', 'sukru.celik@example.com'],
  ['Ayla', 'Kaya', 'ayla.kaya@example.com'],
];
const STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  cookie = await signIn(ctx.app);
  for (let i = 0; i < 20; i++) {
    const [first, last, email] = NAMES[i % NAMES.length]!;
    made.push(
      await insertBooking(
        ctx.db,
        {
          customer_first_name: first,
          customer_last_name: last,
          customer_email: i < NAMES.length ? email : `${i}.${email}`,
          status: STATUSES[i % 4],
          pickup_date: `2030-07-${String(1 + i).padStart(2, '0')}`,
          created_at: new Date(base + i * 1000).toISOString(),
          currency: 'USD',
          exchange_rate: 1.1,
        },
        i === 0
          ? {
              extras: [
                { name: 'Bebek koltuğu', icon: '👶', price_euro: 10 },
                { name: 'Karşılama tabelası', icon: '🪧', price_euro: 0 },
              ],
            }
          : {},
      ),
    );
  }
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/bookings (back office)', () => {
  it('pages by 15, newest first, in the Laravel-style envelope', async () => {
    const p1 = await list();
    expect(p1).toMatchObject({ current_page: 1, last_page: 2, per_page: 15, total: 20 });
    expect(p1.data).toHaveLength(15);
    expect(p1.data[0]!.id).toBe(made[19]!.id);
    expect(p1.data.map((b) => b.created_at)).toEqual([...p1.data.map((b) => b.created_at)].sort().reverse());
    const p2 = await list({ page: 2 });
    expect(p2.data).toHaveLength(5);
    expect(p2.data.at(-1)!.id).toBe(made[0]!.id);
    const beyond = await list({ page: 9 });
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(20);
  });

  it('shows the ORN number and the extras in the booking currency', async () => {
    const first = (await list({ search: made[0]!.pnr_code })).data[0]!;
    expect(first.booking_number).toBe(formatOrn(made[0]!.id));
    expect(first.extras_total).toBe(11);
    expect(first.customer).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'ayse.yilmaz@example.com',
      phone: '+90 532 123 45 67',
    });
  });

  it('filters by status and by the pickup date range (inclusive), together', async () => {
    const pending = await list({ status: 'pending', per_page: 100 });
    expect(pending.total).toBe(5);
    expect(pending.data.every((b) => b.status === 'pending')).toBe(true);
    const range = await list({ date_from: '2030-07-03', date_to: '2030-07-06', per_page: 100 });
    expect(range.data.map((b) => b.pickup_date).sort()).toEqual([
      '2030-07-03',
      '2030-07-04',
      '2030-07-05',
      '2030-07-06',
    ]);
    const both = await list({ status: 'confirmed', date_from: '2030-07-03', date_to: '2030-07-12' });
    expect(ids(both)).toEqual([made[5]!.id, made[9]!.id].sort((a, b) => a - b));
    // Empty values and 'all' mean no filter.
    expect((await list({ status: '', date_from: '', search: '' })).total).toBe(20);
    expect((await list({ status: 'all' })).total).toBe(20);
  });

  it('finds a booking by its PNR (any case), its ORN number and its booking number', async () => {
    const b = made[7]!;
    for (const q of [
      b.pnr_code,
      b.pnr_code.toLowerCase(),
      ` ${b.pnr_code} `,
      formatOrn(b.id),
      formatOrn(b.id).toLowerCase(),
      `#${b.id}`,
      String(b.id),
    ]) {
      const found = await list({ search: q });
      expect(
        found.data.map((x) => x.id),
        q,
      ).toContain(b.id);
    }
    expect((await list({ search: b.pnr_code })).total).toBe(1);
  });

  it('finds customers by the start of any word of their name or e-mail, ignoring case and Turkish letters', async () => {
    const count = async (q: string) => (await list({ search: q, per_page: 100 })).total;
    expect(await count('Ayşe')).toBe(4);
    expect(await count('ayse')).toBe(4);
    expect(await count('AYŞE')).toBe(4);
    expect(await count('yılmaz')).toBe(4);
    expect(await count('YILMAZ')).toBe(4);
    expect(await count('yil')).toBe(4);
    // Ayşe and Ayla, and any booking whose random PNR happens to start with 'AY' (it is searched too).
    const named = await list({ search: 'ayşe', per_page: 100 });
    const ayla = await list({ search: 'ayla', per_page: 100 });
    const byName = new Set([...named.data, ...ayla.data].map((b) => b.id));
    expect(byName.size).toBe(8);
    const byPnr = made.filter((b) => /^AY/i.test(b.pnr_code) && !byName.has(b.id)).length;
    expect(await count('ay')).toBe(8 + byPnr);
    expect(await count('a')).toBe(0); // a single letter is a whole word, not a prefix
    expect(await count('ayşe yıl')).toBe(4);
    expect(await count('ayla yılmaz')).toBe(0);
    expect(await count('öztürk')).toBe(4);
    expect(await count('ozturk')).toBe(4);
    expect(await count('ismail')).toBe(4);
    expect(await count('İSMAİL')).toBe(4);
    expect(await count('şükrü çelik')).toBe(4);
    expect(await count('sukru celik')).toBe(4);
    // John's first booking has this address; his later ones '7.john.smith@…', '12.john.smith@…' contain its words.
    expect(await count('John.Smith@Mail.co.uk')).toBe(4);
    expect(await count('12.john.smith@mail.co.uk')).toBe(1);
    expect(await count('ornek.com')).toBe(4);
    expect(await count('mith')).toBe(0); // word starts only, never the middle of a word
    expect(await count('nobody')).toBe(0);
    expect(await count('%')).toBe(0);
    expect(await count("'; drop table bookings; --")).toBe(0);
    expect(await count('"ayse"* OR a')).toBe(0);
  });

  it('combines the search with the filters and paginates the result', async () => {
    const r = await list({ search: 'ayşe', status: 'pending' });
    // Ayşe is every 5th booking (0, 5, 10, 15); pending is every 4th (0, 4, 8, 12, 16): only #0.
    expect(ids(r)).toEqual([made[0]!.id]);
    const paged = await list({ search: 'example', per_page: 3, page: 2 });
    expect(paged).toMatchObject({ current_page: 2, per_page: 3 });
    expect(paged.data).toHaveLength(3);
    expect(paged.total).toBe(12);
  });

  it('answers 422 in Turkish for a bad status, date or range', async () => {
    for (const q of [
      'status=lost',
      'date_from=2030-02-30',
      'date_to=yesterday',
      'date_from=2030-07-05&date_to=2030-07-01',
      'per_page=0',
    ]) {
      const res = await ctx.app.inject({ url: `/api/bookings?${q}`, headers: { cookie } });
      expect(res.statusCode, q).toBe(422);
    }
    const res = await ctx.app.inject({
      url: '/api/bookings?status=lost&date_from=2030-13-01',
      headers: { cookie },
    });
    expect(json(res).errors).toEqual({
      status: ['Geçersiz durum'],
      date_from: ['Geçerli bir tarih giriniz'],
    });
    const range = await ctx.app.inject({
      url: '/api/bookings?date_from=2030-07-05&date_to=2030-07-01',
      headers: { cookie },
    });
    expect(json(range).errors).toEqual({ date_to: ['Bitiş tarihi başlangıç tarihinden önce olamaz'] });
  });
});

describe('GET /api/admin/bookings/:id', () => {
  it('gives everything the detail modal shows', async () => {
    const now = new Date().toISOString();
    const type = await ctx.db
      .insertInto('vehicle_types')
      .values({
        key: 'minivan',
        name: 'Minivan',
        description: '',
        image_url: null,
        is_active: 1,
        sort_order: 2,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const vehicle = await ctx.db
      .insertInto('vehicles')
      .values({
        name: 'Mercedes Vito',
        vehicle_type_id: type.id,
        capacity: 6,
        image_url: null,
        features: '[]',
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('bookings')
      // priced as the site prices it (decision 027): the ride 50 € × 1.1 = $55 and the extras $11 + $0
      .set({
        vehicle_id: vehicle.id,
        ticket_image: '/uploads/tickets/abc.png',
        special_requests: 'Bebek koltuğu lütfen',
        trip_type: 'round_trip',
        return_date: '2030-07-20',
        return_time: '18:00',
        round_trip_applied: 1,
        round_trip_discount_percent: 10,
        total_price: 66,
      })
      .where('id', '=', made[0]!.id)
      .execute();
    const res = await ctx.app.inject({ url: `/api/admin/bookings/${made[0]!.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const d = json<{ data: Record<string, unknown> }>(res).data;
    expect(d).toMatchObject({
      pnr_code: made[0]!.pnr_code,
      trip_type: 'round_trip',
      pickup_time: '14:30',
      return_date: '2030-07-20',
      return_time: '18:00',
      flight_code: 'TK2410',
      hotel_name: 'Rixos Sungate',
      departure_flight_time: '13:45',
      ticket_image: '/uploads/tickets/abc.png',
      special_requests: 'Bebek koltuğu lütfen',
      luggage: { large: 2, medium: 0, small: 1, hand: 2 },
      vehicle: { name: 'Mercedes Vito', capacity: 6, vehicle_type: { name: 'Minivan' } },
      // the lines add up to the total: base price + extras = $66
      price: {
        currency: 'USD',
        total: 66,
        base_price: 55,
        extras_total: 11,
        base_price_eur: 50,
        round_trip_applied: true,
        round_trip_discount_percent: 10,
      },
      extras: [
        { name: 'Bebek koltuğu', icon: '👶', price_euro: 10, price: 11 },
        { name: 'Karşılama tabelası', icon: '🪧', price_euro: 0, price: 0 },
      ],
    });
    expect(
      (await ctx.app.inject({ url: '/api/admin/bookings/999999', headers: { cookie } })).statusCode,
    ).toBe(404);
  });
});

describe("the list's extras figure (issue 32 item 8)", () => {
  it('is the sum of each extra converted to whole units, the same as the detail shows', async () => {
    const b = made[2]!;
    // Two 5 € extras at 1.1: each is $5.50 → $6 on the site, the voucher and the detail, so $12;
    // converting their stored sum gave $11.
    await ctx.db.deleteFrom('booking_extras').where('booking_id', '=', b.id).execute();
    await ctx.db
      .insertInto('booking_extras')
      .values(
        [5, 5].map((price_euro) => ({
          booking_id: b.id,
          extra_service_id: null,
          name: 'Bebek koltuğu',
          icon: '👶',
          price_euro,
        })),
      )
      .execute();
    await ctx.db
      .updateTable('bookings')
      .set({ currency: 'USD', exchange_rate: 1.1, extras_total_eur: 10, total_price: 67 })
      .where('id', '=', b.id)
      .execute();
    const row = (await list({ search: b.pnr_code })).data.find((r) => r.id === b.id) as
      { extras_total?: number } | undefined;
    const detail = json<{ data: { price: { extras_total: number } } }>(
      await ctx.app.inject({ url: `/api/admin/bookings/${b.id}`, headers: { cookie } }),
    ).data;
    expect(row?.extras_total).toBe(12);
    expect(detail.price.extras_total).toBe(12);
  });
});

describe('PUT /api/bookings/:id/status', () => {
  const put = (id: number, status: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}/status`,
      headers: { cookie },
      payload: { status },
    });

  it('moves between any of the four statuses and audits each change with before and after', async () => {
    const b = made[1]!;
    let current = 'confirmed';
    for (const next of ['pending', 'cancelled', 'completed', 'confirmed', 'cancelled', 'pending'] as const) {
      const res = await put(b.id, next);
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toMatchObject({ id: b.id, status: next });
      const row = await ctx.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', b.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(next);
      const audit = await ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'booking')
        .where('entity_id', '=', String(b.id))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'status', admin_username: TEST_ADMIN.username });
      expect(JSON.parse(audit.before_json!)).toEqual({ pnr_code: b.pnr_code, status: current });
      // the audit also says whether the customer was mailed: by default only for confirmed and cancelled
      expect(JSON.parse(audit.after_json!)).toEqual({
        pnr_code: b.pnr_code,
        status: next,
        customer_mailed: next === 'confirmed' || next === 'cancelled',
      });
      current = next;
    }
  });

  it('records nothing when the status does not change', async () => {
    const b = made[2]!;
    const before = await ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await put(b.id, 'completed')).statusCode).toBe(200);
    const after = await ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses an unknown status (422, Turkish) and an unknown booking (404)', async () => {
    const bad = await put(made[3]!.id, 'lost');
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({ status: ['Geçersiz durum'] });
    expect((await put(made[3]!.id, undefined)).statusCode).toBe(422);
    const missing = await put(999999, 'confirmed');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Rezervasyon bulunamadı');
  });
});

describe('DELETE /api/bookings/:id', () => {
  it('deletes the booking with its extras, keeps its PNR issued and audits the full record', async () => {
    const b = made[0]!;
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/bookings/${b.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Rezervasyon silindi',
      data: { id: b.id, pnr_code: b.pnr_code },
    });
    expect(
      await ctx.db.selectFrom('bookings').select('id').where('id', '=', b.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await ctx.db.selectFrom('booking_extras').select('id').where('booking_id', '=', b.id).execute(),
    ).toEqual([]);
    expect(
      await ctx.db.selectFrom('pnr_codes').select('code').where('code', '=', b.pnr_code).executeTakeFirst(),
    ).toBeDefined();
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'booking')
      .where('action', '=', 'delete')
      .where('entity_id', '=', String(b.id))
      .executeTakeFirstOrThrow();
    expect(audit.after_json).toBeNull();
    expect(JSON.parse(audit.before_json!)).toMatchObject({
      pnr_code: b.pnr_code,
      customer: { email: 'ayse.yilmaz@example.com' },
      extras: [{ name: 'Bebek koltuğu' }, { name: 'Karşılama tabelası' }],
    });
    // Gone from the list and from search; a second delete is a 404.
    expect((await list({ search: b.pnr_code })).total).toBe(0);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/bookings/${b.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps the search index in step with edits', async () => {
    const b = made[4]!;
    await ctx.db
      .updateTable('bookings')
      .set({ customer_last_name: 'Karadeniz', customer_email: 'ayla@deniz.example' })
      .where('id', '=', b.id)
      .execute();
    expect(ids(await list({ search: 'karadeniz' }))).toEqual([b.id]);
    expect(ids(await list({ search: 'ayla deniz' }))).toEqual([b.id]);
    expect((await list({ search: 'kaya', per_page: 100 })).data.map((x) => x.id)).not.toContain(b.id);
  });
});
