import { z } from 'zod';
import { consentFields } from './consent-fields.js';
import { DEFAULT_COUNTRY_CODE } from '../contact.js';
import { ALWAYS, e164Phone, refinePhone } from './phone-fields.js';
import { todayInIstanbul } from '../dates.js';
import { tripFields, priceFields, customerFields } from './transfer-booking-fields.js';
import { checkTrip, checkFlightTimes } from './transfer-booking-checks.js';

/**
 * The transfer booking contract (public-site §3, §5): ONE schema that the booking page's step-2
 * form resolves with and that POST /api/bookings validates with, so a visitor sees the same
 * sentence whichever side catches a mistake. Messages are keys of the domain catalogue.
 */

// The field groups stay importable from here, as before the split; the text helpers stay internal.
export {
  EMPTY_LUGGAGE,
  type Luggage,
  guestSchema,
  tripFields,
  extraServiceIds,
  priceFields,
  customerFields,
} from './transfer-booking-fields.js';
export * from './transfer-booking-checks.js';

/**
 * POST /api/bookings and the booking page's step 2. A client-sent `total_price` (or any other
 * unknown field) is stripped: the server prices every booking itself.
 */
export const transferBookingSchema = z
  .object({ ...tripFields, ...priceFields, ...customerFields, ...consentFields })
  .superRefine((v, ctx) => {
    checkTrip(v, ctx, todayInIstanbul());
    checkFlightTimes(v, ctx);
    if (v.guests.length > Math.max(0, v.passengers - 1)) {
      ctx.addIssue({ code: 'custom', path: ['guests'], message: 'validation.guests_too_many' });
    }
  })
  .superRefine((v, ctx) => {
    refinePhone(ctx, v.customer_phone, v.country_code, {
      phone: ['customer_phone'],
      countryCode: ['country_code'],
    });
    if (v.main_passenger?.phone) {
      refinePhone(ctx, v.main_passenger.phone, v.country_code || DEFAULT_COUNTRY_CODE, {
        phone: ['main_passenger', 'phone'],
        countryCode: ['main_passenger', 'phone'],
      });
    }
  }, ALWAYS)
  .transform((v) => {
    const phones = {
      ...v,
      customer_phone: e164Phone(v.customer_phone, v.country_code),
      main_passenger: v.main_passenger && {
        ...v.main_passenger,
        phone:
          v.main_passenger.phone && e164Phone(v.main_passenger.phone, v.country_code || DEFAULT_COUNTRY_CODE),
      },
    };
    return phones.trip_type === 'one_way' ? { ...phones, return_date: null, return_time: null } : phones;
  });

export type TransferBookingFormValues = z.input<typeof transferBookingSchema>;
/** A checked booking; `customer_phone` (and the main passenger's) in E.164, `country_code` as chosen. */
export type TransferBookingInput = z.output<typeof transferBookingSchema>;

/** POST /api/calculate-price: what decides a transfer's price, nothing about the customer. */
export const calculatePriceSchema = z.object({
  pickup_location: tripFields.pickup_location,
  destination: tripFields.destination,
  trip_type: tripFields.trip_type,
  currency: tripFields.currency,
  passengers: tripFields.passengers.optional(),
  ...priceFields,
});
export type CalculatePriceInput = z.output<typeof calculatePriceSchema>;

// The booking page's query string has a module of its own, which the page reads without the phone rules.
export { bookingQuerySchema, type BookingQuery } from './booking-query.js';

// The booking page's ticket check has a module of its own, which the page reads without the phone rules.
export { ticketImageProblem } from './ticket-image.js';
