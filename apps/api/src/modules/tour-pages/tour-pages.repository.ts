import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Queries of the tour pages. */
export const tourPagesRepository = {
  /** Active tours that have a page (a slug), in the catalogue's order, with their last change. */
  activeTourSlugs: (db: Kysely<Database>) =>
    db
      .selectFrom('tours')
      .select(['slug', 'updated_at'])
      .where('is_active', '=', 1)
      .where('slug', 'is not', null)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
};
