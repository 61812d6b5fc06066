import { isScheduledDeparture, seatsLeft } from '@riviera/domain';
import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { parseSchedule } from './departure-facts.js';
import { departureRepository } from './departures.repository.js';

/** One departure and the party a reservation holds on it. */
export interface SeatsAt {
  date: string;
  time: string;
  party: number;
}

const keyOf = (s: { date: string; time: string }) => `${s.date} ${s.time}`;

/**
 * Staff moving a reservation's seats (issue 25 item 1, decision 034): to another departure of its
 * tour, or more or fewer guests on the same one. Seats are counted from the reservations, so the
 * reservation's own update, in the caller's transaction, is what takes the new seats and frees the
 * old ones; this checks, under the departures' row locks, that the new ones are there. Both rows
 * are locked in one order (by day and time) so two staff moving guests in opposite directions
 * cannot deadlock. As for a reinstated guest, the cut-off and a closed sale do not apply to staff;
 * a cancelled departure, a time that is not a departure and a full one are refused (409).
 */
export function departureSeatsService(dialect: DialectName) {
  const repo = departureRepository(dialect);
  return {
    async moveSeats(
      trx: Transaction<Database>,
      tour: { id: number; departure_schedule: string | null },
      from: SeatsAt,
      to: SeatsAt,
    ): Promise<void> {
      const schedule = parseSchedule(tour.departure_schedule);
      if (!schedule) return;
      const same = keyOf(from) === keyOf(to);
      // checked before any row is made: a typed time that is no departure must not become one
      if (!same && !isScheduledDeparture(schedule, to.date, to.time))
        throw new AppError(409, 'error.departure_unavailable', {
          booking_date: ['error.departure_unavailable'],
        });
      const at = new Date().toISOString();
      // the old departure is locked too (when it is still one), so the move is one step for anyone counting
      const slots = (same || !isScheduledDeparture(schedule, from.date, from.time) ? [to] : [from, to]).sort(
        (a, b) => keyOf(a).localeCompare(keyOf(b)),
      );
      for (const s of slots) await repo.ensureRow(trx, tour.id, s.date, s.time, at);
      let target = null;
      for (const s of slots) {
        const row = await repo.lockRow(trx, tour.id, s.date, s.time);
        if (keyOf(s) === keyOf(to)) target = row;
      }
      // the reservation's own seats on this departure are not someone else's
      const sold = (await repo.soldOn(trx, tour.id, to.date, to.time)) - (same ? from.party : 0);
      const refused =
        target === null || target.state === 'cancelled'
          ? 'error.departure_unavailable'
          : seatsLeft(target.capacity ?? schedule.capacity, sold) < to.party
            ? 'error.departure_sold_out'
            : null;
      if (refused) throw new AppError(409, refused, { booking_date: [refused] });
    },
  };
}
