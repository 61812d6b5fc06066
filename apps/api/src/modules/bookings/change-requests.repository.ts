import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;
type Entity = 'booking' | 'tour_reservation';

/** Queries of customers' change requests (decision 031). */
export const changeRequestsRepository = {
  async countOpen(db: Db, entity: Entity, entityId: number): Promise<number> {
    const r = await db
      .selectFrom('change_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entity', '=', entity)
      .where('entity_id', '=', entityId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  },

  /** Open requests per booking of one list page: one grouped query for the page's ids. */
  async openCountsFor(db: Db, entity: Entity, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('change_requests')
      .select((eb) => ['entity_id', eb.fn.countAll<number>().as('n')])
      .where('entity', '=', entity)
      .where('entity_id', 'in', ids)
      .where('status', '=', 'open')
      .groupBy('entity_id')
      .execute();
    return new Map(rows.map((r) => [r.entity_id, Number(r.n)]));
  },

  /** Open requests across all bookings and reservations, for the dashboard. */
  async countAllOpen(db: Db): Promise<number> {
    const r = await db
      .selectFrom('change_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  },

  async insert(
    db: Db,
    row: { entity: Entity; entity_id: number; fields_json: string; note: string | null; created_at: string },
  ): Promise<void> {
    await db
      .insertInto('change_requests')
      .values({ ...row, status: 'open' })
      .execute();
  },

  /** A booking's requests, newest first. */
  listFor(db: Db, entity: Entity, entityId: number) {
    return db
      .selectFrom('change_requests')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', entityId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
  },

  find(db: Db, id: number) {
    return db.selectFrom('change_requests').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Decides an open request; false when it was no longer open (decided meanwhile). */
  async decide(
    db: Db,
    id: number,
    d: { status: 'accepted' | 'refused'; reason: string | null; decided_at: string; decided_by: string },
  ): Promise<boolean> {
    const r = await db
      .updateTable('change_requests')
      .set(d)
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  /** The PNR of the booking or reservation a request belongs to; undefined once it is gone. */
  async pnrOf(db: Db, entity: Entity, entityId: number): Promise<string | undefined> {
    const table = entity === 'booking' ? 'bookings' : 'tour_reservations';
    const row = await db
      .selectFrom(table as 'bookings')
      .select('pnr_code')
      .where('id', '=', entityId)
      .executeTakeFirst();
    return row?.pnr_code;
  },

  async deleteFor(db: Db, entity: Entity, entityId: number): Promise<void> {
    await db
      .deleteFrom('change_requests')
      .where('entity', '=', entity)
      .where('entity_id', '=', entityId)
      .execute();
  },
};
