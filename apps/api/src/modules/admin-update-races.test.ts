import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../test/admin-session.js';
import { insertBooking, insertTour, insertTourReservation } from '../test/factories.js';
import { createTestApp, json, type TestContext } from '../test/test-app.js';

/**
 * Two admins at work: one saves a record while the other deletes it. Whichever commits first, the
 * save answers 200 (it came first) or 404 with the envelope (the record is gone), never a 5xx.
 * On PostgreSQL the requests truly overlap (a pool of connections), which is where this used to
 * answer 500; the same test runs on SQLite.
 */
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  cookie = await adminCookie(ctx);
});
afterAll(() => ctx.close());

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const now = () => new Date().toISOString();
let serial = 0;
/** Upper-case letters only, distinct per call (currency codes and keys must be unique). */
const letters = () => {
  let n = ++serial;
  let s = '';
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `Q${s}`;
};
/** A currency code is exactly three letters: the prefix and two letters, distinct per call (676 of them). */
const currencyCode = (prefix: string) => {
  const n = ++serial % 676;
  return prefix + String.fromCharCode(65 + Math.floor(n / 26)) + String.fromCharCode(65 + (n % 26));
};

async function created(res: LightMyRequestResponse): Promise<number> {
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const data = json<{ data: { id: number } | { route: { id: number } } }>(res).data;
  return 'route' in data ? data.route.id : data.id;
}

interface Resource {
  name: string;
  create(): Promise<number>;
  update(id: number): Promise<LightMyRequestResponse>;
  remove(id: number): Promise<LightMyRequestResponse>;
}

const resources: Resource[] = [
  {
    name: 'tour (PUT)',
    create: async () => (await insertTour(ctx.db)).id,
    update: (id) => send('PUT', `/api/admin/tours/${id}`, { title: 'Kekova Tekne Turu', price: 55 }),
    remove: (id) => send('DELETE', `/api/admin/tours/${id}`),
  },
  {
    name: 'tour (toggle status)',
    create: async () => (await insertTour(ctx.db)).id,
    update: (id) => send('PATCH', `/api/admin/tours/${id}/toggle-status`),
    remove: (id) => send('DELETE', `/api/admin/tours/${id}`),
  },
  {
    name: 'currency',
    create: async () => {
      const code = currencyCode('Q');
      return created(
        await send('POST', '/api/currencies', {
          code,
          name: `Kur ${code}`,
          symbol: code,
          rate_to_try: 2,
          rate_from_try: 0.5,
          is_active: true,
        }),
      );
    },
    update: async (id) => {
      const code = currencyCode('R');
      return send('PUT', `/api/currencies/${id}`, {
        code,
        name: 'Yeni ad',
        symbol: 'X',
        rate_to_try: 3,
        rate_from_try: 0.3,
        is_active: true,
      });
    },
    remove: (id) => send('DELETE', `/api/currencies/${id}`),
  },
  {
    name: 'extra service',
    create: async () =>
      created(
        await send('POST', '/api/extra-services', {
          name: 'Karşılama tabelası',
          description: '',
          price_euro: 5,
          icon: '🪧',
          is_active: true,
        }),
      ),
    update: (id) =>
      send('PUT', `/api/extra-services/${id}`, { name: 'Bebek koltuğu', price_euro: 7.5, is_active: false }),
    remove: (id) => send('DELETE', `/api/extra-services/${id}`),
  },
  {
    name: 'vehicle type',
    create: async () =>
      created(
        await send('POST', '/api/vehicle-types', {
          name: 'Midibüs',
          key: letters().toLowerCase(),
          sort_order: 9,
        }),
      ),
    update: (id) => send('PUT', `/api/vehicle-types/${id}`, { name: 'Midibüs Lüks' }),
    remove: (id) => send('DELETE', `/api/vehicle-types/${id}`),
  },
  {
    name: 'vehicle',
    create: async () => {
      const type = await created(
        await send('POST', '/api/vehicle-types', {
          name: 'Sedan',
          key: letters().toLowerCase(),
          sort_order: 1,
        }),
      );
      return created(
        await send('POST', '/api/vehicles', { name: 'Sedan Konfor', vehicle_type_id: type, capacity: 3 }),
      );
    },
    update: (id) => send('PUT', `/api/vehicles/${id}`, { capacity: 4, is_active: false }),
    remove: (id) => send('DELETE', `/api/vehicles/${id}`),
  },
  {
    name: 'route',
    create: async () => {
      const key = letters().toLowerCase();
      await created(await send('POST', '/api/vehicle-types', { name: 'Minivan', key, sort_order: 2 }));
      return created(
        await send('POST', '/api/routes', {
          from_location: `Belek ${key}`,
          to_location: `Lara ${key}`,
          vehicle_prices: [{ vehicle_type: key, price_euro: 70 }],
        }),
      );
    },
    update: (id) => send('PUT', `/api/routes/${id}`, { is_active: false }),
    remove: (id) => send('DELETE', `/api/routes/${id}`),
  },
  {
    name: 'site setting',
    create: async () =>
      created(
        await send('POST', '/api/site-settings', {
          key: `footer_${letters().toLowerCase()}`,
          value: '+90 242 555 12 34',
          type: 'text',
          group: 'footer',
          description: 'Telefon',
          is_active: true,
        }),
      ),
    update: (id) => send('PUT', `/api/site-settings/${id}`, { value: '+90 242 555 99 99' }),
    remove: (id) => send('DELETE', `/api/site-settings/${id}`),
  },
  {
    name: 'about entry',
    create: async () =>
      created(await send('POST', '/api/about', { title: 'Biz Kimiz', description: '<p>Metin</p>' })),
    update: (id) => send('PUT', `/api/about/${id}`, { title: 'Hakkımızda' }),
    remove: (id) => send('DELETE', `/api/about/${id}`),
  },
  {
    name: 'gallery item',
    create: async () =>
      (
        await ctx.db
          .insertInto('gallery_items')
          .values({
            title: 'Kemer',
            description: null,
            type: 'image',
            image_path: '/uploads/gallery/kemer.webp',
            video_path: null,
            sort_order: 1,
            is_active: 1,
            created_at: now(),
            updated_at: now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: (id) => send('PUT', `/api/galleries/${id}`, { title: 'Kemer Koyu' }),
    remove: (id) => send('DELETE', `/api/galleries/${id}`),
  },
  {
    name: 'hero',
    create: async () =>
      (
        await ctx.db
          .insertInto('heroes')
          .values({
            title: 'Antalya',
            subtitle: 'Transfer',
            description: 'Havalimanı',
            sort_order: 1,
            is_active: 1,
            video_path: '/uploads/heroes/a.mp4',
            poster_path: null,
            created_at: now(),
            updated_at: now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: (id) => send('PUT', `/api/heroes/${id}`, { title: 'Antalya Transfer' }),
    remove: (id) => send('DELETE', `/api/heroes/${id}`),
  },
  {
    name: 'booking status',
    create: async () => (await insertBooking(ctx.db)).id,
    update: (id) => send('PUT', `/api/bookings/${id}/status`, { status: 'confirmed' }),
    remove: (id) => send('DELETE', `/api/bookings/${id}`),
  },
  {
    name: 'tour reservation status',
    create: async () => (await insertTourReservation(ctx.db)).id,
    update: (id) => send('PUT', `/api/tour-reservations/${id}/status`, { status: 'confirmed' }),
    remove: (id) => send('DELETE', `/api/tour-reservations/${id}`),
  },
];

const ROWS = 12;

describe('an admin save racing a delete of the same record', () => {
  it.each(resources.map((r) => [r.name, r] as const))(
    '%s: the save answers 200 or 404, never a 5xx',
    async (_name, resource) => {
      const ids: number[] = [];
      for (let i = 0; i < ROWS; i++) ids.push(await resource.create());
      // Half the pairs start with the save, half with the delete, all at once.
      const pairs = await Promise.all(
        ids.map(async (id, i) => {
          const [update, remove] =
            i % 2 === 0
              ? await Promise.all([resource.update(id), resource.remove(id)])
              : await Promise.all([resource.remove(id), resource.update(id)]).then(
                  ([d, u]) => [u, d] as const,
                );
          return { id, update, remove };
        }),
      );
      const unexpected = pairs.flatMap(({ id, update, remove }) => [
        ...([200, 404].includes(update.statusCode)
          ? []
          : [`update ${id}: ${update.statusCode} ${update.body}`]),
        ...(remove.statusCode === 200 ? [] : [`delete ${id}: ${remove.statusCode} ${remove.body}`]),
      ]);
      expect(unexpected).toEqual([]);
      for (const { update } of pairs.filter((p) => p.update.statusCode === 404)) {
        const body = json(update);
        expect(body.success).toBe(false);
        expect(body.message).toMatch(/bulunamadı/);
      }
      // Whatever the order, every record is gone afterwards: a late save never brings one back.
      const again = await Promise.all(ids.map((id) => resource.update(id)));
      expect(again.map((r) => r.statusCode)).toEqual(ids.map(() => 404));
    },
  );
});
