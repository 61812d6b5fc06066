import { z } from 'zod';
import { todayInIstanbul } from '../dates.js';
import { optionalDate, optionalTime, tripFields } from './transfer-booking-fields.js';
import { checkTrip } from './transfer-booking-checks.js';

/**
 * The trip as the landing page's quick form hands it to /booking in the query string. Lenient
 * about what the URL holds (strings), strict about what it means; used by the booking page.
 */
export const bookingQuerySchema = z
  .object({
    pickup_location: tripFields.pickup_location,
    destination: tripFields.destination,
    pickup_date: tripFields.pickup_date,
    pickup_time: tripFields.pickup_time,
    trip_type: tripFields.trip_type,
    return_date: optionalDate,
    return_time: optionalTime,
    passengers: z.coerce.number({ error: 'validation.passengers_out_of_range' }).pipe(tripFields.passengers),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .nullish()
      .transform((v) => (v && /^[A-Z]{3}$/.test(v) ? v : null)),
  })
  .superRefine((v, ctx) => checkTrip(v, ctx, todayInIstanbul()))
  .transform((v) => (v.trip_type === 'one_way' ? { ...v, return_date: null, return_time: null } : v));
export type BookingQuery = z.output<typeof bookingQuerySchema>;
