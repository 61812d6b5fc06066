import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Flag } from './columns.js';

/** Transfer bookings with their guests and extras, the PNRs of every kind, and what staff and customers did to a booking. */

/** One row per issued PNR, whatever it belongs to: this is what makes PNRs unique across kinds. */
export interface PnrCodesTable {
  code: string;
  kind: 'transfer' | 'tour';
  created_at: string;
}

export interface BookingsTable {
  id: Generated<number>;
  pnr_code: string;
  status: string;
  trip_type: 'one_way' | 'round_trip';
  route_id: number | null;
  vehicle_id: number | null;
  vehicle_type_key: string | null;
  pickup_location: string;
  destination: string;
  pickup_date: string;
  pickup_time: string | null;
  return_date: string | null;
  return_time: string | null;
  passengers: number;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  country_code: string;
  customer_phone: string;
  identity_number: string | null;
  company: string | null;
  flight_code: string | null;
  hotel_name: string | null;
  /** the form's 'landing time' (the field names are the reverse of the labels, as in the spec) */
  departure_flight_time: string | null;
  /** the form's 'departure time' */
  arrival_flight_time: string | null;
  ticket_image: string | null;
  luggage_large: number;
  luggage_medium: number;
  luggage_small: number;
  luggage_hand: number;
  main_passenger_name: string | null;
  main_passenger_phone: string | null;
  special_requests: string | null;
  currency: string;
  base_price_eur: number;
  extras_total_eur: number;
  round_trip_applied: Flag;
  round_trip_discount_percent: number;
  total_eur: number;
  /** EUR → booking currency rate used for total_price */
  exchange_rate: number;
  /** how many TRY one unit of the booking currency bought at booking time (for TRY revenue) */
  rate_to_try: number;
  total_price: number;
  /** sha-256 of the read token issued with the booking's creation (decision 012); never the token */
  read_token_hash: string | null;
  /** when that token stops opening the booking (ISO-8601 UTC) */
  read_token_expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** the language the visitor read the site in when booking (decision 014) */
  language: Generated<string>;
  /** when its personal data was erased (retention or a person's request, decision 023); null while kept */
  anonymised_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** the KVKK notice version the visitor acknowledged (null: made before acknowledgements existed) */
  notice_version: number | null;
  /** server time of the acknowledgement */
  notice_acknowledged_at: string | null;
  /** 1 when the visitor consented to marketing messages */
  marketing_consent: Generated<number>;
}

export interface BookingGuestsTable {
  id: Generated<number>;
  booking_id: number;
  position: number;
  first_name: string;
  last_name: string;
  identity_number: string | null;
}

export interface BookingExtrasTable {
  id: Generated<number>;
  booking_id: number;
  extra_service_id: number | null;
  name: string;
  icon: string;
  price_euro: number;
}

/** One saved staff edit of a booking or tour reservation (migration 020, decision 031). */
export interface BookingChangesTable {
  id: Generated<number>;
  entity: 'booking' | 'tour_reservation';
  entity_id: number;
  admin_user_id: number | null;
  admin_username: string | null;
  /** JSON list of `{ field, before, after }` */
  changes_json: string;
  created_at: string;
}

/** A customer's change request from the manage page (migration 024, decision 031). */
export interface ChangeRequestsTable {
  id: Generated<number>;
  entity: 'booking' | 'tour_reservation';
  entity_id: number;
  /** JSON object of what was asked: pickup_time, flight_code, landing_time, hotel */
  fields_json: string;
  note: string | null;
  status: 'open' | 'accepted' | 'refused';
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

/** Staff notes on a booking or tour reservation (migration 013); never in a public answer. */
export interface InternalNotesTable {
  id: Generated<number>;
  target: 'booking' | 'tour_reservation';
  target_id: number;
  admin_user_id: number | null;
  admin_username: string;
  body: string;
  created_at: string;
}

/** Answers stored per Idempotency-Key so that a retried submission gets the first answer. */
/**
 * One Idempotency-Key per scope (decision 006). Claimed (no answer yet) while its request runs;
 * answered in the transaction that did the work; deleted once past its retention.
 */
export interface IdempotencyKeysTable {
  key: string;
  scope: string;
  /** sha-256 of what makes two requests "the same" (the body, a sent file's content) */
  request_hash: string;
  /** the answer, both null while the key is only claimed */
  status_code: number | null;
  response_json: string | null;
  /** when the key was first seen (ISO-8601 UTC); retention counts from here */
  created_at: string;
  /** who holds the unanswered claim, and since when; null on keys stored before leases existed */
  claim_token: string | null;
  claimed_at: string | null;
}

export type BookingRow = Selectable<BookingsTable>;

export type NewBooking = Insertable<BookingsTable>;
