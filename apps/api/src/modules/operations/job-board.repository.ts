import type { BookingStatus } from '@riviera/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Everything the day board shows of a job, from the job and its booking or reservation. */
export interface JobRow {
  id: number;
  leg: 'outbound' | 'return' | 'tour';
  booking_id: number | null;
  tour_reservation_id: number | null;
  service_date: string;
  service_time: string | null;
  from_location: string;
  to_location: string;
  note: string | null;
  status: string;
  pnr: string;
  customer_name: string;
  customer_phone: string;
  flight_code: string | null;
  landing_time: string | null;
  departure_time: string | null;
  passengers: number;
  children: number;
  luggage_large: number | null;
  luggage_medium: number | null;
  luggage_small: number | null;
  luggage_hand: number | null;
  vehicle_type: string | null;
  hotel: string | null;
  special_requests: string | null;
  driver_id: number | null;
  driver_name: string | null;
  driver_phone: string | null;
  driver_plate: string | null;
  vehicle_id: number | null;
  vehicle_name: string | null;
  vehicle_capacity: number | null;
  /** the assigned vehicle's luggage capacity in pieces */
  vehicle_luggage_capacity: number | null;
  /** seats of the vehicle the customer booked */
  booked_capacity: number | null;
  /** the booked route's drive time in minutes */
  drive_minutes: number | null;
  /** the driver's latest status and its server time (decision 035) */
  trip_status: string | null;
  trip_status_at: string | null;
}

/** Another job as the duration rule compares it: who and what it keeps busy, and when. */
export interface BusyJobRow {
  id: number;
  leg: 'outbound' | 'return' | 'tour';
  date: string;
  time: string | null;
  driver_id: number | null;
  vehicle_id: number | null;
  drive_minutes: number | null;
  pnr: string;
  status: string;
}

/** Where the previous batch of a day's jobs ended: its last job's time and id. */
export interface JobCursor {
  time: string | null;
  id: number;
}

export interface JobFilter {
  date?: string;
  dates?: string[];
  status?: BookingStatus;
  /** a driver's id, or 'none' for jobs nobody drives yet */
  driver?: number | 'none';
  id?: number;
}

/**
 * What the day board asks of the jobs: a day's jobs with their booking or reservation, driver and
 * vehicle (whole or in batches), the extras booked with them, the day's counts, and which other
 * jobs keep a driver or vehicle busy (decision 032). Jobs are written in jobs.repository.ts.
 */
export const jobBoardRepository = {
  /** Jobs with everything the board shows, ordered by date and time (jobs without a time last). */
  async list(db: Db, f: JobFilter): Promise<JobRow[]> {
    return boardQuery(db, f)
      .orderBy('j.service_date')
      .orderBy(sql`case when j.service_time is null then 1 else 0 end`)
      .orderBy('j.service_time')
      .orderBy('j.id')
      .execute();
  },
  /**
   * One batch of a day's jobs in the board's order (time, jobs without a time last, then id),
   * after the cursor of the previous batch's last job: keyset paging, so an export of a busy day
   * reads a bounded number of rows at a time.
   */
  async dayBatch(db: Db, f: JobFilter & { date: string }, after: JobCursor | null, limit: number): Promise<JobRow[]> {
    let q = boardQuery(db, f);
    if (after) {
      const { time, id } = after;
      q =
        time === null
          ? q.where('j.service_time', 'is', null).where('j.id', '>', id)
          : q.where((eb) =>
              eb.or([
                eb('j.service_time', 'is', null),
                eb('j.service_time', '>', time),
                eb.and([eb('j.service_time', '=', time), eb('j.id', '>', id)]),
              ]),
            );
    }
    return q
      .orderBy(sql`case when j.service_time is null then 1 else 0 end`)
      .orderBy('j.service_time')
      .orderBy('j.id')
      .limit(limit)
      .execute();
  },
  /** Names of the extras booked with each booking. */
  async extrasOf(db: Db, bookingIds: number[]): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    if (bookingIds.length === 0) return out;
    const rows = await db
      .selectFrom('booking_extras')
      .select(['booking_id', 'name'])
      .where('booking_id', 'in', bookingIds)
      .orderBy('id')
      .execute();
    for (const r of rows) out.set(r.booking_id, [...(out.get(r.booking_id) ?? []), r.name]);
    return out;
  },
  /** The day's counts by status and leg, and how many are unassigned, counted in SQL. */
  async countDay(db: Db, date: string) {
    const rows = await db
      .selectFrom('dispatch_jobs as j')
      .leftJoin('bookings as b', 'b.id', 'j.booking_id')
      .leftJoin('tour_reservations as r', 'r.id', 'j.tour_reservation_id')
      .select((eb) => [
        'j.leg',
        eb.fn.coalesce('b.status', 'r.status').$castTo<string>().as('status'),
        sql<number>`case when j.driver_id is null then 1 else 0 end`.as('unassigned'),
        eb.fn.countAll<number>().as('n'),
      ])
      .where('j.service_date', '=', date)
      .groupBy([
        'j.leg',
        sql`coalesce(b.status, r.status)`,
        sql`case when j.driver_id is null then 1 else 0 end`,
      ])
      .execute();
    return rows.map((r) => ({
      leg: r.leg,
      status: r.status,
      unassigned: Number(r.unassigned) === 1,
      n: Number(r.n),
    }));
  },
  /**
   * The jobs on these days that keep one of these drivers or vehicles busy (decision 032): the
   * day before and after are asked for too, as a drive can cross midnight. Cancelled jobs keep
   * nobody busy and are left out.
   */
  async busyJobs(db: Db, dates: string[], driverIds: number[], vehicleIds: number[]): Promise<BusyJobRow[]> {
    if (dates.length === 0 || (driverIds.length === 0 && vehicleIds.length === 0)) return [];
    const rows = await db
      .selectFrom('dispatch_jobs as j')
      .leftJoin('bookings as b', 'b.id', 'j.booking_id')
      .leftJoin('tour_reservations as r', 'r.id', 'j.tour_reservation_id')
      .leftJoin('routes as rt', 'rt.id', 'b.route_id')
      .select((eb) => [
        'j.id',
        'j.leg',
        'j.service_date as date',
        'j.service_time as time',
        'j.driver_id',
        'j.vehicle_id',
        'rt.drive_minutes',
        eb.fn.coalesce('b.pnr_code', 'r.pnr_code').$castTo<string>().as('pnr'),
        eb.fn.coalesce('b.status', 'r.status').$castTo<string>().as('status'),
      ])
      .where('j.service_date', 'in', dates)
      .where((eb) =>
        eb.or([
          ...(driverIds.length ? [eb('j.driver_id', 'in', driverIds)] : []),
          ...(vehicleIds.length ? [eb('j.vehicle_id', 'in', vehicleIds)] : []),
        ]),
      )
      .execute();
    return rows.filter((r) => r.status !== 'cancelled');
  },
};


/** The board's query: a job joined with its booking or reservation, driver and vehicle, filtered. */
function boardQuery(db: Db, f: JobFilter) {
  let q = db
    .selectFrom('dispatch_jobs as j')
    .leftJoin('bookings as b', 'b.id', 'j.booking_id')
    .leftJoin('tour_reservations as r', 'r.id', 'j.tour_reservation_id')
    .leftJoin('vehicle_types as vt', 'vt.key', 'b.vehicle_type_key')
    .leftJoin('drivers as d', 'd.id', 'j.driver_id')
    .leftJoin('vehicles as v', 'v.id', 'j.vehicle_id')
    .leftJoin('vehicles as bv', 'bv.id', 'b.vehicle_id')
    .leftJoin('routes as rt', 'rt.id', 'b.route_id')
    .select((eb) => [
      'j.id',
      'j.leg',
      'j.booking_id',
      'j.tour_reservation_id',
      'j.service_date',
      'j.service_time',
      'j.from_location',
      'j.to_location',
      'j.note',
      eb.fn.coalesce('b.status', 'r.status').$castTo<string>().as('status'),
      eb.fn.coalesce('b.pnr_code', 'r.pnr_code').$castTo<string>().as('pnr'),
      sql<string>`coalesce(b.customer_first_name || ' ' || b.customer_last_name, r.customer_name || ' ' || r.customer_surname)`.as(
        'customer_name',
      ),
      eb.fn.coalesce('b.customer_phone', 'r.customer_phone').$castTo<string>().as('customer_phone'),
      'b.flight_code',
      'b.departure_flight_time as landing_time',
      'b.arrival_flight_time as departure_time',
      eb.fn.coalesce('b.passengers', 'r.passenger_count').$castTo<number>().as('passengers'),
      eb.fn
        .coalesce('r.children_count', sql<number>`0`)
        .$castTo<number>()
        .as('children'),
      'b.luggage_large',
      'b.luggage_medium',
      'b.luggage_small',
      'b.luggage_hand',
      eb.fn.coalesce('vt.name', 'b.vehicle_type_key').as('vehicle_type'),
      eb.fn.coalesce('b.hotel_name', 'r.pickup_place').as('hotel'),
      eb.fn.coalesce('b.special_requests', 'r.special_requests').as('special_requests'),
      'j.driver_id',
      'd.name as driver_name',
      'd.phone as driver_phone',
      'd.plate as driver_plate',
      'j.vehicle_id',
      'v.name as vehicle_name',
      'v.capacity as vehicle_capacity',
      'v.luggage_capacity as vehicle_luggage_capacity',
      'bv.capacity as booked_capacity',
      'rt.drive_minutes',
      'j.trip_status',
      'j.trip_status_at',
    ]);
  if (f.id !== undefined) q = q.where('j.id', '=', f.id);
  if (f.date !== undefined) q = q.where('j.service_date', '=', f.date);
  if (f.dates !== undefined) q = q.where('j.service_date', 'in', f.dates);
  const status = f.status;
  if (status !== undefined)
    q = q.where((eb) => eb.or([eb('b.status', '=', status), eb('r.status', '=', status)]));
  if (f.driver === 'none') q = q.where('j.driver_id', 'is', null);
  else if (f.driver !== undefined) q = q.where('j.driver_id', '=', f.driver);
  return q;
}
