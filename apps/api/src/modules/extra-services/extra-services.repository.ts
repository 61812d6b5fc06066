import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, ExtraServicesTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Extra services: the public list (active ones) and the back office's (all of them). */
export const extraServiceRepository = {
  listActive: (db: Db) =>
    db.selectFrom('extra_services').selectAll().where('is_active', '=', 1).orderBy('sort_order').orderBy('id').execute(),
  listAll: (db: Db) => db.selectFrom('extra_services').selectAll().orderBy('sort_order').orderBy('id').execute(),
  find: (db: Db, id: number) => db.selectFrom('extra_services').selectAll().where('id', '=', id).executeTakeFirst(),
  /** the highest display order in use, 0 for an empty list */
  async maxSortOrder(db: Db): Promise<number> {
    const last = await db.selectFrom('extra_services').select((eb) => eb.fn.max('sort_order').as('m')).executeTakeFirst();
    return Number(last?.m ?? 0);
  },
  insert: (db: Db, row: Insertable<ExtraServicesTable>) =>
    db.insertInto('extra_services').values(row).returningAll().executeTakeFirstOrThrow(),
  update: (db: Db, id: number, set: Updateable<ExtraServicesTable>) =>
    db.updateTable('extra_services').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  delete: (db: Db, id: number) => db.deleteFrom('extra_services').where('id', '=', id).execute(),
};
