import { z } from 'zod/mini';
import { reservationPickupDto } from './pickup-answers.js';

/**
 * Tour reservation answers: the public POST /tour-reservations, the PNR look-up's tour result and
 * the back office's /tour-reservations. zod/mini, apart from the classic-zod request contract
 * (`tourReservationSchema` in tour-reservation.ts), like every answer contract (decision 013).
 */

/** A reservation as its creator gets it back: every detail they sent, and the prices the server set. */
export const tourReservationDto = z.object({
  id: z.number(),
  pnr_code: z.string(),
  status: z.string(),
  tour_id: z.nullable(z.number()),
  tour: z.object({ title: z.string(), location: z.string(), description: z.nullable(z.string()) }),
  customer_name: z.string(),
  customer_surname: z.string(),
  customer_email: z.string(),
  country_code: z.string(),
  /** the full number, dialling code included */
  customer_phone: z.string(),
  booking_date: z.string(),
  booking_time: z.string(),
  passenger_count: z.number(),
  children_count: z.number(),
  /** per adult and per child, in `currency` */
  unit_price: z.number(),
  children_price: z.number(),
  total_price: z.number(),
  currency: z.string(),
  special_requests: z.nullable(z.string()),
  created_at: z.string(),
  /** where and when the guest is picked up (decision 038); absent on a tour without pickup */
  pickup: z.optional(reservationPickupDto),
});
export type TourReservationDto = z.infer<typeof tourReservationDto>;

/** The answer to a new reservation: the PNR the visitor keeps, and what was stored. */
export const createdTourReservationDto = z.object({ pnr_code: z.string(), reservation: tourReservationDto });
export type CreatedTourReservationDto = z.infer<typeof createdTourReservationDto>;

/** A reservation as the public PNR look-up shows it: e-mail and phone masked. */
export const tourReservationLookupDto = z.object({
  pnr_code: z.string(),
  status: z.string(),
  customer_name: z.string(),
  customer_surname: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  /** the tour as it was booked; `id` is null once the tour has been deleted */
  tour: z.object({ id: z.nullable(z.number()), title: z.string(), description: z.nullable(z.string()), location: z.string() }),
  booking_date: z.string(),
  booking_time: z.string(),
  passenger_count: z.number(),
  children_count: z.number(),
  total_price: z.number(),
  currency: z.string(),
  created_at: z.string(),
});
export type TourReservationLookupDto = z.infer<typeof tourReservationLookupDto>;

/** A reservation in the back office's list, with the tour's current details while it exists. */
export const tourReservationAdminDto = z.object({
  id: z.number(),
  pnr_code: z.string(),
  /** first name and surname */
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  tour: z.object({
    id: z.nullable(z.number()),
    title: z.string(),
    location: z.string(),
    description: z.nullable(z.string()),
    price: z.nullable(z.number()),
    duration: z.nullable(z.string()),
  }),
  booking_date: z.string(),
  booking_time: z.string(),
  passenger_count: z.number(),
  children_count: z.number(),
  /** per adult and per child, in the reservation's currency */
  unit_price: z.number(),
  children_price: z.number(),
  total_price: z.number(),
  currency: z.string(),
  total_eur: z.number(),
  status: z.string(),
  special_requests: z.nullable(z.string()),
  /** the language the customer read the site in (tr, en, de, ru, pl) */
  language: z.string(),
  /** the KVKK notice version the customer acknowledged, and when (null: made before acknowledgements) */
  notice_version: z.nullable(z.number()),
  notice_acknowledged_at: z.nullable(z.string()),
  /** whether the customer consented to marketing messages */
  marketing_consent: z.boolean(),
  /** where and when the guest is picked up (decision 038); null: the tour has no pickup */
  pickup: z.nullable(reservationPickupDto),
  /** who sold it: a reseller's name (OCTO, decision 041); null: the website */
  channel: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  /** the guest's change requests waiting for an answer (the list's badge; decision 031) */
  open_change_requests: z.optional(z.number()),
});
export type TourReservationAdminDto = z.infer<typeof tourReservationAdminDto>;

export const tourReservationAdminListDto = z.array(tourReservationAdminDto);

/** The pager the tour reservation list answers beside its `data` (not inside it), as the spec's client reads it. */
export const paginationDto = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type PaginationDto = z.infer<typeof paginationDto>;
