import {
  addDays,
  formatPhone,
  departureAvailability,
  departuresBetween,
  isPastCutoff,
  isScheduledDeparture,
  refuseSeats,
  seatsLeft,
  todayInIstanbul,
  type AdminDepartureDto,
  type DepartureCancelInput,
  type DepartureChangeInput,
  type DepartureManifestDto,
  type DepartureSchedule,
  type PublicDepartureDto,
  type TourDeparturesDto,
} from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database, TourDepartureRow } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { CacheInvalidation } from '../../lib/cache-invalidation.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { enqueueDepartureCancelledMail } from '../mail/mail-events.js';
import { departureRepository } from './departures.repository.js';

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
interface DepartureFacts {
  date: string;
  time: string;
  row: TourDepartureRow | undefined;
  capacity: number;
  sold: number;
  reservations: number;
  scheduled: boolean;
}

/** Tour departures (issue 27, decision 034): calendars, the schedule, staff's changes, and taking seats. */
export function departureService(
  db: Kysely<Database>,
  dialect: DialectName,
  invalidation?: CacheInvalidation,
) {
  const repo = departureRepository(dialect);

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
  async function seatsTakenOn(trx: Transaction<Database>, tourId: number, date: string, time: string, now: Date) {
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

    /** PUT /admin/tours/{id}/schedule: booked departures keep their reservations whatever the new schedule. */
    async setSchedule(admin: AdminPrincipal, tourId: number, schedule: DepartureSchedule | null) {
      const tour = await requireTour(tourId, false);
      await db.transaction().execute(async (trx) => {
        await repo.setSchedule(
          trx,
          tourId,
          schedule ? JSON.stringify(schedule) : null,
          new Date().toISOString(),
        );
        await recordAudit(trx, {
          admin,
          action: 'update',
          entity: 'tour',
          entityId: tourId,
          before: { departure_schedule: tour.schedule },
          after: { departure_schedule: schedule },
        });
      });
      // the tour's answers say whether it sells departures
      await invalidation?.publish();
      return schedule;
    },

    /** PUT /admin/tours/{id}/departures: one departure's own capacity, closed or open again. */
    async change(admin: AdminPrincipal, tourId: number, input: DepartureChangeInput) {
      const { facts } = await requireDeparture(tourId, input.date, input.time);
      if (facts.row?.state === 'cancelled') throw new AppError(409, 'error.departure_unavailable');
      await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        await repo.ensureRow(trx, tourId, input.date, input.time, now);
        const row = await repo.lockRow(trx, tourId, input.date, input.time);
        const change = {
          ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
          ...(input.state ? { state: input.state } : {}),
        };
        await repo.updateRow(trx, row.id, change, now);
        await recordAudit(trx, {
          admin,
          action: 'update',
          entity: 'tour_departure',
          entityId: row.id,
          before: {
            tour_id: tourId,
            date: row.date,
            time: row.time,
            capacity: row.capacity,
            state: row.state,
          },
          after: {
            tour_id: tourId,
            date: row.date,
            time: row.time,
            capacity: row.capacity,
            state: row.state,
            ...change,
          },
        });
      });
    },

    /**
     * POST /admin/tours/{id}/departures/cancel: the departure is cancelled, every reservation on it
     * too, and each guest gets the operator's message in a mail in their language, in one transaction.
     */
    async cancel(admin: AdminPrincipal, tourId: number, input: DepartureCancelInput) {
      await requireDeparture(tourId, input.date, input.time);
      return db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        await repo.ensureRow(trx, tourId, input.date, input.time, now);
        const row = await repo.lockRow(trx, tourId, input.date, input.time);
        const reservations = await repo.liveReservationsOn(trx, tourId, input.date, input.time);
        await repo.updateRow(trx, row.id, { state: 'cancelled', cancel_message: input.message }, now);
        await repo.cancelReservations(
          trx,
          reservations.map((r) => r.id),
          now,
        );
        for (const r of reservations) {
          await enqueueDepartureCancelledMail(
            trx,
            { entity: 'tour_reservation', entityId: r.id, pnr: r.pnr_code },
            input.message,
          );
        }
        await recordAudit(trx, {
          admin,
          action: 'status',
          entity: 'tour_departure',
          entityId: row.id,
          before: { tour_id: tourId, date: row.date, time: row.time, state: row.state },
          after: {
            tour_id: tourId,
            date: row.date,
            time: row.time,
            state: 'cancelled',
            message: input.message,
            reservations: reservations.map((r) => r.pnr_code),
          },
        });
        return { cancelled_reservations: reservations.length };
      });
    },

    /** A departure's manifest: its guests with their counts and contacts (the print and the CSV read it). */
    async manifest(tourId: number, date: string, time: string): Promise<DepartureManifestDto> {
      const { facts } = await requireDeparture(tourId, date, time);
      const [tour, rows] = await Promise.all([
        repo.findTourTexts(db, tourId),
        repo.manifestRows(db, tourId, date, time),
      ]);
      if (!tour) throw notFound('error.tour_not_found');
      const guests = rows.map((r) => ({
        pnr_code: r.pnr_code,
        name: `${r.customer_name} ${r.customer_surname}`,
        adults: r.passenger_count,
        children: r.children_count,
        phone: formatPhone(r.customer_phone, r.country_code),
        email: r.customer_email,
        language: r.language,
        status: r.status,
        special_requests: r.special_requests,
        pickup_zone: r.pickup_place ? r.pickup_zone_name : null,
        pickup_place: r.pickup_place,
        pickup_time: r.pickup_place ? r.pickup_time : null,
      }));
      return {
        tour,
        date,
        time,
        capacity: facts.capacity,
        state: facts.row?.state ?? 'open',
        adults: guests.reduce((n, g) => n + g.adults, 0),
        children: guests.reduce((n, g) => n + g.children, 0),
        guests,
      };
    },

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
