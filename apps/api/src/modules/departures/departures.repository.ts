import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database, TourDepartureRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Seats a reservation takes: every adult and child. */
const seatsTaken = sql<number>`coalesce(sum(passenger_count + children_count), 0)`;

/** The tour's side of its departures: its schedule and its texts. */
const tourQueries = {
  findTour: (db: Db, tourId: number) =>
    db
      .selectFrom('tours')
      .select(['id', 'is_active', 'departure_schedule', 'title'])
      .where('id', '=', tourId)
      .executeTakeFirst(),

  setSchedule: (db: Db, tourId: number, schedule: string | null, now: string) =>
    db
      .updateTable('tours')
      .set({ departure_schedule: schedule, updated_at: now })
      .where('id', '=', tourId)
      .executeTakeFirst(),

  findTourTexts: (db: Db, tourId: number) =>
    db.selectFrom('tours').select(['id', 'title', 'location']).where('id', '=', tourId).executeTakeFirst(),
};

/** Seats counted per departure: sold by reservations, held by resellers' live OCTO holds. */
const seatQueries = {
  /** Seats sold and reservations per departure between two days (cancelled reservations free theirs). */
  soldBetween: (db: Db, tourId: number, from: string, to: string) =>
    db
      .selectFrom('tour_reservations')
      .select(['booking_date as date', 'booking_time as time'])
      .select(seatsTaken.as('sold'))
      .select((eb) => eb.fn.countAll<number>().as('reservations'))
      .where('tour_id', '=', tourId)
      .where('booking_date', '>=', from)
      .where('booking_date', '<=', to)
      .where('status', '!=', 'cancelled')
      .groupBy(['booking_date', 'booking_time'])
      .execute(),

  /** Seats sold on one departure, read inside the booking's transaction after the row is locked. */
  async soldOn(db: Db, tourId: number, date: string, time: string): Promise<number> {
    const row = await db
      .selectFrom('tour_reservations')
      .select(seatsTaken.as('sold'))
      .where('tour_id', '=', tourId)
      .where('booking_date', '=', date)
      .where('booking_time', '=', time)
      .where('status', '!=', 'cancelled')
      .executeTakeFirst();
    return Number(row?.sold ?? 0);
  },

  /**
   * Seats held by resellers' unconfirmed OCTO bookings per departure between two days: an
   * ON_HOLD booking counts until its expiry, whether or not the clean-up has run yet (decision 041).
   */
  heldBetween: (db: Db, tourId: number, from: string, to: string, now: string) =>
    db
      .selectFrom('octo_bookings')
      .select(['booking_date as date', 'booking_time as time'])
      .select(sql<number>`coalesce(sum(adults + children), 0)`.as('held'))
      .where('tour_id', '=', tourId)
      .where('booking_date', '>=', from)
      .where('booking_date', '<=', to)
      .where('status', '=', 'ON_HOLD')
      .where('expires_at', '>', now)
      .groupBy(['booking_date', 'booking_time'])
      .execute(),

  /** Seats held on one departure by live OCTO holds, read under the departure's lock. */
  async heldOn(db: Db, tourId: number, date: string, time: string, now: string): Promise<number> {
    const row = await db
      .selectFrom('octo_bookings')
      .select(sql<number>`coalesce(sum(adults + children), 0)`.as('held'))
      .where('tour_id', '=', tourId)
      .where('booking_date', '=', date)
      .where('booking_time', '=', time)
      .where('status', '=', 'ON_HOLD')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(row?.held ?? 0);
  },
};

/** The departures' own rows: read, made, locked and changed. */
function departureRowQueries(dialect: DialectName) {
  return {
    /** The departure rows of a tour between two days, inclusive. */
    rowsBetween: (db: Db, tourId: number, from: string, to: string): Promise<TourDepartureRow[]> =>
      db
        .selectFrom('tour_departures')
        .selectAll()
        .where('tour_id', '=', tourId)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .execute(),

    /** Makes sure the departure has its row (a concurrent maker wins quietly: the key is unique). */
    ensureRow: (db: Db, tourId: number, date: string, time: string, now: string) =>
      db
        .insertInto('tour_departures')
        .values({
          tour_id: tourId,
          date,
          time,
          capacity: null,
          state: 'open',
          cancel_message: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['tour_id', 'date', 'time']).doNothing())
        .execute(),

    /**
     * The departure's row, locked until the transaction ends on PostgreSQL, so two bookings of the
     * same departure count its seats one after the other. SQLite runs one write transaction at a
     * time, which is the same guarantee.
     */
    lockRow(db: Db, tourId: number, date: string, time: string): Promise<TourDepartureRow> {
      const q = db
        .selectFrom('tour_departures')
        .selectAll()
        .where('tour_id', '=', tourId)
        .where('date', '=', date)
        .where('time', '=', time);
      return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirstOrThrow();
    },

    updateRow: (
      db: Db,
      id: number,
      change: Partial<Pick<TourDepartureRow, 'capacity' | 'state' | 'cancel_message'>>,
      now: string,
    ) =>
      db
        .updateTable('tour_departures')
        .set({ ...change, updated_at: now })
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}

/** The reservations on one departure: the ones its cancellation cancels, and its manifest. */
const reservationQueries = {
  /** The reservations a cancelled departure cancels: the ones not cancelled yet. */
  liveReservationsOn: (db: Db, tourId: number, date: string, time: string) =>
    db
      .selectFrom('tour_reservations')
      .select(['id', 'pnr_code'])
      .where('tour_id', '=', tourId)
      .where('booking_date', '=', date)
      .where('booking_time', '=', time)
      .where('status', '!=', 'cancelled')
      .execute(),

  /** A departure's guests for its manifest: every reservation not cancelled, by name. */
  manifestRows: (db: Db, tourId: number, date: string, time: string) =>
    db
      .selectFrom('tour_reservations')
      .select([
        'pnr_code',
        'customer_name',
        'customer_surname',
        'passenger_count',
        'children_count',
        'customer_phone',
        'country_code',
        'customer_email',
        'language',
        'status',
        'special_requests',
        'pickup_zone_name',
        'pickup_place',
        'pickup_time',
      ])
      .where('tour_id', '=', tourId)
      .where('booking_date', '=', date)
      .where('booking_time', '=', time)
      .where('status', '!=', 'cancelled')
      // in the order the guests are collected (decision 038), then by name
      .orderBy('pickup_date')
      .orderBy('pickup_time')
      .orderBy('customer_surname')
      .orderBy('customer_name')
      .execute(),

  cancelReservations: (db: Db, ids: number[], now: string) =>
    ids.length === 0
      ? Promise.resolve()
      : db
          .updateTable('tour_reservations')
          .set({ status: 'cancelled', updated_at: now })
          .where('id', 'in', ids)
          .execute(),
};

/** Kysely queries of tour departures (no rules here; decision 034). */
export function departureRepository(dialect: DialectName) {
  return { ...tourQueries, ...seatQueries, ...departureRowQueries(dialect), ...reservationQueries };
}
