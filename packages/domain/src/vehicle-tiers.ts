/**
 * Vehicle capacity tiers from the spec (§9). A tier is the upper bound of a band of capacities:
 * tier 2 covers capacities 1-2, tier 5 covers 3-5, tier 7 covers 6-7. Above 7 the spec stops
 * banding and shows every larger vehicle, so the tiers 9-20 only serve as labels.
 */
export const CAPACITY_TIERS = [2, 5, 7, 9, 12, 15, 20] as const;

/** The bands used for small parties: (previous tier, tier]. The last band is open-ended. */
const BANDS: readonly { min: number; max: number }[] = [
  { min: 1, max: 2 },
  { min: 3, max: 5 },
  { min: 6, max: 7 },
  { min: 8, max: Number.POSITIVE_INFINITY },
];

/** Party sizes below 1 or fractional sizes are treated as the next whole passenger count (≥ 1). */
function normalizeParty(passengers: number): number {
  return Number.isFinite(passengers) ? Math.max(1, Math.ceil(passengers)) : 1;
}

/** Smallest tier that seats the party, or `undefined` when the party exceeds the largest tier (20). */
export function capacityTierFor(passengers: number): number | undefined {
  const party = normalizeParty(passengers);
  return CAPACITY_TIERS.find((tier) => tier >= party);
}

/**
 * Server-side check that a chosen vehicle can seat the party. This is the safety rule: a booking
 * must never put more passengers into a vehicle than its capacity, whatever the client sent.
 */
export function vehicleFitsParty(capacity: number, passengers: number): boolean {
  return (
    Number.isFinite(capacity) && Number.isFinite(passengers) && passengers >= 1 && capacity >= passengers
  );
}

/**
 * Vehicles offered on booking step 1 for a party (spec §9), sorted by capacity ascending
 * (stable: equal capacities keep their input order).
 *
 * - 1-7 passengers: the vehicles whose capacity lies in the band of the smallest tier that fits
 *   (1-2 → capacity 1-2, 3-5 → capacity 3-5, 6-7 → capacity 6-7). For 6 passengers the capacity-6
 *   vehicles are "preferred" by coming first; for 7 passengers a capacity-6 vehicle cannot seat
 *   the party and is left out (the capacity rule wins over the preference).
 * - If that band has no vehicle that fits, the next band up is tried, and so on, so a small party
 *   still sees the smallest vehicles that can take it.
 * - 8 or more passengers: every vehicle with capacity above 7 that seats the party.
 *
 * Never returns a vehicle with capacity below the party size. Returns [] if nothing fits.
 */
export function selectVehiclesForParty<T extends { capacity: number }>(
  vehicles: readonly T[],
  passengers: number,
): T[] {
  const party = normalizeParty(passengers);
  const fitting = vehicles
    .filter((v) => vehicleFitsParty(v.capacity, party))
    .map((v, index) => ({ v, index }))
    .sort((a, b) => a.v.capacity - b.v.capacity || a.index - b.index)
    .map(({ v }) => v);

  const firstBand = BANDS.findIndex((band) => party <= band.max);
  for (const band of BANDS.slice(firstBand)) {
    const inBand = fitting.filter((v) => v.capacity >= band.min && v.capacity <= band.max);
    if (inBand.length > 0) return inBand;
  }
  return [];
}
