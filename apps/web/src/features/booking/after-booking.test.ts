import { afterEach, describe, expect, it } from 'vitest';
import { recallBookingReadToken } from '../../lib/booking-read-token';
import { keepReadToken, successPathFor } from './after-booking';

afterEach(() => sessionStorage.clear());

describe('successPathFor (where the wizard goes after a booking)', () => {
  it('goes to the success page with the PNR', () => {
    expect(successPathFor({ booking_id: 42, pnr_code: 'AB12CD34' })).toBe('/booking-success?pnr=AB12CD34');
  });

  it('uses the ORN number when the answer has no PNR, and plain /booking-success with neither', () => {
    expect(successPathFor({ booking_id: 42 })).toBe('/booking-success?booking_id=ORN000042');
    expect(successPathFor({ booking_id: 42, pnr_code: '' })).toBe('/booking-success?booking_id=ORN000042');
    expect(successPathFor({})).toBe('/booking-success');
  });
});

describe('keepReadToken', () => {
  it('keeps the answer’s token for the tab, found by number and by PNR', () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    keepReadToken({
      booking_id: 42,
      pnr_code: 'AB12CD34',
      read_token: 'tok',
      read_token_expires_at: expiresAt,
    });
    expect(recallBookingReadToken({ id: 42 })).toEqual({ id: 42, pnr: 'AB12CD34', token: 'tok', expiresAt });
    expect(recallBookingReadToken({ pnr: 'AB12CD34' })?.token).toBe('tok');
    expect(recallBookingReadToken({ id: 43 })).toBeNull();
  });

  it('keeps nothing from an answer without a token', () => {
    keepReadToken({ booking_id: 42, pnr_code: 'AB12CD34' });
    expect(recallBookingReadToken({ id: 42 })).toBeNull();
  });

  it('keeps the last ten bookings of the tab', () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    for (let id = 1; id <= 12; id++)
      keepReadToken({
        booking_id: id,
        pnr_code: `PNR${id}AAA`,
        read_token: `t${id}`,
        read_token_expires_at: expiresAt,
      });
    expect(recallBookingReadToken({ id: 2 })).toBeNull();
    expect(recallBookingReadToken({ id: 3 })?.token).toBe('t3');
    expect(recallBookingReadToken({ id: 12 })?.token).toBe('t12');
  });
});
