import { tourPageAlternates, type Lang } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { tourPagesRepository } from './tour-pages.repository.js';

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
  const rows = await tourPagesRepository.activeTourSlugs(db);
  return rows.map((r) => ({ alternates: tourPageAlternates(r.slug!), lastmod: r.updated_at }));
}
