import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Queries of cash on arrival (decision 035): the jobs' booked prices, the collections, the hand-overs. */
export const cashRepository = {
  /** Each job's leg, booking status and booked price and currency (the booking's or the reservation's). */
  async pricesOf(db: Db, jobIds: number[]) {
    if (jobIds.length === 0) return [];
    return db
      .selectFrom('dispatch_jobs as j')
      .leftJoin('bookings as b', 'b.id', 'j.booking_id')
      .leftJoin('tour_reservations as r', 'r.id', 'j.tour_reservation_id')
      .select((eb) => [
        'j.id',
        'j.leg',
        eb.fn.coalesce('b.status', 'r.status').$castTo<string>().as('status'),
        eb.fn.coalesce('b.total_price', 'r.total_price').$castTo<number | null>().as('total_price'),
        eb.fn.coalesce('b.currency', 'r.currency').$castTo<string | null>().as('currency'),
      ])
      .where('j.id', 'in', jobIds)
      .execute();
  },

  handovers: (db: Db, driverId: number, date: string) =>
    db
      .selectFrom('driver_cash_handovers')
      .select(['currency', 'amount_minor', 'confirmed_by', 'confirmed_at'])
      .where('driver_id', '=', driverId)
      .where('service_date', '=', date)
      .execute(),

  findHandover: (db: Db, driverId: number, date: string, currency: string) =>
    db
      .selectFrom('driver_cash_handovers')
      .select(['id', 'amount_minor'])
      .where('driver_id', '=', driverId)
      .where('service_date', '=', date)
      .where('currency', '=', currency)
      .executeTakeFirst(),

  async saveHandover(
    db: Db,
    h: {
      driver_id: number;
      service_date: string;
      currency: string;
      amount_minor: number;
      confirmed_by: string | null;
      confirmed_at: string;
    },
  ): Promise<void> {
    await db
      .insertInto('driver_cash_handovers')
      .values(h)
      .onConflict((oc) =>
        oc.columns(['driver_id', 'service_date', 'currency']).doUpdateSet({
          amount_minor: h.amount_minor,
          confirmed_by: h.confirmed_by,
          confirmed_at: h.confirmed_at,
        }),
      )
      .execute();
  },
};
