import { departuresBetween, type DepartureSchedule } from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database, TourDepartureRow } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { departureRepository } from './departures.repository.js';

/** A stored schedule; a damaged value reads as none, so the tour is sold as before rather than not at all. */
export function parseSchedule(json: string | null | undefined): DepartureSchedule | null {
  if (!json) return null;
  try {
    const v = JSON.parse(json) as DepartureSchedule;
    return Array.isArray(v.weekdays) && Array.isArray(v.times) && typeof v.capacity === 'number' ? v : null;
  } catch {
    return null;
  }
}

const key = (date: string, time: string) => `${date} ${time}`;

/** One departure's facts, from the schedule, its row (if any) and the seats sold on it. */
export interface DepartureFacts {
  date: string;
  time: string;
  row: TourDepartureRow | undefined;
  capacity: number;
  sold: number;
  reservations: number;
  scheduled: boolean;
}

/**
 * What the departure services read before they answer or change anything: a tour's departures in a
 * range with their seats, the seats taken on one, and a tour or departure that must exist.
 */
export function departureFacts(db: Kysely<Database>, repo: ReturnType<typeof departureRepository>) {
  /** Every departure of a tour in a range: the schedule's, and any other row or booking on a day in it. */
  async function factsBetween(
    tourId: number,
    schedule: DepartureSchedule,
    from: string,
    to: string,
  ): Promise<DepartureFacts[]> {
    const [rows, sold, held] = await Promise.all([
      repo.rowsBetween(db, tourId, from, to),
      repo.soldBetween(db, tourId, from, to),
      repo.heldBetween(db, tourId, from, to, new Date().toISOString()),
    ]);
    const byKey = new Map<string, DepartureFacts>();
    const add = (date: string, time: string, scheduled: boolean) => {
      const k = key(date, time);
      const found = byKey.get(k);
      if (found) return found;
      const made: DepartureFacts = {
        date,
        time,
        row: undefined,
        capacity: schedule.capacity,
        sold: 0,
        reservations: 0,
        scheduled,
      };
      byKey.set(k, made);
      return made;
    };
    for (const slot of departuresBetween(schedule, from, to)) add(slot.date, slot.time, true);
    for (const row of rows) {
      const f = add(row.date, row.time, false);
      f.row = row;
      if (row.capacity !== null) f.capacity = row.capacity;
    }
    for (const s of sold) {
      const f = add(s.date, s.time, false);
      f.sold = Number(s.sold);
      f.reservations = Number(s.reservations);
    }
    // a reseller's live hold takes its seats like a sale (decision 041)
    for (const h of held) add(h.date, h.time, false).sold += Number(h.held);
    return [...byKey.values()].sort((a, b) => key(a.date, a.time).localeCompare(key(b.date, b.time)));
  }

  /** Seats gone on a departure: its reservations and resellers' live holds (decision 041). */
  async function seatsTakenOn(
    trx: Transaction<Database>,
    tourId: number,
    date: string,
    time: string,
    now: Date,
  ) {
    const sold = await repo.soldOn(trx, tourId, date, time);
    return sold + (await repo.heldOn(trx, tourId, date, time, now.toISOString()));
  }

  async function requireTour(tourId: number, activeOnly: boolean) {
    const tour = await repo.findTour(db, tourId);
    if (!tour || (activeOnly && tour.is_active !== 1)) throw notFound('error.tour_not_found');
    return { ...tour, schedule: parseSchedule(tour.departure_schedule) };
  }

  /** A departure must be in the schedule, or already have a row (an extra that was removed still shows). */
  async function requireDeparture(tourId: number, date: string, time: string) {
    const tour = await requireTour(tourId, false);
    if (!tour.schedule) throw notFound('error.departure_not_found');
    const [facts] = (await factsBetween(tourId, tour.schedule, date, date)).filter((f) => f.time === time);
    if (!facts) throw notFound('error.departure_not_found');
    return { tour, schedule: tour.schedule, facts };
  }

  return { factsBetween, seatsTakenOn, requireTour, requireDeparture };
}
