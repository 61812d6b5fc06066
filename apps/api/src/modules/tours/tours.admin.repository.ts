import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, ToursTable } from '../../db/schema.js';
import { foldedContains } from '../../lib/folded-search.js';

type Db = Kysely<Database> | Transaction<Database>;

export const tourAdminRepository = {
  /**
   * One page of tours, active or not, newest first; search matches title or location with both the
   * Turkish and the plain case rules ('şovu' finds 'Gece Şovu', 'SIDE' finds 'Side').
   */
  async page(db: Db, opts: { page: number; perPage: number; search?: string; status?: 'active' | 'inactive' }) {
    let base = db.selectFrom('tours');
    if (opts.status) base = base.where('is_active', '=', opts.status === 'active' ? 1 : 0);
    const term = opts.search?.trim();
    if (term) base = base.where((eb) => eb.or([foldedContains('title', term), foldedContains('location', term)]));
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(opts.perPage).offset((opts.page - 1) * opts.perPage).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },
  /** The currency a tour is priced in, if it exists (active or not). */
  findCurrency: (db: Db, code: string) => db.selectFrom('currencies').select(['code', 'is_active']).where('code', '=', code).executeTakeFirst(),
  find: (db: Db, id: number) => db.selectFrom('tours').selectAll().where('id', '=', id).executeTakeFirst(),
  findMany: (db: Db, ids: number[]) => db.selectFrom('tours').selectAll().where('id', 'in', ids).execute(),
  nextSortOrder: async (db: Db) => {
    const r = await db.selectFrom('tours').select((eb) => eb.fn.max('sort_order').as('m')).executeTakeFirst();
    return Number(r?.m ?? 0) + 1;
  },
  insert: (db: Db, row: Insertable<ToursTable>) => db.insertInto('tours').values(row).returningAll().executeTakeFirstOrThrow(),
  update: (db: Db, id: number, set: Updateable<ToursTable>) =>
    db.updateTable('tours').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  deleteMany: (db: Db, ids: number[]) => db.deleteFrom('tours').where('id', 'in', ids).execute(),
};
