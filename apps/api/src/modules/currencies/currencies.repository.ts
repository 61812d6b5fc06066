import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function currencyRepository(db: Kysely<Database>) {
  return {
    listAll: () => db.selectFrom('currencies').selectAll().orderBy('is_base', 'desc').orderBy('code').execute(),
    /** Active currencies with a usable rate: one with a rate of 0 (stored before rates had to be positive) is not offered. */
    listActive: () =>
      db
        .selectFrom('currencies')
        .selectAll()
        .where('is_active', '=', 1)
        .where('rate_to_try', '>', 0)
        .orderBy('is_base', 'desc')
        .orderBy('code')
        .execute(),
    findByCode: (code: string) => db.selectFrom('currencies').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst(),
  };
}
