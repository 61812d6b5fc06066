import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Queries on `tour_slugs`, every address word a tour has had (decision 022). */
export const tourSlugRepository = {
  /** The slugs of one tour, current first. */
  ofTour: (db: Db, tourId: number) =>
    db.selectFrom('tour_slugs').select(['slug', 'is_current']).where('tour_id', '=', tourId).orderBy('is_current', 'desc').execute(),
  /** Slugs of any tour that are `root` or `root-<something>` (slugs hold no LIKE wildcards). */
  async takenLike(db: Db, root: string): Promise<Set<string>> {
    const rows = await db
      .selectFrom('tour_slugs')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', root), eb('slug', 'like', `${root}-%`)]))
      .execute();
    return new Set(rows.map((r) => r.slug));
  },
  /** Claims a slug for a tour; false when another write claimed it first (no error, so a PostgreSQL transaction goes on). */
  async claim(db: Db, tourId: number, slug: string, now: string): Promise<boolean> {
    const row = await db
      .insertInto('tour_slugs')
      .values({ slug, tour_id: tourId, is_current: 0, created_at: now })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('slug')
      .executeTakeFirst();
    return row !== undefined;
  },
  /** Makes `slug` the tour's one current slug, in `tour_slugs` and on the tour itself. */
  async makeCurrent(db: Db, tourId: number, slug: string): Promise<void> {
    await db.updateTable('tour_slugs').set({ is_current: 0 }).where('tour_id', '=', tourId).where('slug', '!=', slug).execute();
    await db.updateTable('tour_slugs').set({ is_current: 1 }).where('tour_id', '=', tourId).where('slug', '=', slug).execute();
    await db.updateTable('tours').set({ slug }).where('id', '=', tourId).execute();
  },
  /** The active tour a slug (current or former) names. */
  findActiveBySlug: (db: Db, slug: string) =>
    db
      .selectFrom('tour_slugs')
      .innerJoin('tours', 'tours.id', 'tour_slugs.tour_id')
      .selectAll('tours')
      .where('tour_slugs.slug', '=', slug)
      .where('tours.is_active', '=', 1)
      .executeTakeFirst(),
};
