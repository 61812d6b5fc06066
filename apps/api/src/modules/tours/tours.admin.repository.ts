import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, ToursTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const tourAdminRepository = {
  /** One page of tours, active or not, newest first; search matches title or location, case-insensitively. */
  async page(db: Db, opts: { page: number; perPage: number; search?: string; status?: 'active' | 'inactive' }) {
    let base = db.selectFrom('tours');
    if (opts.status) base = base.where('is_active', '=', opts.status === 'active' ? 1 : 0);
    const term = opts.search?.trim().toLocaleLowerCase('tr');
    if (term) {
      const pattern = `%${likeEscape(term)}%`;
      base = base.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['title']), 'like', pattern),
          eb(eb.fn('lower', ['location']), 'like', pattern),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(opts.perPage).offset((opts.page - 1) * opts.perPage).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },
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
