import type { Generated, Selectable } from 'kysely';

/** Resellers selling tours over OCTO (decision 041): their keys and their bookings. */

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
