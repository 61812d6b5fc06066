import { isValidHm, isValidYmd } from './dates.js';

/**
 * Tour pickups (issue 27 item 4, decision 038): a tour picks its guests up in some zones (Kemer,
 * Beldibi…), each at an offset from the departure's start ('08:30' with −90 → '07:00'). Pure
 * rules shared by the API (what is stored and shown) and the visitor's form (what it says live).
 */

/** The earliest pickup: six hours before the start (an Alanya guest on a Kemer boat); none after it. */
export const PICKUP_OFFSET_MIN = -360;
export const PICKUP_OFFSET_MAX = 0;
/** how many zones one tour can pick up from */
export const TOUR_PICKUPS_MAX = 40;
export const PICKUP_ZONE_NAME_MAX = 100;
/** a hotel name or a street address, one line */
export const PICKUP_PLACE_MAX = 200;

/** One zone a tour picks up from, and how many minutes before the start (negative). */
export interface TourPickup {
  zone_id: number;
  offset_minutes: number;
}

/**
 * When the guest waits: the departure's day and start moved by the zone's offset. A pickup before
 * midnight of a early-morning tour lands on the day before, so the date is part of the answer.
 */
export function pickupMoment(
  date: string,
  time: string,
  offsetMinutes: number,
): { date: string; time: string } {
  if (!isValidYmd(date) || !isValidHm(time)) throw new RangeError(`not a departure: ${date} ${time}`);
  const [h, m] = time.split(':').map(Number) as [number, number];
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  // UTC arithmetic on the wall clock: the offset is minutes of the same Istanbul day (no DST there).
  const at = new Date(Date.UTC(y, mo - 1, d, h, m) + offsetMinutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`,
    time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`,
  };
}

/** The zone's entry on the tour, or null when the tour does not pick up there. */
export function pickupOfZone(pickups: readonly TourPickup[], zoneId: number): TourPickup | null {
  return pickups.find((p) => p.zone_id === zoneId) ?? null;
}

/**
 * What a reservation's pickup fields lack for its tour, as field → message key: a tour with
 * pickups needs a zone it offers and a hotel or address; a tour without pickups ignores both. The
 * form runs it beside the zod contract with the tour it shows, the API with the stored tour.
 */
export function pickupProblems(
  pickups: readonly TourPickup[],
  input: { pickup_zone_id?: number | null; pickup_place?: string | null },
): Partial<Record<'pickup_zone_id' | 'pickup_place', string>> {
  if (pickups.length === 0) return {};
  const out: Partial<Record<'pickup_zone_id' | 'pickup_place', string>> = {};
  if (input.pickup_zone_id == null) out.pickup_zone_id = 'validation.pickup_zone_required';
  else if (!pickupOfZone(pickups, input.pickup_zone_id)) out.pickup_zone_id = 'error.pickup_zone_not_offered';
  if (!input.pickup_place?.trim()) out.pickup_place = 'validation.pickup_place_required';
  return out;
}

/** Parses the tour's stored pickups (JSON text); anything unreadable is no pickup rather than a 500. */
export function parseTourPickups(stored: string | null | undefined): TourPickup[] {
  if (!stored) return [];
  try {
    const v = JSON.parse(stored) as unknown;
    if (!Array.isArray(v)) return [];
    return v.filter(
      (p): p is TourPickup =>
        typeof p === 'object' &&
        p !== null &&
        Number.isInteger((p as TourPickup).zone_id) &&
        Number.isInteger((p as TourPickup).offset_minutes),
    );
  } catch {
    return [];
  }
}
