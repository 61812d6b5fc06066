import {
  extraServiceListDto,
  normalizeLocationKey,
  priceQuoteDto,
  roundTripDiscountDto,
  transferRouteListDto,
  vehicleListDto,
  type CalculatePriceInput,
  type CreatedBookingDto,
  type ExtraServiceDto,
  type PriceQuoteDto,
  type TransferBookingInput,
  type TransferRouteDto,
  type VehicleDto,
} from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { request, requestEnvelope } from '../../lib/api-client';
import { currentContentLang, useContentLang } from '../../lib/content-language';

export type { ExtraServiceDto, VehicleDto };

/** A route with its prices per vehicle type: the API's contract. */
export type RouteDto = TransferRouteDto;

/** The server's price for a transfer: the API's contract. */
export type PriceQuote = PriceQuoteDto;

/**
 * The answer to a new booking: the API's contract. Typed, not parsed: once the booking is made the
 * wizard goes on with whatever the answer holds (after-booking.ts reads it defensively).
 */
export type CreatedBooking = CreatedBookingDto;

/**
 * The route for exactly these two places (the search matches prefixes too, so the exact pair is
 * picked out by the same normalised key the server uses). null when there is none.
 */
export function useRoute(from: string, to: string) {
  return useQuery({
    queryKey: ['route', from, to],
    queryFn: async () => {
      const routes = await request('/routes/search', {
        query: { from_location: from, to_location: to },
        schema: transferRouteListDto,
      });
      const fromKey = normalizeLocationKey(from);
      const toKey = normalizeLocationKey(to);
      return (
        routes.find(
          (r) =>
            normalizeLocationKey(r.from_location) === fromKey &&
            normalizeLocationKey(r.to_location) === toKey,
        ) ?? null
      );
    },
  });
}

/** Vehicles the capacity-tier rule offers for the party (the server applies the rule), in the language on screen. */
export const useVehicles = (passengers: number) => {
  const lang = useContentLang();
  return useQuery({
    queryKey: ['vehicles', passengers, lang],
    queryFn: () => request('/vehicles', { query: { passengers, lang }, schema: vehicleListDto }),
  });
};

export const useRoundTripDiscount = () =>
  useQuery({
    queryKey: ['round-trip-discount'],
    queryFn: async () =>
      (await request('/settings/round-trip/discount', { schema: roundTripDiscountDto })).round_trip_discount,
  });

/** Extras in the language on screen. */
export const useExtraServices = () => {
  const lang = useContentLang();
  return useQuery({
    queryKey: ['extra-services', lang],
    queryFn: () => request('/extra-services', { query: { lang }, schema: extraServiceListDto }),
    staleTime: 5 * 60_000,
  });
};

/** What the price depends on: the body of POST /calculate-price, as its contract reads it. */
export type PriceRequest = CalculatePriceInput;

/** The authoritative price, asked again whenever anything in the request changes. */
export const usePriceQuote = (body: PriceRequest | null) =>
  useQuery({
    queryKey: ['calculate-price', body],
    queryFn: () => request('/calculate-price', { method: 'POST', body, schema: priceQuoteDto }),
    enabled: body !== null,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });

/**
 * Sends the booking: JSON, or multipart with bracket-notation fields when a ticket image is
 * attached. The Idempotency-Key makes a repeated submission return the first booking.
 */
export async function submitBooking(
  booking: TransferBookingInput,
  ticket: File | null,
  idempotencyKey: string,
): Promise<CreatedBooking> {
  // The booking remembers the language on screen, for the mails it gets later (decision 014).
  const input = { ...booking, language: currentContentLang() };
  const headers = { 'Idempotency-Key': idempotencyKey };
  if (!ticket)
    return (await requestEnvelope<CreatedBooking>('/bookings', { method: 'POST', body: input, headers }))
      .data;
  const form = new FormData();
  // Nested fields in bracket notation (`guests[0][name]`, `luggage[large]`), as the API's qs.parse
  // reads them; qs is loaded only for a booking with a ticket, so the booking page does not carry it.
  const { stringify } = await import('qs');
  for (const [name, value] of new URLSearchParams(stringify(input, { arrayFormat: 'indices', skipNulls: true })))
    form.append(name, value);
  form.append('ticket_image', ticket, ticket.name);
  return (await requestEnvelope<CreatedBooking>('/bookings', { method: 'POST', body: form, headers })).data;
}
