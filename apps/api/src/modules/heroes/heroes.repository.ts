import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, HeroesTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Hero queries: the public playlist (active heroes) and the back office's list (all of them). */
export const heroRepository = {
  listActive: (db: Db) => db.selectFrom('heroes').selectAll().where('is_active', '=', 1).orderBy('sort_order').orderBy('id').execute(),
  listAll: (db: Db) => db.selectFrom('heroes').selectAll().orderBy('sort_order').orderBy('id').execute(),
  find: (db: Db, id: number) => db.selectFrom('heroes').selectAll().where('id', '=', id).executeTakeFirst(),
  async count(db: Db): Promise<number> {
    const row = await db.selectFrom('heroes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },
  insert: (db: Db, row: Insertable<HeroesTable>) => db.insertInto('heroes').values(row).returningAll().executeTakeFirstOrThrow(),
  update: (db: Db, id: number, set: Updateable<HeroesTable>) =>
    db.updateTable('heroes').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  delete: (db: Db, id: number) => db.deleteFrom('heroes').where('id', '=', id).execute(),
};
