/**
 * The driver's statuses of a job on the day of the trip (issue 26 item 1, decision 035): tapped on
 * the driver's phone, time-stamped by the server, kept per job (one leg) as an append-only history
 * plus the latest. Pure: the API refuses what this refuses, the driver's page offers only what it
 * allows, so a tap queued offline is checked by the same rule before and after it is sent.
 */
export const TRIP_STATUSES = ['on_the_way', 'at_pickup', 'on_board', 'completed', 'no_show'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** The driver's buttons, in his words (the driver's page is Turkish). */
export const TRIP_STATUS_BUTTONS: Readonly<Record<TripStatus, string>> = {
  on_the_way: 'Yola çıktım',
  at_pickup: 'Alış noktasında',
  on_board: 'Yolcu araçta',
  completed: 'Tamamlandı',
  no_show: 'Yolcu gelmedi',
};

/** The same statuses as the office reads them on the board ('Yola çıktı': said of the driver). */
export const TRIP_STATUS_LABELS: Readonly<Record<TripStatus, string>> = {
  on_the_way: 'Yola çıktı',
  at_pickup: 'Alış noktasında',
  on_board: 'Yolcu araçta',
  completed: 'Tamamlandı',
  no_show: 'Yolcu gelmedi',
};

/** Where a status stands on the way from setting off to dropping the guest. */
const RANK: Readonly<Record<TripStatus, number>> = {
  on_the_way: 1,
  at_pickup: 2,
  on_board: 3,
  completed: 4,
  no_show: 4,
};

/** Why a status may not follow the current one; null when it may. */
export type TripTransitionRefusal = 'finished' | 'backwards' | 'same' | 'not_on_board' | 'already_on_board';

/**
 * Whether `next` may follow `current` (null: nothing tapped yet). The trip only moves forward;
 * a forgotten tap may be skipped (a driver who taps 'Yolcu araçta' without 'Alış noktasında' is
 * believed), but 'Tamamlandı' needs the guest in the car first, 'Yolcu gelmedi' is said before the
 * guest is in the car, and nothing follows 'Tamamlandı' or 'Yolcu gelmedi'.
 */
export function tripTransitionRefusal(
  current: TripStatus | null,
  next: TripStatus,
): TripTransitionRefusal | null {
  if (current === 'completed' || current === 'no_show') return 'finished';
  if (current === next) return 'same';
  if (next === 'completed' && current !== 'on_board') return 'not_on_board';
  if (next === 'no_show' && current === 'on_board') return 'already_on_board';
  if (current !== null && RANK[next] < RANK[current]) return 'backwards';
  return null;
}

export const canFollowTripStatus = (current: TripStatus | null, next: TripStatus): boolean =>
  tripTransitionRefusal(current, next) === null;

/** The statuses the driver may tap now, in the order of the trip. */
export function nextTripStatuses(current: TripStatus | null): TripStatus[] {
  return TRIP_STATUSES.filter((s) => canFollowTripStatus(current, s));
}

/** The catalogue key of each refusal, for the API's Turkish (and other languages') message. */
export const TRIP_REFUSAL_MESSAGE_KEYS: Readonly<Record<TripTransitionRefusal, string>> = {
  finished: 'error.trip_status_finished',
  backwards: 'error.trip_status_backwards',
  same: 'error.trip_status_same',
  not_on_board: 'error.trip_status_not_on_board',
  already_on_board: 'error.trip_status_already_on_board',
};

export const isTripStatus = (value: unknown): value is TripStatus =>
  typeof value === 'string' && (TRIP_STATUSES as readonly string[]).includes(value);
