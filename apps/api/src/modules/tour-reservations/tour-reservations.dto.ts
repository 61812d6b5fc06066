import { DEFAULT_LANG, formatPhone, maskEmail, maskPhone, type Lang, type TourReservationDto, type TourReservationLookupDto } from '@riviera/domain';
import type { TourReservationRow } from '../../db/schema.js';
import { bookedName } from '../../lib/booked-names.js';
import { reservationPickupOf } from './reservation-pickup.js';

/** A new reservation as its creator gets it back (`tourReservationDto` in packages/domain). */
export const toTourReservationDto = (
  r: TourReservationRow,
  tourDescription: string | null = null,
): TourReservationDto => ({
  id: r.id,
  pnr_code: r.pnr_code,
  status: r.status,
  tour_id: r.tour_id,
  tour: { title: r.tour_title, location: r.tour_location, description: tourDescription },
  customer_name: r.customer_name,
  customer_surname: r.customer_surname,
  customer_email: r.customer_email,
  country_code: r.country_code,
  customer_phone: formatPhone(r.customer_phone, r.country_code),
  booking_date: r.booking_date,
  booking_time: r.booking_time,
  passenger_count: r.passenger_count,
  children_count: r.children_count,
  unit_price: r.unit_price,
  children_price: r.children_price,
  total_price: r.total_price,
  currency: r.currency,
  special_requests: r.special_requests,
  ...withPickup(r),
  created_at: r.created_at,
});

const withPickup = (r: TourReservationRow) => {
  const pickup = reservationPickupOf(r);
  return pickup ? { pickup } : {};
};

/**
 * A reservation as the public PNR look-up shows it, contact details masked (`tourReservationLookupDto`),
 * the tour named in `lang` (decision 024: its text in that language, else the booked Turkish one).
 */
export const toTourReservationLookupDto = (
  r: TourReservationRow & { tour_description: string | null; tour_translations?: string | null },
  lang: Lang = DEFAULT_LANG,
): TourReservationLookupDto => ({
  pnr_code: r.pnr_code,
  status: r.status,
  customer_name: r.customer_name,
  customer_surname: r.customer_surname,
  customer_email: maskEmail(r.customer_email),
  customer_phone: maskPhone(formatPhone(r.customer_phone, r.country_code)),
  tour: {
    id: r.tour_id,
    title: bookedName(r.tour_title, r.tour_translations, lang, 'tour', 'title'),
    description: r.tour_description === null ? null : bookedName(r.tour_description, r.tour_translations, lang, 'tour', 'description'),
    location: bookedName(r.tour_location, r.tour_translations, lang, 'tour', 'location'),
  },
  booking_date: r.booking_date,
  booking_time: r.booking_time,
  passenger_count: r.passenger_count,
  children_count: r.children_count,
  total_price: r.total_price,
  currency: r.currency,
  created_at: r.created_at,
});
