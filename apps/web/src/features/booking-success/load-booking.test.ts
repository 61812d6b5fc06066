import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberBookingReadToken } from '../../lib/booking-read-token';
import { SuccessPageError, loadSuccessBooking } from './load-booking';

const booking = { id: 7, pnr_code: 'AB12CD34', booking_number: 'ORN000007' };

function answer(status: number, body: unknown) {
  return vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

async function problemOf(pnr: string | null, id: string | null): Promise<string> {
  try {
    await loadSuccessBooking(pnr, id);
    return 'none';
  } catch (err) {
    return err instanceof SuccessPageError ? err.problem : 'other';
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const tokenHeaderOf = (fetch: ReturnType<typeof answer>, call = 0) =>
  new Headers((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers).get('X-Booking-Token');

describe('loadSuccessBooking (spec §8 messages of the success page)', () => {
  it('reads a transfer by PNR through the PNR look-up', async () => {
    const fetch = answer(200, { success: true, data: { type: 'transfer', booking } });
    vi.stubGlobal('fetch', fetch);
    await expect(loadSuccessBooking('ab12cd34', null)).resolves.toMatchObject({ id: 7 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bookings/search-by-pnr');
    expect(JSON.parse(init.body as string)).toEqual({ pnr_code: 'AB12CD34' });
  });

  it('reads by booking_id, a number or ORN + number, with no token when this tab made no such booking', async () => {
    const fetch = answer(200, { success: true, data: booking });
    vi.stubGlobal('fetch', fetch);
    await loadSuccessBooking(null, 'ORN000007');
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/bookings/7');
    expect(tokenHeaderOf(fetch)).toBeNull();
  });

  it('sends the read token this tab got for that booking number', async () => {
    rememberBookingReadToken({ id: 9, pnr: 'QQ99RR88', token: 'other-token', expiresAt: inAnHour() });
    rememberBookingReadToken({ id: 7, pnr: 'AB12CD34', token: 'tok-7', expiresAt: inAnHour() });
    const fetch = answer(200, { success: true, data: booking });
    vi.stubGlobal('fetch', fetch);
    await expect(loadSuccessBooking(null, '7')).resolves.toMatchObject({ id: 7 });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/bookings/7');
    expect(tokenHeaderOf(fetch)).toBe('tok-7');
  });

  it('never sends an expired token', async () => {
    rememberBookingReadToken({
      id: 7,
      pnr: 'AB12CD34',
      token: 'tok-7',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const fetch = answer(404, { success: false, message: 'Rezervasyon bulunamadı' });
    vi.stubGlobal('fetch', fetch);
    expect(await problemOf(null, 'ORN000007')).toBe('notFound');
    expect(tokenHeaderOf(fetch)).toBeNull();
  });

  it('opens the booking this tab just made by its token, not through the rate-limited PNR look-up', async () => {
    rememberBookingReadToken({ id: 7, pnr: 'AB12CD34', token: 'tok-7', expiresAt: inAnHour() });
    const fetch = answer(200, { success: true, data: booking });
    vi.stubGlobal('fetch', fetch);
    await expect(loadSuccessBooking('ab12cd34', null)).resolves.toMatchObject({ pnr_code: 'AB12CD34' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/bookings/7');
    expect(tokenHeaderOf(fetch)).toBe('tok-7');
  });

  it('falls back to the PNR look-up when the token no longer opens the booking', async () => {
    rememberBookingReadToken({ id: 7, pnr: 'AB12CD34', token: 'tok-7', expiresAt: inAnHour() });
    const responses = [
      new Response(JSON.stringify({ success: false, message: 'Rezervasyon bulunamadı' }), { status: 404 }),
      new Response(JSON.stringify({ success: true, data: { type: 'transfer', booking } }), { status: 200 }),
    ];
    const fetch = vi.fn(() => Promise.resolve(responses.shift()!));
    vi.stubGlobal('fetch', fetch);
    await expect(loadSuccessBooking('AB12CD34', null)).resolves.toMatchObject({ id: 7 });
    expect(fetch.mock.calls.map((c) => (c as unknown as [string])[0])).toEqual([
      '/api/bookings/7',
      '/api/bookings/search-by-pnr',
    ]);
  });

  it.each([
    ['no parameter', null, null, null, 'missingParam'],
    ['a malformed id', null, '12abc', null, 'invalidId'],
    [
      'a tour PNR',
      'TOUR1234',
      null,
      answer(200, { success: true, data: { type: 'tour', reservation: {} } }),
      'tourPnr',
    ],
    [
      'an unknown PNR',
      'ZZZZ9999',
      null,
      answer(404, { success: false, message: 'Rezervasyon bulunamadı' }),
      'notFound',
    ],
    [
      'an unknown id',
      null,
      '999',
      answer(404, { success: false, message: 'Rezervasyon bulunamadı' }),
      'notFound',
    ],
    ['an answer without data', null, '5', answer(200, { success: true, data: null }), 'unreadable'],
    [
      'too many look-ups',
      'AB12CD34',
      null,
      answer(429, { success: false, message: 'Şu anda çok fazla istek yapıldı.' }),
      'tooMany',
    ],
    ['a server failure', 'AB12CD34', null, answer(500, { success: false, message: 'x' }), 'failed'],
  ])('%s → %s', async (_what, pnr, id, fetch, expected) => {
    if (fetch) vi.stubGlobal('fetch', fetch);
    expect(await problemOf(pnr, id)).toBe(expected);
  });

  it('a network failure is a loading error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await problemOf(null, '5')).toBe('failed');
  });
});
