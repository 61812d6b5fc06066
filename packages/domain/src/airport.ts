import { turkishLower } from './locations.js';

/**
 * Words that mark a place as an airport, already folded (lower case, no diacritics, ı → i).
 * Turkish and English as the spec asks; German, Polish and Russian added because visitors may
 * type in those languages. Stems ('lotnisk') also catch inflected forms ('lotniska').
 */
const AIRPORT_WORDS = [
  'havalimani',
  'havaalani',
  'airport',
  'flughafen',
  'lotnisk',
  'аэропорт',
] as const;

function fold(text: string): string {
  return turkishLower(text).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/**
 * True when the text names an airport (spec §5: contains an airport word, Turkish or English,
 * diacritics ignored). Decides whether the landing/departure time is required and whether a
 * ticket image is offered. IATA codes such as '(AYT)' alone are not enough on purpose: short
 * codes collide with ordinary words.
 */
export function isAirportLocation(text: string | null | undefined): boolean {
  if (!text) return false;
  const folded = fold(text);
  return AIRPORT_WORDS.some((word) => folded.includes(word));
}

/** What the airport rule requires of a transfer booking form. */
export interface AirportRequirements {
  /** Landing time (field departure_flight_time) is required when picking up at an airport. */
  landingTimeRequired: boolean;
  /** Departure time (field arrival_flight_time) is required when going to an airport. */
  departureTimeRequired: boolean;
  /** A ticket image may be attached only when either end is an airport. */
  ticketImageAllowed: boolean;
}

/**
 * Spec §5 airport rules in one place, so the web form and the server agree. Note the spec's
 * reversed names: the landing time travels in `departure_flight_time` and the departure time in
 * `arrival_flight_time`.
 */
export function airportRequirements(pickupLocation: string, destination: string): AirportRequirements {
  const fromAirport = isAirportLocation(pickupLocation);
  const toAirport = isAirportLocation(destination);
  return {
    landingTimeRequired: fromAirport,
    departureTimeRequired: toAirport,
    ticketImageAllowed: fromAirport || toAirport,
  };
}
