import { formatOrn } from '@riviera/domain';
import { rememberBookingReadToken } from '../../lib/booking-read-token';
import type { CreatedBooking } from './api';

/**
 * Where the wizard goes once the booking is made (spec: the success page with the PNR, else the
 * ORN number, else plain). An answer is read defensively: a field the server left out never
 * becomes the text 'undefined' in the address.
 */
export function successPathFor(created: Partial<CreatedBooking>): string {
  if (created.pnr_code) return `/booking-success?pnr=${encodeURIComponent(created.pnr_code)}`;
  if (
    typeof created.booking_id === 'number' &&
    Number.isSafeInteger(created.booking_id) &&
    created.booking_id > 0
  )
    return `/booking-success?booking_id=${formatOrn(created.booking_id)}`;
  return '/booking-success';
}

/**
 * Keeps the answer's read token for this tab, so the success page opens the booking by its
 * number or PNR without the visitor's PNR look-up limit (decision 012).
 */
export function keepReadToken(created: Partial<CreatedBooking>): void {
  if (typeof created.booking_id !== 'number' || !created.read_token || !created.read_token_expires_at) return;
  rememberBookingReadToken({
    id: created.booking_id,
    pnr: created.pnr_code ?? '',
    token: created.read_token,
    expiresAt: created.read_token_expires_at,
  });
}
