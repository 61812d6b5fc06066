import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, OctoBookingsTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Kysely queries of the OCTO API (decision 041): the tours it sells and resellers' bookings; no rules here. */
export const octoRepository = {
  /** the tours resellers may sell: active, with departures (a tour without a schedule has no availability) */
  sellableTours: (db: Db) =>
    db
      .selectFrom('tours')
      .selectAll()
      .where('is_active', '=', 1)
      .where('departure_schedule', 'is not', null)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  findSellableTour: (db: Db, id: number) =>
    db
      .selectFrom('tours')
      .selectAll()
      .where('id', '=', id)
      .where('is_active', '=', 1)
      .where('departure_schedule', 'is not', null)
      .executeTakeFirst(),
  findTour: (db: Db, id: number) => db.selectFrom('tours').selectAll().where('id', '=', id).executeTakeFirst(),
  findCurrency: (db: Db, code: string) =>
    db.selectFrom('currencies').selectAll().where('code', '=', code).executeTakeFirst(),
  siteSettings: (db: Db, keys: string[]) =>
    db.selectFrom('site_settings').select(['key', 'value']).where('key', 'in', keys).execute(),

  insertBooking: (db: Db, row: Insertable<OctoBookingsTable>) =>
    db.insertInto('octo_bookings').values(row).returningAll().executeTakeFirstOrThrow(),
  /** a reseller's booking by its uuid; another reseller's uuid is not found */
  findBooking: (db: Db, resellerKeyId: number, uuid: string) =>
    db
      .selectFrom('octo_bookings')
      .selectAll()
      .where('uuid', '=', uuid)
      .where('reseller_key_id', '=', resellerKeyId)
      .executeTakeFirst(),
  uuidTaken: async (db: Db, uuid: string) =>
    (await db.selectFrom('octo_bookings').select('id').where('uuid', '=', uuid).executeTakeFirst()) !== undefined,
  updateBooking: (db: Db, id: number, set: Updateable<OctoBookingsTable>) =>
    db.updateTable('octo_bookings').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  /** a reseller's bookings by its reference and/or the departure's day, newest first */
  listBookings: (db: Db, resellerKeyId: number, f: { resellerReference?: string; date?: string; dateFrom?: string; dateTo?: string; tourId?: number }) =>
    db
      .selectFrom('octo_bookings')
      .selectAll()
      .where('reseller_key_id', '=', resellerKeyId)
      .$if(f.resellerReference !== undefined, (q) => q.where('reseller_reference', '=', f.resellerReference!))
      .$if(f.date !== undefined, (q) => q.where('booking_date', '=', f.date!))
      .$if(f.dateFrom !== undefined, (q) => q.where('booking_date', '>=', f.dateFrom!))
      .$if(f.dateTo !== undefined, (q) => q.where('booking_date', '<=', f.dateTo!))
      .$if(f.tourId !== undefined, (q) => q.where('tour_id', '=', f.tourId!))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(500)
      .execute(),
  /** Unconfirmed holds past their expiry become EXPIRED and forget their contact (it was never a sale). */
  expireHolds: (db: Db, now: string) =>
    db
      .updateTable('octo_bookings')
      .set({ status: 'EXPIRED', contact: null, updated_at: now })
      .where('status', '=', 'ON_HOLD')
      .where('expires_at', '<=', now)
      .executeTakeFirst(),

  findReservation: (db: Db, id: number) =>
    db.selectFrom('tour_reservations').selectAll().where('id', '=', id).executeTakeFirst(),
  cancelReservation: (db: Db, id: number, now: string) =>
    db
      .updateTable('tour_reservations')
      .set({ status: 'cancelled', updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst(),
};
