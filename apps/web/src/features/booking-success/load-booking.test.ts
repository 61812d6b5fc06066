import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => vi.unstubAllGlobals());

describe('loadSuccessBooking (spec §8 messages of the success page)', () => {
  it('reads a transfer by PNR through the PNR look-up', async () => {
    const fetch = answer(200, { success: true, data: { type: 'transfer', booking } });
    vi.stubGlobal('fetch', fetch);
    await expect(loadSuccessBooking('ab12cd34', null)).resolves.toMatchObject({ id: 7 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bookings/search-by-pnr');
    expect(JSON.parse(init.body as string)).toEqual({ pnr_code: 'AB12CD34' });
  });

  it('reads by booking_id, a number or ORN + number', async () => {
    const fetch = answer(200, { success: true, data: booking });
    vi.stubGlobal('fetch', fetch);
    await loadSuccessBooking(null, 'ORN000007');
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/bookings/7');
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
