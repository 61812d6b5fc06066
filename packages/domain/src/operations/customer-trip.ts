import { isTripStatus, type TripStatus } from './trip-status.js';

/** What the customer's pages show of the day of the trip: the leg the driver last moved, and how. */
export interface CustomerTrip {
  leg: 'outbound' | 'return' | 'tour';
  status: TripStatus;
  /** the server's time of that status (ISO-8601) */
  at: string;
}

/**
 * The trip status a customer sees (issue 26 item 5, decision 039): of a booking's legs, the one whose
 * driver tapped last (a round trip's return once it has begun, the outbound before); null until a
 * driver set off. Pure, so the look-up, the manage view and their tests agree.
 */
export function customerTripOf(
  legs: readonly { leg: CustomerTrip['leg']; trip_status: string | null; trip_status_at: string | null }[],
): CustomerTrip | null {
  let shown: CustomerTrip | null = null;
  for (const l of legs) {
    if (!isTripStatus(l.trip_status) || !l.trip_status_at) continue;
    if (!shown || l.trip_status_at > shown.at)
      shown = { leg: l.leg, status: l.trip_status, at: l.trip_status_at };
  }
  return shown;
}
