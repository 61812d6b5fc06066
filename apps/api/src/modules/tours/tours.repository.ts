import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function tourRepository(db: Kysely<Database>) {
  return {
    async pageActive(page: number, perPage: number) {
      const base = db.selectFrom('tours').where('is_active', '=', 1);
      const offset = (page - 1) * perPage;
      const rows = await base.selectAll().orderBy('sort_order').orderBy('id').limit(perPage).offset(offset).execute();
      // A page that is not full and not past the end shows the last rows: the total follows from
      // it, and COUNT(*) is only needed for full pages and pages beyond the end. The public grid
      // asks for everything (per_page=9999), so it never needs the count.
      if (rows.length > 0 && rows.length < perPage) return { rows, total: offset + rows.length };
      if (rows.length === 0 && page === 1) return { rows, total: 0 };
      const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(count.n) };
    },
    findActive: (id: number) =>
      db.selectFrom('tours').selectAll().where('id', '=', id).where('is_active', '=', 1).executeTakeFirst(),
  };
}
