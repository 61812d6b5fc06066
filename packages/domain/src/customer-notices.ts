import { isAirportLocation } from './airport.js';
import { selfCancelDeadline } from './contracts/manage-booking.js';

/**
 * What every customer message says besides the trip itself (issue 25 item 4): until when free
 * cancellation runs, and where to meet the driver or guide. Pure, so the mails, the voucher and the
 * manage page reach the same answer.
 */

/** Free cancellation: open until `deadline`, or already closed (a late booking, or past the cut-off). */
export type CancellationWindow = { open: true; deadline: Date } | { open: false; deadline: Date };

/**
 * The free-cancellation window of a trip whose first pickup is `pickupDate` `pickupTime` in
 * Europe/Istanbul: it closes `cutoffHours` before the pickup; at or after that instant it is closed
 * (so a booking made 22 h before pickup with a 24 h cut-off is told online cancellation has closed).
 */
export function cancellationWindow(
  pickupDate: string,
  pickupTime: string | null,
  cutoffHours: number,
  now: Date,
): CancellationWindow {
  const deadline = selfCancelDeadline(pickupDate, pickupTime, cutoffHours);
  return now.getTime() < deadline.getTime() ? { open: true, deadline } : { open: false, deadline };
}

/** An instant as the reader writes a date and time on the operator's clock (Europe/Istanbul): '9. Dezember 2026, 14:30'. */
export function formatIstanbulDateTime(instant: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Istanbul',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** How a leg begins, for its meeting instructions: at an airport's arrivals, at a hotel or address, or a tour's pickup point. */
export type PickupKind = 'airport' | 'address' | 'tour';

/** The pickup kind of a leg that starts at `from` (a stored place name; tours are always 'tour'). */
export function pickupKindOf(kind: 'transfer' | 'tour', from: string): PickupKind {
  if (kind === 'tour') return 'tour';
  return isAirportLocation(from) ? 'airport' : 'address';
}
