import {
  isLang,
  pnrResultDto,
  type BookingDto,
  type Lang,
  type PnrResultDto,
  type TourReservationLookupDto,
} from '@riviera/domain';
import { useTranslation } from '../i18n/use-translation';
import { request, requestEnvelope } from './api-client';

/** A transfer booking as the public API shows it (contact details masked): the API's contract. */
export type PublicBooking = BookingDto;

/** A tour reservation as the PNR look-up shows it (contact details masked): the API's contract. */
export type PublicTourReservation = TourReservationLookupDto;

export type PnrResult = PnrResultDto;

/**
 * The `?lang=` of a booking read: the vehicle type and the extras come named in the language on
 * screen (decision 024); without one, in the language the booking was made in.
 */
const inLang = (lang: Lang | undefined) => (lang ? `?lang=${lang}` : '');

/**
 * POST /bookings/search-by-pnr; a 404 is an ApiError like any other failure. The answer is typed,
 * not parsed: the success page tells a malformed answer apart itself ('unreadable', spec §8).
 */
export const searchByPnr = (pnr: string, lang?: Lang) =>
  requestEnvelope<PnrResult>(`/bookings/search-by-pnr${inLang(lang)}`, { method: 'POST', body: { pnr_code: pnr } });

/** The same look-up with its answer checked against the contract: the PNR search page shows every field. */
export const lookUpPnr = (pnr: string, lang?: Lang) =>
  requestEnvelope(`/bookings/search-by-pnr${inLang(lang)}`, { method: 'POST', body: { pnr_code: pnr }, schema: pnrResultDto });

/**
 * GET /bookings/{id}: opens only with the booking's read token (or for signed-in staff); without
 * it the answer is a 404 like an unknown number. Typed, not parsed: the success page tells a
 * malformed answer apart itself ('unreadable', spec §8).
 */
export const fetchBooking = (id: number, readToken?: string, lang?: Lang) =>
  request<PublicBooking>(`/bookings/${id}${inLang(lang)}`, readToken ? { headers: { 'X-Booking-Token': readToken } } : {});

/** The interface language as the domain catalogue knows it (messages, status labels). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  const l = i18n.resolvedLanguage ?? i18n.language;
  return isLang(l) ? l : 'tr';
}
