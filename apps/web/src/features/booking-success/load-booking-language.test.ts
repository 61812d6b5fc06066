import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberBookingReadToken } from '../../lib/booking-read-token';
import { loadSuccessBooking } from './load-booking';

// Decision 024: the success page asks for the booking in the language on screen.

const booking = { id: 7, pnr_code: 'AB12CD34', booking_number: 'ORN000007' };
const answer = (data: unknown) =>
  vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
const urls = (fetch: ReturnType<typeof answer>) => fetch.mock.calls.map((c) => (c as unknown as [string])[0]);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the success page reads the booking in the language on screen', () => {
  it('through its read token', async () => {
    rememberBookingReadToken({ id: 7, pnr: 'AB12CD34', token: 'tok-7', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    const fetch = answer(booking);
    vi.stubGlobal('fetch', fetch);
    await loadSuccessBooking('AB12CD34', null, 'ru');
    expect(urls(fetch)).toEqual(['/api/bookings/7?lang=ru']);
  });

  it('through the PNR look-up and by booking number', async () => {
    const fetch = answer({ type: 'transfer', booking });
    vi.stubGlobal('fetch', fetch);
    await loadSuccessBooking('AB12CD34', null, 'de');
    const byId = answer(booking);
    vi.stubGlobal('fetch', byId);
    await loadSuccessBooking(null, 'ORN000007', 'pl');
    expect([...urls(fetch), ...urls(byId)]).toEqual(['/api/bookings/search-by-pnr?lang=de', '/api/bookings/7?lang=pl']);
  });
});
