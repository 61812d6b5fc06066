import { isPickupTooSoon, isValidHm, isValidYmd } from './dates.js';

/**
 * Tour departures (issue 27, item 1; decision 034): a tour with a schedule leaves only at the
 * departures it lists, each with a number of seats. Pure rules here; the API stores the schedule
 * with the tour and one row per departure that staff changed or that has been booked.
 */

/** ISO weekday: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface DepartureSchedule {
  /** the weekdays the tour runs on (ISO, Monday 1) */
  weekdays: IsoWeekday[];
  /** start times 'HH:MM' on each of those days, Istanbul wall time */
  times: string[];
  /** first and last day the weekly pattern runs, inclusive ('YYYY-MM-DD') */
  starts_on: string;
  ends_on: string;
  /** seats per departure unless staff set another number on one */
  capacity: number;
  /** bookings close this many hours before a departure starts (Istanbul time) */
  cutoff_hours: number;
  /** the fewest guests the tour runs with; null: no minimum (shown to staff, not enforced) */
  minimum: number | null;
  /** departures outside the pattern (an extra boat on a busy day) */
  extra: { date: string; time: string }[];
  /** days the tour does not run although the pattern says so */
  closed: string[];
}

/** A departure: a day and a start time. */
export interface DepartureSlot {
  date: string;
  time: string;
}

/** What staff did to one departure; 'open' is also every departure nobody touched. */
export type DepartureState = 'open' | 'closed' | 'cancelled';

/** What a visitor reads about a departure. 'closed' covers closed, cancelled and past the cut-off. */
export type DepartureAvailability = 'available' | 'sold_out' | 'closed';

/** The ISO weekday of a 'YYYY-MM-DD' date (computed in UTC from the string, so no zone shifts it). */
export function isoWeekday(ymd: string): IsoWeekday {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (day === 0 ? 7 : day) as IsoWeekday;
}

/** `ymd` moved by `days` calendar days. */
export function addDays(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The start times a schedule has on one date, earliest first: the weekly pattern inside its dates,
 * unless the day is closed, plus any extra departure of that day (an extra on a closed day stands:
 * staff added it on purpose after closing the pattern's ones).
 */
export function departureTimesOn(schedule: DepartureSchedule, date: string): string[] {
  if (!isValidYmd(date)) return [];
  const times = new Set<string>();
  const inPattern =
    date >= schedule.starts_on && date <= schedule.ends_on && schedule.weekdays.includes(isoWeekday(date));
  if (inPattern && !schedule.closed.includes(date)) for (const t of schedule.times) times.add(t);
  for (const e of schedule.extra) if (e.date === date) times.add(e.time);
  return [...times].filter(isValidHm).sort();
}

/** Every departure from `from` to `to` inclusive, in order. */
export function departuresBetween(schedule: DepartureSchedule, from: string, to: string): DepartureSlot[] {
  const slots: DepartureSlot[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const time of departureTimesOn(schedule, date)) slots.push({ date, time });
  }
  return slots;
}

/** Whether the schedule has a departure at that day and time. */
export function isScheduledDeparture(schedule: DepartureSchedule, date: string, time: string): boolean {
  return departureTimesOn(schedule, date).includes(time);
}

/** Seats still free; never below zero (staff may lower a capacity under what is sold). */
export function seatsLeft(capacity: number, sold: number): number {
  return Math.max(0, capacity - sold);
}

/** Whether bookings for the departure have closed: it starts within `cutoffHours` of `now` (Istanbul). */
export function isPastCutoff(slot: DepartureSlot, cutoffHours: number, now: Date = new Date()): boolean {
  return isPickupTooSoon(slot.date, slot.time, now, cutoffHours);
}

/** One departure as the visitor sees it: available with seats left, sold out, or closed. */
export function departureAvailability(input: {
  state: DepartureState;
  capacity: number;
  sold: number;
  pastCutoff: boolean;
}): { availability: DepartureAvailability; seatsLeft: number } {
  const left = seatsLeft(input.capacity, input.sold);
  if (input.state !== 'open' || input.pastCutoff) return { availability: 'closed', seatsLeft: 0 };
  return left > 0
    ? { availability: 'available', seatsLeft: left }
    : { availability: 'sold_out', seatsLeft: 0 };
}

/**
 * Why a party cannot have seats on a departure, or null when it can: the message key the visitor
 * reads. Sold out when fewer seats are left than the party needs.
 */
export function refuseSeats(input: {
  isScheduled: boolean;
  state: DepartureState;
  capacity: number;
  sold: number;
  pastCutoff: boolean;
  party: number;
}): 'error.departure_unavailable' | 'error.departure_sold_out' | null {
  if (!input.isScheduled || input.state !== 'open' || input.pastCutoff) return 'error.departure_unavailable';
  return seatsLeft(input.capacity, input.sold) < input.party ? 'error.departure_sold_out' : null;
}
