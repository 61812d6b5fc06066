import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AdminRole } from '@riviera/domain';

/**
 * Table types shared by both dialects. Conventions that keep SQLite and PostgreSQL identical:
 * booleans are 0/1 integers, timestamps are ISO-8601 UTC text, business dates are 'YYYY-MM-DD'
 * and times 'HH:MM' text (Europe/Istanbul), money is double precision rounded to cents,
 * and lists that are only ever read whole are JSON text.
 */
export type Flag = 0 | 1;

export interface CurrenciesTable {
  id: Generated<number>;
  code: string;
  name: string;
  symbol: string;
  rate_to_try: number;
  rate_from_try: number;
  is_active: Flag;
  is_base: Flag;
  last_updated: string;
  created_at: string;
  updated_at: string;
}

export interface VehicleTypesTable {
  id: Generated<number>;
  key: string;
  name: string;
  description: string;
  image_url: string | null;
  is_active: Flag;
  sort_order: number;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

export interface VehiclesTable {
  id: Generated<number>;
  name: string;
  vehicle_type_id: number;
  capacity: number;
  /** pieces of luggage the boot takes (decision 032); null: not known, never flagged */
  luggage_capacity: ColumnType<number | null, number | null | undefined, number | null>;
  image_url: string | null;
  /** JSON array of strings */
  features: string;
  is_active: Flag;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

export interface RoutesTable {
  id: Generated<number>;
  from_location: string;
  to_location: string;
  /** normalised (trimmed, Turkish lower-case) pair, unique: one route per direction */
  from_key: string;
  to_key: string;
  is_active: Flag;
  /** minutes a drive on the route takes (decision 032); null: not known, the fallback applies */
  drive_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
  updated_at: string;
}

export interface RoutePricesTable {
  route_id: number;
  vehicle_type_key: string;
  price_euro: number;
}

/** A route point's name in one of the other languages (en, de, ru, pl), keyed by the point's normalized key. */
export interface RoutePointNamesTable {
  point_key: string;
  lang: string;
  name: string;
  updated_at: string;
}

export interface ExtraServicesTable {
  id: Generated<number>;
  name: string;
  description: string;
  price_euro: number;
  icon: string;
  is_active: Flag;
  sort_order: number;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

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

/** A reseller's OCTO API key (migration 032, decision 041): only the token's SHA-256 is kept. */
export interface ResellerKeysTable {
  id: Generated<number>;
  name: string;
  key_hash: string;
  created_by: number | null;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}
export type ResellerKeyRow = Selectable<ResellerKeysTable>;

/** A reseller's booking over OCTO through its life (migration 032); a live hold takes its seats. */
export interface OctoBookingsTable {
  id: Generated<number>;
  uuid: string;
  reseller_key_id: number;
  reseller_name: string;
  reseller_reference: string | null;
  tour_id: number;
  booking_date: string;
  booking_time: string;
  adults: number;
  children: number;
  /** JSON `[{ uuid, unitId, resellerReference }]`: OCTO's unit items, one per seat */
  unit_items: string;
  /** JSON of OCTO's contact while on hold; emptied once the reservation holds it */
  contact: string | null;
  notes: string | null;
  status: 'ON_HOLD' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED';
  /** an ON_HOLD booking's seats are free again from this moment */
  expires_at: string | null;
  tour_reservation_id: number | null;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  cancelled_at: string | null;
}
export type OctoBookingRow = Selectable<OctoBookingsTable>;

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

export interface GalleryItemsTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  type: 'image' | 'video';
  image_path: string | null;
  video_path: string | null;
  sort_order: number;
  is_active: Flag;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

export interface HeroesTable {
  id: Generated<number>;
  title: string;
  subtitle: string;
  description: string;
  sort_order: number;
  is_active: Flag;
  video_path: string | null;
  poster_path: string | null;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

export interface AboutEntriesTable {
  id: Generated<number>;
  title: string;
  /** sanitised HTML */
  description: string;
  main_description: string | null;
  sub_description: string | null;
  quote: string | null;
  /** JSON array of strings */
  features: string;
  is_active: Flag;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

export interface SiteSettingsTable {
  id: Generated<number>;
  key: string;
  value: string;
  type: 'text' | 'image' | 'boolean' | 'json';
  group_name: string;
  description: string;
  is_active: Flag;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

export interface AdminUsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** 'admin' is Yönetici (every account made before roles), 'operations' is Operasyon */
  role: AdminRole;
  is_demo: Flag;
  /** a disabled account cannot sign in (migration 013) */
  is_active: Generated<Flag>;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
}

export interface AdminSessionsTable {
  /** SHA-256 of the session token: a stolen database does not yield usable cookies */
  id_hash: string;
  admin_user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

/**
 * Failed sign-ins per username and client address (migration 004), and per username from any
 * address (key `*|username`, migration 005); an address row is removed on success.
 */
export interface LoginThrottleTable {
  /** client address (or `*` for the whole account) and lower-cased username */
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
  /** locks in a row so far: an account's next lock lasts longer (migration 005) */
  locks: Generated<number>;
}

/** Browsers that signed in to a username before (migration 005, decision 011); the cookie holds the token. */
export interface LoginDevicesTable {
  /** SHA-256 of the device cookie's token */
  id_hash: string;
  /** lower-cased username the browser signed in to */
  username: string;
  created_at: string;
  expires_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_user_id: number | null;
  admin_username: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
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

/** A driver of the operator's day (migration 012). */
export interface DriversTable {
  id: Generated<number>;
  name: string;
  phone: string;
  plate: string;
  default_vehicle_id: number | null;
  is_active: Flag;
  created_at: string;
  updated_at: string;
}

/**
 * One job per leg (migration 012, decision 017): a transfer's outbound and return, a tour
 * reservation's tour. Status is the booking's, read through the join, never copied.
 */
export interface DispatchJobsTable {
  id: Generated<number>;
  leg: 'outbound' | 'return' | 'tour';
  booking_id: number | null;
  tour_reservation_id: number | null;
  /** Istanbul date 'YYYY-MM-DD' and time 'HH:MM' of this leg */
  service_date: string;
  service_time: string | null;
  from_location: string;
  to_location: string;
  driver_id: number | null;
  vehicle_id: number | null;
  note: string | null;
  /** the driver's latest status and its server time (migration 026, decision 035); null: none yet */
  trip_status: ColumnType<string | null, string | null | undefined, string | null>;
  trip_status_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

/** One applied status tap of a driver (migration 026): append-only, one per client-made id. */
export interface JobStatusEventsTable {
  id: Generated<number>;
  job_id: number;
  driver_id: number | null;
  status: string;
  client_id: string;
  /** the phone's clock at the tap, for the record; `created_at` is the status's time */
  tapped_at: string | null;
  created_at: string;
  /** cash collected with 'Tamamlandı' (migration 027), in minor units of `cash_currency` */
  cash_minor: ColumnType<number | null, number | null | undefined, number | null>;
  cash_currency: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What staff confirmed a driver handed over, per day and currency (migration 027). */
export interface DriverCashHandoversTable {
  id: Generated<number>;
  driver_id: number;
  service_date: string;
  currency: string;
  amount_minor: number;
  confirmed_by: string | null;
  confirmed_at: string;
}

/** A driver's read-only share link for one day (migration 012); only the token's SHA-256 is kept. */
export interface DriverRunLinksTable {
  id: Generated<number>;
  driver_id: number;
  service_date: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
  /** when staff revoked it (decision 032); null while it opens */
  revoked_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One mail to send (decision 016); rendered from the booking when it is delivered. */
export interface MailOutboxTable {
  id: Generated<number>;
  entity: 'booking' | 'tour_reservation';
  entity_id: number;
  pnr_code: string;
  /** which mail: 'created', 'confirmed', 'cancelled', 'self_cancelled', 'change_request' */
  template: string;
  /** 'customer' or 'operator'; the address is resolved when the mail is sent */
  recipient: 'customer' | 'operator';
  language: string;
  /** 'queued' | 'sending' | 'sent' | 'failed' | 'superseded' | 'held' (over the per-address cap, decision 033) */
  status: string;
  attempts: number;
  next_attempt_at: string;
  claimed_by: string | null;
  lease_until: string | null;
  last_error: string | null;
  to_address: string | null;
  /** free text carried by the mail (a customer's change request) */
  note: string | null;
  /** 1: queued by a visitor's own action, so capped per address and hour (decision 033); 0: staff's */
  visitor_triggered: Generated<Flag>;
  /** the dispatch job (leg or tour) a driver, reminder or review mail is about (migration 031) */
  job_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** unique where set: a mail queued once only ('reminder:job:12', decision 040) */
  once_key: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A legal text (KVKK notice, privacy policy): Turkish in its columns, the rest in `translations`. */
export interface LegalDocumentsTable {
  kind: string;
  title: string;
  content: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
  /** raised by every edit; bookings record the version their visitor acknowledged */
  version: number;
  created_at: string;
  updated_at: string;
}

export interface Database {
  currencies: CurrenciesTable;
  vehicle_types: VehicleTypesTable;
  vehicles: VehiclesTable;
  routes: RoutesTable;
  route_prices: RoutePricesTable;
  route_point_names: RoutePointNamesTable;
  extra_services: ExtraServicesTable;
  pnr_codes: PnrCodesTable;
  bookings: BookingsTable;
  booking_guests: BookingGuestsTable;
  booking_extras: BookingExtrasTable;
  tours: ToursTable;
  tour_slugs: TourSlugsTable;
  tour_departures: TourDeparturesTable;
  tour_reservations: TourReservationsTable;
  pickup_zones: PickupZonesTable;
  reseller_keys: ResellerKeysTable;
  octo_bookings: OctoBookingsTable;
  gallery_items: GalleryItemsTable;
  heroes: HeroesTable;
  about_entries: AboutEntriesTable;
  site_settings: SiteSettingsTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  audit_log: AuditLogTable;
  internal_notes: InternalNotesTable;
  idempotency_keys: IdempotencyKeysTable;
  login_throttle: LoginThrottleTable;
  login_devices: LoginDevicesTable;
  drivers: DriversTable;
  dispatch_jobs: DispatchJobsTable;
  driver_run_links: DriverRunLinksTable;
  job_status_events: JobStatusEventsTable;
  driver_cash_handovers: DriverCashHandoversTable;
  mail_outbox: MailOutboxTable;
  rate_limit_hits: RateLimitHitsTable;
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
  legal_documents: LegalDocumentsTable;
  task_runs: TaskRunsTable;
  booking_changes: BookingChangesTable;
  change_requests: ChangeRequestsTable;
}

/** The last run of a task the back office reports on (migration 019, decision 030). */
export interface TaskRunsTable {
  /** e.g. 'exchange-rates:refresh', 'personal-data:retention' */
  name: string;
  last_started_at: string;
  last_finished_at: string;
  last_outcome: 'ok' | 'failed';
  last_error: string | null;
  /** the end of the last run that succeeded (kept through failures) */
  last_ok_at: string | null;
  /** the staff member who started the last run; null for a background run */
  last_by: string | null;
  /** JSON of what the last successful run did (counts) */
  last_summary: string | null;
}

/** One rate-limit counter shared by every instance (migration 014, decision 019). */
export interface RateLimitHitsTable {
  /** route and client key */
  key: string;
  hits: number;
  /** when the window ends: the database clock's milliseconds since the epoch */
  resets_at: number;
}

/** An upload kept in the database (PostgreSQL deployments), by its public path (migration 014). */
export interface StoredFilesTable {
  /** the public path without '/uploads/', e.g. 'tours/ab12….webp' */
  path: string;
  mime: string;
  size: number;
  /** bytes per chunk row (the last may be shorter) */
  chunk_size: number;
  created_at: string;
}

export interface StoredFileChunksTable {
  path: string;
  /** 0-based chunk number */
  seq: number;
  data: Buffer;
}

export type CurrencyRow = Selectable<CurrenciesTable>;
export type VehicleTypeRow = Selectable<VehicleTypesTable>;
export type VehicleRow = Selectable<VehiclesTable>;
export type RouteRow = Selectable<RoutesTable>;
export type ExtraServiceRow = Selectable<ExtraServicesTable>;
export type BookingRow = Selectable<BookingsTable>;
export type NewBooking = Insertable<BookingsTable>;
export type TourRow = Selectable<ToursTable>;
export type NewTour = Insertable<ToursTable>;
export type TourUpdate = Updateable<ToursTable>;
export type TourReservationRow = Selectable<TourReservationsTable>;
export type TourDepartureRow = Selectable<TourDeparturesTable>;
export type GalleryItemRow = Selectable<GalleryItemsTable>;
export type HeroRow = Selectable<HeroesTable>;
export type AboutEntryRow = Selectable<AboutEntriesTable>;
export type SiteSettingRow = Selectable<SiteSettingsTable>;
export type AdminUserRow = Selectable<AdminUsersTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type LegalDocumentRow = Selectable<LegalDocumentsTable>;
