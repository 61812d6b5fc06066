import type { TripEventDto } from '@riviera/domain';
import { isTripStatus } from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Queries of the driver's status taps (decision 035): the append-only history and the job's latest. */
export const tripStatusRepository = {
  /** The legs of one booking or tour reservation with their latest status (the customer's view). */
  legsOf: (db: Db, owner: 'booking' | 'tour_reservation', id: number) =>
    db
      .selectFrom('dispatch_jobs')
      .select(['leg', 'trip_status', 'trip_status_at'])
      .where(owner === 'booking' ? 'booking_id' : 'tour_reservation_id', '=', id)
      .execute(),

  /** The tap applied under this client-made id, if any. */
  findByClientId: (db: Db, clientId: string) =>
    db
      .selectFrom('job_status_events')
      .select(['job_id', 'status', 'created_at'])
      .where('client_id', '=', clientId)
      .executeTakeFirst(),

  /**
   * A job of this driver on this day with its latest status and its booking's (or reservation's)
   * status: a link opens only its own driver's jobs of its own day.
   */
  findDriverJob: (db: Db, jobId: number, driverId: number, date: string) =>
    db
      .selectFrom('dispatch_jobs as j')
      .leftJoin('bookings as b', 'b.id', 'j.booking_id')
      .leftJoin('tour_reservations as r', 'r.id', 'j.tour_reservation_id')
      .select((eb) => [
        'j.id',
        'j.trip_status',
        eb.fn.coalesce('b.status', 'r.status').$castTo<string>().as('booking_status'),
      ])
      .where('j.id', '=', jobId)
      .where('j.driver_id', '=', driverId)
      .where('j.service_date', '=', date)
      .executeTakeFirst(),

  /**
   * Moves the job's latest status from `current` to `next` only if nobody moved it meanwhile
   * (compare and set); false when another tap got there first.
   */
  async moveStatus(
    db: Db,
    jobId: number,
    current: string | null,
    next: string,
    at: string,
  ): Promise<boolean> {
    const r = await db
      .updateTable('dispatch_jobs')
      .set({ trip_status: next, trip_status_at: at })
      .where('id', '=', jobId)
      .where((eb) => (current === null ? eb('trip_status', 'is', null) : eb('trip_status', '=', current)))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  async insertEvent(
    db: Db,
    e: {
      job_id: number;
      driver_id: number;
      status: string;
      client_id: string;
      tapped_at: string | null;
      created_at: string;
      cash_minor: number | null;
      cash_currency: string | null;
    },
  ): Promise<void> {
    await db.insertInto('job_status_events').values(e).execute();
  },

  /** Each job's history, oldest first, in one query for a day's jobs. */
  async eventsOf(db: Db, jobIds: number[]): Promise<Map<number, TripEventDto[]>> {
    const out = new Map<number, TripEventDto[]>();
    if (jobIds.length === 0) return out;
    const rows = await db
      .selectFrom('job_status_events')
      .select(['job_id', 'status', 'client_id', 'created_at', 'cash_minor', 'cash_currency'])
      .where('job_id', 'in', jobIds)
      .orderBy('job_id')
      .orderBy('id')
      .execute();
    for (const r of rows) {
      if (!isTripStatus(r.status)) continue;
      const list = out.get(r.job_id) ?? [];
      const cash =
        r.cash_minor !== null && r.cash_currency
          ? { amount: Number(r.cash_minor) / 100, currency: r.cash_currency }
          : null;
      list.push({ status: r.status, at: r.created_at, client_id: r.client_id, cash });
      out.set(r.job_id, list);
    }
    return out;
  },
};
