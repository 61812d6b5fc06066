import { formatPhone, type TourReservationAdminDto } from '@riviera/domain';
import type { TourReservationRow } from '../../db/schema.js';
import { reservationPickupOf } from './reservation-pickup.js';

/** A reservation in the back office's list (`tourReservationAdminDto` in packages/domain). */
export const toTourReservationAdminDto = (
  r: TourReservationRow & { tour_description: string | null; tour_price: number | null; tour_duration: string | null },
): TourReservationAdminDto => ({
  id: r.id,
  pnr_code: r.pnr_code,
  customer_name: `${r.customer_name} ${r.customer_surname}`.trim(),
  customer_email: r.customer_email,
  customer_phone: formatPhone(r.customer_phone, r.country_code),
  tour: {
    id: r.tour_id,
    title: r.tour_title,
    location: r.tour_location,
    description: r.tour_description,
    price: r.tour_price,
    duration: r.tour_duration,
  },
  booking_date: r.booking_date,
  booking_time: r.booking_time,
  passenger_count: r.passenger_count,
  children_count: r.children_count,
  unit_price: r.unit_price,
  children_price: r.children_price,
  total_price: r.total_price,
  currency: r.currency,
  total_eur: r.total_eur,
  status: r.status,
  special_requests: r.special_requests,
  language: r.language,
  notice_version: r.notice_version,
  notice_acknowledged_at: r.notice_acknowledged_at,
  marketing_consent: r.marketing_consent === 1,
  pickup: reservationPickupOf(r),
  channel: r.channel,
  created_at: r.created_at,
  updated_at: r.updated_at,
});
