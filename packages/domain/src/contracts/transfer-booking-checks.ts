import type { z } from 'zod';
import { airportRequirements } from '../airport.js';
import { isPickupTooSoon, isReturnNotBeforePickup, isValidYmd } from '../dates.js';

/** Cross-field rules shared by the form and the endpoint (spec §5). `today` is the Istanbul date. */
export function checkTrip(
  v: {
    pickup_date: string;
    pickup_time: string;
    trip_type: string;
    return_date: string | null;
    return_time: string | null;
  },
  ctx: z.RefinementCtx,
  today: string,
): void {
  if (isValidYmd(v.pickup_date) && v.pickup_date < today) {
    ctx.addIssue({ code: 'custom', path: ['pickup_date'], message: 'validation.date_in_past' });
  } else if (isPickupTooSoon(v.pickup_date, v.pickup_time, new Date())) {
    // Today's date with an hour already gone in Istanbul: no driver can be there in the past.
    ctx.addIssue({ code: 'custom', path: ['pickup_time'], message: 'validation.pickup_time_past' });
  }
  if (v.trip_type !== 'round_trip') return;
  if (!v.return_date)
    ctx.addIssue({ code: 'custom', path: ['return_date'], message: 'validation.return_date_required' });
  else if (isValidYmd(v.pickup_date) && !isReturnNotBeforePickup(v.pickup_date, v.return_date)) {
    ctx.addIssue({ code: 'custom', path: ['return_date'], message: 'validation.return_before_pickup' });
  }
  if (!v.return_time)
    ctx.addIssue({ code: 'custom', path: ['return_time'], message: 'validation.return_time_required' });
}

/** An airport pickup needs the landing time, an airport drop-off the flight's departure time (spec §5). */
export function checkFlightTimes(
  v: {
    pickup_location: string;
    destination: string;
    departure_flight_time: string | null;
    arrival_flight_time: string | null;
  },
  ctx: z.RefinementCtx,
): void {
  const airport = airportRequirements(v.pickup_location, v.destination);
  if (airport.landingTimeRequired && !v.departure_flight_time) {
    ctx.addIssue({
      code: 'custom',
      path: ['departure_flight_time'],
      message: 'validation.landing_time_required',
    });
  }
  if (airport.departureTimeRequired && !v.arrival_flight_time) {
    ctx.addIssue({
      code: 'custom',
      path: ['arrival_flight_time'],
      message: 'validation.departure_time_required',
    });
  }
}
