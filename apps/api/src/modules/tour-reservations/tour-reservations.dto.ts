import { z } from 'zod';
import type { TourReservationRow } from '../../db/schema.js';

export const tourReservationDto = z.object({
  id: z.number(),
  pnr_code: z.string(),
  status: z.string(),
  tour_id: z.number().nullable(),
  tour: z.object({ title: z.string(), location: z.string(), description: z.string().nullable() }),
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
  special_requests: z.string().nullable(),
  created_at: z.string(),
});
export type TourReservationDto = z.infer<typeof tourReservationDto>;

/** The answer to a new reservation: the PNR the visitor keeps, and what was stored. */
export const createdTourReservationDto = z.object({ pnr_code: z.string(), reservation: tourReservationDto });

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
  customer_phone: r.customer_phone,
  booking_date: r.booking_date,
  booking_time: r.booking_time,
  passenger_count: r.passenger_count,
  children_count: r.children_count,
  unit_price: r.unit_price,
  children_price: r.children_price,
  total_price: r.total_price,
  currency: r.currency,
  special_requests: r.special_requests,
  created_at: r.created_at,
});
