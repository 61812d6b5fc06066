import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function tourRepository(db: Kysely<Database>) {
  return {
    async pageActive(page: number, perPage: number) {
      const base = db.selectFrom('tours').where('is_active', '=', 1);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('sort_order').orderBy('id').limit(perPage).offset((page - 1) * perPage).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    findActive: (id: number) =>
      db.selectFrom('tours').selectAll().where('id', '=', id).where('is_active', '=', 1).executeTakeFirst(),
  };
}
