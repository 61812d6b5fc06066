import {
  airportRequirements,
  bookedTransferLines,
  cancellationWindow,
  formatPhone,
  pickupKindOf,
  priceLine,
  type CancellationWindow,
  type PickupKind,
  type PriceLine,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { bookedLanguage, bookedName } from '../../lib/booked-names.js';
import { mediaUrl } from '../../lib/media-url.js';
import { readMailSettings, selfCancelCutoffHours } from './mail-settings.js';
import { mailRepository } from './mail.repository.js';
import { placeNamesIn } from '../transfer-routes/place-names.js';

/** One leg of a trip as the mails and the voucher show it. */
export interface TripLeg {
  kind: 'outbound' | 'return' | 'tour';
  date: string;
  time: string | null;
  /** transfer: from → to; tour: the tour's title and place */
  from: string;
  to: string;
}

/** Everything a mail or voucher tells about one booking or reservation. */
export interface Trip {
  kind: 'transfer' | 'tour';
  pnr: string;
  status: string;
  customer: { name: string; email: string; phone: string };
  legs: TripLeg[];
  adults: number;
  children: number;
  guests: string[];
  luggage: { large: number; medium: number; small: number; hand: number } | null;
  vehicle: string | null;
  flight: { code: string | null; landing: string | null; departure: string | null } | null;
  hotel: string | null;
  extras: string[];
  specialRequests: string | null;
  total: number;
  currency: string;
  /**
   * The lines the total is made of, in `currency` and whole units, adding up to `total` (decision
   * 025): a tour's adults and children at their unit prices, or a transfer's ride and extras.
   */
  price: { kind: 'tour'; adults: PriceLine; children: PriceLine } | { kind: 'transfer'; trip: number; extras: number[] };
  /** the first leg starts at an airport: the mail says what happens on arrival */
  airportPickup: boolean;
  /** how each leg (same order as `legs`) begins, for its meeting instructions */
  pickups: PickupKind[];
  /** free online cancellation: until when, or closed (the self-cancel cut-off before the first pickup, Istanbul time) */
  cancellation: CancellationWindow;
  /** the language the booking was made in (the operator's mail names it) */
  bookedLanguage: string;
  /** the customer uploaded a ticket image (a transfer's; staff see it in the back office) */
  ticketImage: boolean;
  /** a tour's pickup (decision 038): the hotel or address, the zone in the reader's language, when */
  tourPickup?: { place: string; zone: string; date: string; time: string } | null;
}

/** The operator's identity, from site settings, as the mails and the voucher show it. */
export interface Brand {
  siteName: string;
  companyName: string;
  /** an absolute image URL usable in mail clients, or null (then the name stands in) */
  logoUrl: string | null;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  tursab: string;
  /** the site's address, for the manage link */
  siteUrl: string;
}

/** The site's own address for links in mails: PUBLIC_URL, else where this server listens. */
export const siteUrlOf = (config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>) =>
  (config.publicUrl ?? `http://${config.host}:${config.port}`).replace(/\/+$/, '');

/** The brand from site settings; missing settings read empty. */
export async function loadBrand(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>,
): Promise<Brand> {
  const s = await readMailSettings(db);
  const siteUrl = siteUrlOf(config);
  const logo = mediaUrl(s.values.logo_url);
  // Mail clients show neither SVG nor site-relative images.
  const logoUrl = logo && !/\.svg$/i.test(logo) ? (logo.startsWith('/') ? `${siteUrl}${logo}` : logo) : null;
  return {
    siteName: s.values.site_name || 'Riviera Transfer',
    companyName: s.values.company_name ?? '',
    logoUrl,
    phone: s.values.contact_phone ?? '',
    whatsapp: s.values.contact_whatsapp ?? '',
    email: s.values.contact_email ?? '',
    address: s.values.contact_address ?? '',
    tursab: s.values.tursab_certificate ?? '',
    siteUrl,
  };
}

/** A tour reservation as a Trip, its texts in `language` else the reservation's own. */
async function loadTourTrip(db: Kysely<Database>, id: number, language?: string): Promise<Trip | undefined> {
  const r = await mailRepository.tourReservationWithTour(db, id);
  if (!r) return undefined;
  const lang = bookedLanguage(language ?? r.language);
  const tourText = (stored: string, field: string) => bookedName(stored, r.tour_translations, lang, 'tour', field);
  return {
    kind: 'tour',
    pnr: r.pnr_code,
    status: r.status,
    customer: {
      name: `${r.customer_name} ${r.customer_surname}`,
      email: r.customer_email,
      phone: formatPhone(r.customer_phone, r.country_code),
    },
    legs: [
      { kind: 'tour', date: r.booking_date, time: r.booking_time, from: tourText(r.tour_title, 'title'), to: tourText(r.tour_location, 'location') },
    ],
    adults: r.passenger_count,
    children: r.children_count,
    guests: [],
    luggage: null,
    vehicle: null,
    flight: null,
    hotel: null,
    extras: [],
    specialRequests: r.special_requests,
    total: r.total_price,
    currency: r.currency,
    price: { kind: 'tour', adults: priceLine(r.unit_price, r.passenger_count), children: priceLine(r.children_price, r.children_count) },
    airportPickup: false,
    pickups: ['tour'],
    cancellation: cancellationWindow(r.booking_date, r.booking_time, await selfCancelCutoffHours(db), new Date()),
    bookedLanguage: r.language,
    ticketImage: false,
    tourPickup:
      r.pickup_place && r.pickup_date && r.pickup_time
        ? {
            place: r.pickup_place,
            zone: r.pickup_zone_name ? bookedName(r.pickup_zone_name, r.pickup_zone_translations, lang, 'pickupZone', 'name') : '',
            date: r.pickup_date,
            time: r.pickup_time,
          }
        : null,
  };
}

/** A transfer booking as a Trip, its texts and places in `language` else the booking's own. */
async function loadTransferTrip(
  db: Kysely<Database>,
  id: number,
  language?: string,
): Promise<Trip | undefined> {
  const b = await mailRepository.bookingWithVehicle(db, id);
  if (!b) return undefined;
  const [guests, extras] = await Promise.all([mailRepository.guestNames(db, id), mailRepository.extrasOf(db, id)]);
  const lang = bookedLanguage(language ?? b.language);
  // The places in the reader's language (decision 028); the operator's Turkish mail keeps the stored names.
  const [pickup, destination] = await placeNamesIn(db, [b.pickup_location, b.destination] as const, lang);
  const legs: TripLeg[] = [
    {
      kind: 'outbound',
      date: b.pickup_date,
      time: b.pickup_time,
      from: pickup,
      to: destination,
    },
  ];
  if (b.trip_type === 'round_trip' && b.return_date) {
    legs.push({
      kind: 'return',
      date: b.return_date,
      time: b.return_time,
      from: destination,
      to: pickup,
    });
  }
  const hasFlight = b.flight_code || b.departure_flight_time || b.arrival_flight_time;
  return {
    kind: 'transfer',
    pnr: b.pnr_code,
    status: b.status,
    customer: {
      name: `${b.customer_first_name} ${b.customer_last_name}`,
      email: b.customer_email,
      phone: formatPhone(b.customer_phone, b.country_code),
    },
    legs,
    adults: b.passengers,
    children: 0,
    guests: [
      ...(b.main_passenger_name ? [b.main_passenger_name] : []),
      ...guests.map((g) => `${g.first_name} ${g.last_name}`.trim()),
    ],
    luggage: {
      large: b.luggage_large,
      medium: b.luggage_medium,
      small: b.luggage_small,
      hand: b.luggage_hand,
    },
    vehicle: b.vehicle_name === null ? null : bookedName(b.vehicle_name, b.vehicle_translations, lang, 'vehicle', 'name'),
    // The form's 'landing time' is stored as departure_flight_time (the spec's reversed names).
    flight: hasFlight
      ? { code: b.flight_code, landing: b.departure_flight_time, departure: b.arrival_flight_time }
      : null,
    hotel: b.hotel_name,
    extras: extras.map((e) => bookedName(e.name, e.translations, lang, 'extraService', 'name')),
    specialRequests: b.special_requests,
    total: b.total_price,
    currency: b.currency,
    price: (({ trip, extras: amounts }) => ({ kind: 'transfer' as const, trip, extras: amounts }))(
      bookedTransferLines({ totalPrice: b.total_price, extrasEur: extras.map((e) => e.price_euro), rate: b.exchange_rate }),
    ),
    airportPickup: airportRequirements(b.pickup_location, b.destination).landingTimeRequired,
    // judged on the stored (Turkish) names, whatever language the places are shown in
    pickups: legs.map((leg) => pickupKindOf('transfer', leg.kind === 'outbound' ? b.pickup_location : b.destination)),
    cancellation: cancellationWindow(b.pickup_date, b.pickup_time, await selfCancelCutoffHours(db), new Date()),
    bookedLanguage: b.language,
    ticketImage: Boolean(b.ticket_image),
    tourPickup: null,
  };
}

/**
 * A transfer booking or tour reservation as a Trip; undefined once it was deleted. Catalogue texts
 * (extra services, the tour's title and place) read in `language` (a mail's own language: Turkish for
 * the operator), else in the booking's own language (decision 024).
 */
export async function loadTrip(
  db: Kysely<Database>,
  entity: 'booking' | 'tour_reservation',
  id: number,
  language?: string,
): Promise<Trip | undefined> {
  return entity === 'tour_reservation' ? loadTourTrip(db, id, language) : loadTransferTrip(db, id, language);
}
