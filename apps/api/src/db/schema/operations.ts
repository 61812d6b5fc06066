import type { ColumnType, Generated } from 'kysely';
import type { Flag } from './columns.js';

/** The operator's day: drivers, their jobs and status taps, cash handovers and share links. */

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
