import { isLang, type Lang } from '@riviera/domain';
import { useTranslation } from 'react-i18next';
import { request, requestEnvelope } from './api-client';

/** A transfer booking as the public API shows it (contact details masked). */
export interface PublicBooking {
  id: number;
  pnr_code: string;
  booking_number: string;
  status: string;
  trip_type: 'one_way' | 'round_trip';
  pickup_location: string;
  destination: string;
  pickup_date: string;
  pickup_time: string | null;
  return_date: string | null;
  return_time: string | null;
  passengers: number;
  customer: { name: string; first_name: string; last_name: string; email: string; phone: string };
  vehicle: {
    id: number;
    name: string;
    capacity: number;
    vehicle_type: { key: string | null; name: string | null };
  } | null;
  flight_code: string | null;
  hotel_name: string | null;
  departure_flight_time: string | null;
  arrival_flight_time: string | null;
  luggage: { large: number; medium: number; small: number; hand: number };
  extras: { id: number | null; name: string; icon: string; price_euro: number }[];
  special_requests: string | null;
  currency: string;
  total_price: number;
  price: {
    base_price_eur: number;
    extras_total_eur: number;
    round_trip_applied: boolean;
    round_trip_discount_percent: number;
    total_eur: number;
    exchange_rate: number;
  };
  created_at: string;
}

export interface PublicTourReservation {
  pnr_code: string;
  status: string;
  customer_name: string;
  customer_surname: string;
  customer_email: string;
  customer_phone: string;
  tour: { id: number | null; title: string; description: string | null; location: string };
  booking_date: string;
  booking_time: string;
  passenger_count: number;
  children_count: number;
  total_price: number;
  currency: string;
  created_at: string;
}

export type PnrResult =
  { type: 'transfer'; booking: PublicBooking } | { type: 'tour'; reservation: PublicTourReservation };

/** POST /bookings/search-by-pnr; a 404 is an ApiError (lib/api-client) like any other failure. */
export const searchByPnr = (pnr: string) =>
  requestEnvelope<PnrResult>('/bookings/search-by-pnr', { method: 'POST', body: { pnr_code: pnr } });

/**
 * GET /bookings/{id}: opens only with the booking's read token (or for signed-in staff); without
 * it the answer is a 404 like an unknown number.
 */
export const fetchBooking = (id: number, readToken?: string) =>
  request<PublicBooking>(`/bookings/${id}`, readToken ? { headers: { 'X-Booking-Token': readToken } } : {});

/** The interface language as the domain catalogue knows it (messages, status labels). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  const l = i18n.resolvedLanguage ?? i18n.language;
  return isLang(l) ? l : 'tr';
}
