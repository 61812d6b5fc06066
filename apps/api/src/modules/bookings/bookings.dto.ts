import {
  DEFAULT_LANG,
  formatOrn,
  formatPhone,
  maskEmail,
  maskPhone,
  type BookingDto,
  type CreatedBookingDto,
  type Lang,
  type PriceQuoteDto,
} from '@riviera/domain';
import { bookedName } from '../../lib/booked-names.js';
import { mediaUrl } from '../../lib/media-url.js';
import type { BookedExtra, BookingGuest, BookingWithVehicle } from './bookings.repository.js';
import type { TransferQuote } from './pricing.service.js';

/**
 * Who reads a booking decides what it shows: the public (success page, PNR look-up) never sees
 * the customer's full e-mail or phone, identity numbers, guests or the ticket image; a signed-in
 * admin sees everything.
 */
export type Audience = 'public' | 'admin';

/** The customer's name and contact; the public reads the e-mail and phone masked. */
function customerOf(b: BookingWithVehicle, admin: boolean): BookingDto['customer'] {
  return {
    name: `${b.customer_first_name} ${b.customer_last_name}`,
    first_name: b.customer_first_name,
    last_name: b.customer_last_name,
    email: admin ? b.customer_email : maskEmail(b.customer_email),
    phone: admin ? formatPhone(b.customer_phone, b.country_code) : maskPhone(formatPhone(b.customer_phone, b.country_code)),
  };
}

/** The booked vehicle and its type, named in `lang`; null when there is none to name. */
function vehicleOf(b: BookingWithVehicle, lang: Lang): BookingDto['vehicle'] {
  if (b.vehicle_id === null || b.vehicle_name === null) return null;
  return {
    id: b.vehicle_id,
    name: bookedName(b.vehicle_name, b.vehicle_translations, lang, 'vehicle', 'name'),
    capacity: b.vehicle_capacity ?? b.passengers,
    vehicle_type: {
      key: b.vehicle_type_key,
      name:
        b.vehicle_type_name === null
          ? null
          : bookedName(b.vehicle_type_name, b.vehicle_type_translations, lang, 'vehicleType', 'name'),
    },
  };
}

/**
 * A booking with its guests and extras as its contract (`bookingDto` in packages/domain) describes
 * it. The vehicle, its type and the extras are named in `lang` (decision 024: the catalogue's text in
 * that language, else the name the booking was made with), and so are the two places (`places`,
 * decision 028); staff read Turkish, the default.
 */
export function toBookingDto(
  d: { booking: BookingWithVehicle; guests: BookingGuest[]; extras: BookedExtra[] },
  audience: Audience,
  lang: Lang = DEFAULT_LANG,
  /** the two places' names in `lang` (decision 028); the stored names when not given */
  places?: readonly [pickup: string, destination: string],
): BookingDto {
  const b = d.booking;
  const admin = audience === 'admin';
  const dto: BookingDto = {
    id: b.id,
    pnr_code: b.pnr_code,
    booking_number: formatOrn(b.id),
    status: b.status,
    trip_type: b.trip_type,
    route_id: b.route_id,
    pickup_location: b.pickup_location,
    destination: b.destination,
    pickup_location_label: places?.[0] ?? b.pickup_location,
    destination_label: places?.[1] ?? b.destination,
    pickup_date: b.pickup_date,
    pickup_time: b.pickup_time,
    return_date: b.return_date,
    return_time: b.return_time,
    passengers: b.passengers,
    customer: customerOf(b, admin),
    vehicle: vehicleOf(b, lang),
    flight_code: b.flight_code,
    hotel_name: b.hotel_name,
    departure_flight_time: b.departure_flight_time,
    arrival_flight_time: b.arrival_flight_time,
    luggage: {
      large: b.luggage_large,
      medium: b.luggage_medium,
      small: b.luggage_small,
      hand: b.luggage_hand,
    },
    selected_extra_services: d.extras.flatMap((e) =>
      e.extra_service_id === null ? [] : [e.extra_service_id],
    ),
    extras: d.extras.map((e) => ({
      id: e.extra_service_id,
      name: bookedName(e.name, e.translations, lang, 'extraService', 'name'),
      icon: e.icon,
      price_euro: e.price_euro,
    })),
    special_requests: b.special_requests,
    currency: b.currency,
    total_price: b.total_price,
    price: {
      base_price_eur: b.base_price_eur,
      extras_total_eur: b.extras_total_eur,
      round_trip_applied: b.round_trip_applied === 1,
      round_trip_discount_percent: b.round_trip_discount_percent,
      total_eur: b.total_eur,
      exchange_rate: b.exchange_rate,
    },
    created_at: b.created_at,
    extra_passengers: d.guests.map((g) => ({ name: g.first_name, surname: g.last_name })),
    ticket_received: b.ticket_image !== null,
  };
  if (admin) {
    dto.identity_number = b.identity_number;
    dto.company = b.company;
    dto.ticket_image = mediaUrl(b.ticket_image);
    dto.guests = d.guests.map((g) => ({
      name: g.first_name,
      surname: g.last_name,
      identity_number: g.identity_number,
    }));
  }
  return dto;
}

/** A quote as its contract (`priceQuoteDto`) describes it. */
export const toPriceQuoteDto = (q: TransferQuote): PriceQuoteDto => ({
  route_id: q.route.id,
  vehicle_id: q.vehicle.id,
  vehicle_type: q.vehicle.type_key,
  trip_type: q.price.roundTripApplied ? 'round_trip' : 'one_way',
  one_way_price_eur: q.oneWayPriceEur,
  base_price_eur: q.price.basePriceEur,
  discount_percent: q.price.discountPercent,
  discount_amount_eur: q.price.discountAmountEur,
  trip_price_eur: q.price.tripPriceEur,
  extras: q.extras,
  extras_total_eur: q.price.extrasTotalEur,
  round_trip_applied: q.price.roundTripApplied,
  total_eur: q.price.totalEur,
  currency: q.currency,
  exchange_rate: q.price.rate,
  total_price: q.price.total,
});

/** The answer of `POST /api/bookings`: what the spec documents plus the read token. */
export const toCreatedBookingDto = (w: {
  id: number;
  pnr: string;
  booking: BookingDto;
  readToken: { token: string; expiresAt: string };
}): CreatedBookingDto => ({
  booking_id: w.id,
  pnr_code: w.pnr,
  booking: w.booking,
  read_token: w.readToken.token,
  read_token_expires_at: w.readToken.expiresAt,
});
