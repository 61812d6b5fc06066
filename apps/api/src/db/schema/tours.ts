import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Flag } from './columns.js';

/** Tours, their slugs and departures, the reservations made on them and the zones guests are picked up in. */

export interface ToursTable {
  id: Generated<number>;
  title: string;
  category: string;
  description: string;
  price: number;
  children_price: number | null;
  currency: string;
  duration: string;
  location: string;
  image: string | null;
  /** JSON arrays of strings */
  features: string;
  inclusions: string;
  exclusions: string;
  is_active: Flag;
  sort_order: number;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
  /** the current address word of the tour's page; its former ones are in `tour_slugs` (decision 022) */
  slug: Generated<string | null>;
  /** JSON `DepartureSchedule` (migration 023, decision 034); null: booked on any date and time */
  departure_schedule: Generated<string | null>;
  /** JSON `[{ zone_id, offset_minutes }]`: where the tour picks guests up (migration 029); null: nowhere */
  pickup_zones: Generated<string | null>;
}

/** A departure staff changed or someone booked (migration 023); seats sold are its reservations, counted. */
export interface TourDeparturesTable {
  id: Generated<number>;
  tour_id: number;
  date: string;
  time: string;
  /** null: the schedule's capacity */
  capacity: number | null;
  state: 'open' | 'closed' | 'cancelled';
  /** what the guests were told when staff cancelled it */
  cancel_message: string | null;
  created_at: string;
  updated_at: string;
}

/** Every slug a tour has had; one per tour is current, the others answer with a redirect (decision 022). */
export interface TourSlugsTable {
  id: Generated<number>;
  slug: string;
  tour_id: number;
  is_current: Flag;
  created_at: string;
}

export interface TourReservationsTable {
  id: Generated<number>;
  pnr_code: string;
  tour_id: number | null;
  /** snapshot, so a reservation still reads well after its tour is edited or deleted */
  tour_title: string;
  tour_location: string;
  customer_name: string;
  customer_surname: string;
  customer_email: string;
  country_code: string;
  customer_phone: string;
  booking_date: string;
  booking_time: string;
  passenger_count: number;
  children_count: number;
  unit_price: number;
  children_price: number;
  currency: string;
  exchange_rate: number;
  rate_to_try: number;
  total_eur: number;
  total_price: number;
  status: string;
  special_requests: string | null;
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
  /** the pickup of a tour with pickup (migration 029, decision 038); null on tours without */
  pickup_zone_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** the zone's Turkish name when booked */
  pickup_zone_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** the hotel or address the guest wrote */
  pickup_place: ColumnType<string | null, string | null | undefined, string | null>;
  /** when the guest waits, computed from the departure and the zone's offset when booked */
  pickup_date: ColumnType<string | null, string | null | undefined, string | null>;
  pickup_time: ColumnType<string | null, string | null | undefined, string | null>;
  /** who sold it: a reseller's name over OCTO (migration 032, decision 041); null: the website */
  channel: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A place tours pick guests up in (migration 029); names in other languages in `translations`. */
export interface PickupZonesTable {
  id: Generated<number>;
  name: string;
  translations: Generated<string>;
  sort_order: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type PickupZoneRow = Selectable<PickupZonesTable>;

export type TourRow = Selectable<ToursTable>;

export type NewTour = Insertable<ToursTable>;

export type TourUpdate = Updateable<ToursTable>;

export type TourReservationRow = Selectable<TourReservationsTable>;

export type TourDepartureRow = Selectable<TourDeparturesTable>;
