import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { CurrenciesTable, Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export const currencyAdminRepository = {
  listAll: (db: Db) => db.selectFrom('currencies').selectAll().orderBy('is_base', 'desc').orderBy('code').execute(),
  find: (db: Db, id: number) => db.selectFrom('currencies').selectAll().where('id', '=', id).executeTakeFirst(),
  findByCode: (db: Db, code: string) => db.selectFrom('currencies').selectAll().where('code', '=', code).executeTakeFirst(),
  insert: (db: Db, row: Insertable<CurrenciesTable>) => db.insertInto('currencies').values(row).returningAll().executeTakeFirstOrThrow(),
  update: (db: Db, id: number, set: Updateable<CurrenciesTable>) =>
    db.updateTable('currencies').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  delete: (db: Db, id: number) => db.deleteFrom('currencies').where('id', '=', id).execute(),
  /** Whether any booking, tour reservation or tour names the currency (their prices are read in it). */
  async isInUse(db: Db, code: string): Promise<boolean> {
    for (const table of ['bookings', 'tour_reservations', 'tours'] as const) {
      const row = await db.selectFrom(table).select('id').where('currency', '=', code).limit(1).executeTakeFirst();
      if (row) return true;
    }
    return false;
  },
};
