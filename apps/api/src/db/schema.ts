import type {
  CurrenciesTable,
  VehicleTypesTable,
  VehiclesTable,
  RoutesTable,
  RoutePricesTable,
  RoutePointNamesTable,
  ExtraServicesTable,
} from './schema/catalog.js';
import type {
  PnrCodesTable,
  BookingsTable,
  BookingGuestsTable,
  BookingExtrasTable,
  InternalNotesTable,
  IdempotencyKeysTable,
  BookingChangesTable,
  ChangeRequestsTable,
} from './schema/bookings.js';
import type {
  ToursTable,
  TourSlugsTable,
  TourDeparturesTable,
  TourReservationsTable,
  PickupZonesTable,
} from './schema/tours.js';
import type { ResellerKeysTable, OctoBookingsTable } from './schema/resellers.js';
import type {
  GalleryItemsTable,
  HeroesTable,
  AboutEntriesTable,
  SiteSettingsTable,
  LegalDocumentsTable,
} from './schema/content.js';
import type {
  AdminUsersTable,
  AdminSessionsTable,
  AuditLogTable,
  LoginThrottleTable,
  LoginDevicesTable,
} from './schema/staff.js';
import type {
  DriversTable,
  DispatchJobsTable,
  DriverRunLinksTable,
  JobStatusEventsTable,
  DriverCashHandoversTable,
} from './schema/operations.js';
import type {
  MailOutboxTable,
  RateLimitHitsTable,
  StoredFilesTable,
  StoredFileChunksTable,
  TaskRunsTable,
} from './schema/system.js';

/*
 * The table types, one file per area under schema/ (conventions in schema/columns.ts). Modules import
 * them from here, as they did when this was one file.
 */
export type * from './schema/columns.js';
export type * from './schema/catalog.js';
export type * from './schema/bookings.js';
export type * from './schema/tours.js';
export type * from './schema/resellers.js';
export type * from './schema/content.js';
export type * from './schema/staff.js';
export type * from './schema/operations.js';
export type * from './schema/system.js';

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
