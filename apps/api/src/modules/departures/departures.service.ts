import {
  addDays,
  departureAvailability,
  isPastCutoff,
  isScheduledDeparture,
  refuseSeats,
  seatsLeft,
  todayInIstanbul,
  type AdminDepartureDto,
  type PublicDepartureDto,
  type TourDeparturesDto,
} from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { departureFacts, parseSchedule } from './departure-facts.js';
import { departureRepository } from './departures.repository.js';

// Read where the seats are taken (tour reservations, OCTO): the schedule's one reader.
export { parseSchedule };

type Repo = ReturnType<typeof departureRepository>;
type Facts = ReturnType<typeof departureFacts>;

/** The visitor's and the back office's calendars of a tour's departures. */
function departureCalendars({ factsBetween, requireTour }: Facts) {
  return {
    /** GET /tours/{id}/departures: the visitor's calendar; a tour without a schedule answers `scheduled: false`. */
    async publicCalendar(
      tourId: number,
      fromAsked: string | undefined,
      days: number,
      now = new Date(),
    ): Promise<TourDeparturesDto> {
      const today = todayInIstanbul(now);
      const from = fromAsked && fromAsked > today ? fromAsked : today;
      const to = addDays(from, days - 1);
      const tour = await requireTour(tourId, true);
      if (!tour.schedule) return { tour_id: tourId, scheduled: false, from, to, departures: [] };
      const schedule = tour.schedule;
      const departures: PublicDepartureDto[] = (await factsBetween(tourId, schedule, from, to))
        // a departure no longer in the schedule is sold no more, whatever its row says
        .filter((f) => f.scheduled)
        .map((f) => {
          const a = departureAvailability({
            state: f.row?.state ?? 'open',
            capacity: f.capacity,
            sold: f.sold,
            pastCutoff: isPastCutoff(f, schedule.cutoff_hours, now),
          });
          return { date: f.date, time: f.time, availability: a.availability, seats_left: a.seatsLeft };
        });
      return { tour_id: tourId, scheduled: true, from, to, departures };
    },

    /** The back office's calendar: every departure with seats sold of its capacity. */
    async adminCalendar(tourId: number, from: string, days: number, now = new Date()) {
      const to = addDays(from, days - 1);
      const tour = await requireTour(tourId, false);
      if (!tour.schedule)
        return { tour_id: tourId, schedule: null, from, to, departures: [] as AdminDepartureDto[] };
      const schedule = tour.schedule;
      const departures = (await factsBetween(tourId, schedule, from, to)).map((f): AdminDepartureDto => ({
        date: f.date,
        time: f.time,
        state: f.row?.state ?? 'open',
        capacity: f.capacity,
        own_capacity: f.row?.capacity !== null && f.row?.capacity !== undefined,
        sold: f.sold,
        reservations: f.reservations,
        below_minimum: schedule.minimum !== null && f.sold < schedule.minimum,
        past_cutoff: isPastCutoff(f, schedule.cutoff_hours, now),
        unscheduled: !f.scheduled,
      }));
      return { tour_id: tourId, schedule, from, to, departures };
    },
  };
}

/** Taking a reservation's seats inside its transaction, under the departure's row lock. */
function seatTaking(repo: Repo, { seatsTakenOn }: Facts) {
  return {
    /**
     * Takes `party` seats on a tour's departure inside the reservation's transaction, or throws: 409
     * sold out, 409 no longer bookable. The departure's row is locked first, so concurrent bookings
     * of it count the seats one after another and exactly its capacity is ever sold. A tour without
     * a schedule is booked on any date and time, as before.
     */
    async takeSeats(
      trx: Transaction<Database>,
      tour: { id: number; departure_schedule: string | null },
      slot: { date: string; time: string },
      party: number,
      now = new Date(),
    ): Promise<void> {
      const schedule = parseSchedule(tour.departure_schedule);
      if (!schedule) return;
      const at = now.toISOString();
      await repo.ensureRow(trx, tour.id, slot.date, slot.time, at);
      const row = await repo.lockRow(trx, tour.id, slot.date, slot.time);
      const sold = await seatsTakenOn(trx, tour.id, slot.date, slot.time, now);
      const refused = refuseSeats({
        isScheduled: isScheduledDeparture(schedule, slot.date, slot.time),
        state: row.state,
        capacity: row.capacity ?? schedule.capacity,
        sold,
        pastCutoff: isPastCutoff(slot, schedule.cutoff_hours, now),
        party,
      });
      if (refused) throw new AppError(409, refused, { booking_date: [refused] });
    },

    /**
     * A cancelled reservation that staff set back to pending or confirmed takes its seats again,
     * under the same lock as a sale: refused (409) when the departure is full or was cancelled.
     * The booking cut-off and a closed sale do not apply: staff reinstating a guest know the day.
     */
    async retakeSeats(
      trx: Transaction<Database>,
      reservation: { tour_id: number | null; booking_date: string; booking_time: string; party: number },
    ): Promise<void> {
      if (reservation.tour_id === null) return;
      const tour = await repo.findTour(trx, reservation.tour_id);
      const schedule = parseSchedule(tour?.departure_schedule);
      if (!schedule) return;
      const { tour_id: tourId, booking_date: date, booking_time: time } = reservation;
      await repo.ensureRow(trx, tourId, date, time, new Date().toISOString());
      const row = await repo.lockRow(trx, tourId, date, time);
      const sold = await seatsTakenOn(trx, tourId, date, time, new Date());
      const refused =
        row.state === 'cancelled'
          ? 'error.departure_unavailable'
          : seatsLeft(row.capacity ?? schedule.capacity, sold) < reservation.party
            ? 'error.departure_sold_out'
            : null;
      if (refused) throw new AppError(409, refused, { status: [refused] });
    },
  };
}

/**
 * Tour departures (issue 27, decision 034): the calendars and taking seats. Staff's changes to the
 * schedule and to a departure, and its manifest, are departures.admin.service.ts.
 */
export function departureService(db: Kysely<Database>, dialect: DialectName) {
  const repo = departureRepository(dialect);
  const facts = departureFacts(db, repo);
  return { ...departureCalendars(facts), ...seatTaking(repo, facts) };
}
