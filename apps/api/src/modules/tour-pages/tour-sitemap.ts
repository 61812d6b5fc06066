import { tourPageAlternates, type Lang } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One page of the sitemap: its address in each language and its last change (the sitemap's shape). */
export interface TourSitemapPage {
  alternates: { lang: Lang; path: string }[];
  lastmod: string;
}

/**
 * Every active tour's page, in every language, with the tour's last change: what the sitemap lists
 * beside the standard pages. A Pasif tour is left out at the next request (no cache here).
 */
export async function tourSitemapPages(db: Kysely<Database>): Promise<TourSitemapPage[]> {
  const rows = await db
    .selectFrom('tours')
    .select(['slug', 'updated_at'])
    .where('is_active', '=', 1)
    .where('slug', 'is not', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ alternates: tourPageAlternates(r.slug!), lastmod: r.updated_at }));
}
