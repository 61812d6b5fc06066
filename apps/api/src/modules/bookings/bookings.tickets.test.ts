import fs from 'node:fs';
import path from 'node:path';
import { translateMessage } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../test/media.js';
import { multipart } from '../../test/multipart.js';
import { openStaffApp } from '../../test/staff-app.js';
import { json, type TestContext } from '../../test/test-app.js';
import { FIX, dayFromToday, type Fixture } from '../../test/transfer-fixtures.js';
import { SESSION_COOKIE } from '../auth/session-token.js';

/**
 * A ticket image is a customer's travel document: staff open it from the booking in the back
 * office; nobody else gets it by its URL, and no browser or proxy keeps a copy. Other uploads stay
 * public and long-cached.
 */
let ctx: TestContext;
let fx: Fixture;
let cookie: string;
let bookingId: number;
let ticketUrl: string;
let ticketBytes: Buffer;
beforeAll(async () => {
  ({ ctx, fx, cookie } = await openStaffApp());
  ticketBytes = await pngBytes(300, 200);
  const form = multipart(
    {
      pickup_location: FIX.airport,
      destination: FIX.resort,
      pickup_date: dayFromToday(10),
      pickup_time: '14:30',
      passengers: 2,
      vehicle_id: fx.ids.sedan,
      route_id: fx.ids.airportToResort,
      customer_first_name: 'Ayşe',
      customer_last_name: 'Yılmaz',
      customer_email: 'ayse.yilmaz@example.com',
      notice_version: 1,
      customer_phone: '532 123 45 67',
      flight_code: 'TK2412',
      departure_flight_time: '13:50',
    },
    { ticket_image: { filename: 'bilet.png', contentType: 'image/png', data: ticketBytes } },
  );
  const res = await ctx.app.inject({ method: 'POST', url: '/api/bookings', ...form });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
  bookingId = json<{ success: true; data: { booking_id: number } }>(res).data.booking_id;
  ticketUrl = (
    await ctx.db
      .selectFrom('bookings')
      .select('ticket_image')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow()
  ).ticket_image!;
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url, headers });

describe('GET /uploads/tickets/…', () => {
  it('shows the ticket to signed-in staff, never to be cached', async () => {
    const res = await get(ticketUrl, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload).toEqual(ticketBytes);
    // The back office's booking detail links this same URL (an <img> on the same origin sends the cookie).
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${bookingId}`,
      headers: { cookie },
    });
    expect(json<{ success: true; data: { ticket_image: string } }>(detail).data.ticket_image).toBe(ticketUrl);
  });

  it('answers 401 with the envelope without a session, with a made-up one, and for HEAD', async () => {
    const forged = `${SESSION_COOKIE}=${Buffer.alloc(32, 7).toString('base64url')}`;
    for (const [headers, method] of [
      [{}, 'GET'],
      [{ cookie: forged }, 'GET'],
      [{}, 'HEAD'],
    ] as const) {
      const res = await get(ticketUrl, headers, method);
      expect(res.statusCode).toBe(401);
      expect(res.headers['cache-control'] ?? '').not.toMatch(/public|max-age/);
      if (method === 'GET')
        expect(json(res)).toEqual({ success: false, message: translateMessage('error.unauthorized', 'tr') });
    }
  });

  it('is not reachable through the public uploads handler by another spelling of the path', async () => {
    const name = path.posix.basename(ticketUrl);
    for (const url of [
      `/uploads/tickets/../tickets/${name}`,
      `/uploads/gallery/../tickets/${name}`,
      `/uploads/%74ickets/${name}`,
      `/uploads/tickets%2F${name}`,
      `/uploads//tickets/${name}`,
      `/uploads/./tickets/${name}`,
      `/uploads/tickets/./${name}`,
      `/uploads/tickets/${name}/`,
      `/uploads/tickets/${name.toUpperCase()}`,
      '/uploads/tickets/',
      '/uploads/tickets',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.rawPayload.includes(ticketBytes.subarray(0, 64)), url).toBe(false);
    }
  });

  it('answers 404 to staff for an unknown or malformed ticket name', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', 'bilet.png', 'x.gif', '..%2F..%2Fapi.db']) {
      const res = await get(`/uploads/tickets/${name}`, { cookie });
      expect(res.statusCode, name).toBe(404);
      expect(json(res).success).toBe(false);
    }
  });
});

describe('other uploads', () => {
  it('stay public and long-cached', async () => {
    const dir = path.join(ctx.config.uploadsDir, 'gallery');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'deniz.png'), ticketBytes);
    // with PostgreSQL every instance serves uploads from the database (decision 019)
    await ctx.app.deps.files?.put('gallery/deniz.png', path.join(dir, 'deniz.png'));
    const res = await get('/uploads/gallery/deniz.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=2592000, immutable');
  });
});
