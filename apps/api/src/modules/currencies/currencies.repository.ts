import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function currencyRepository(db: Kysely<Database>) {
  return {
    listAll: () => db.selectFrom('currencies').selectAll().orderBy('is_base', 'desc').orderBy('code').execute(),
    listActive: () =>
      db.selectFrom('currencies').selectAll().where('is_active', '=', 1).orderBy('is_base', 'desc').orderBy('code').execute(),
    findByCode: (code: string) => db.selectFrom('currencies').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst(),
  };
}
