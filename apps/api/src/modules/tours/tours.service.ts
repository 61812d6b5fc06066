import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { tourSlugRepository } from './tour-slugs.repository.js';
import { tourRepository } from './tours.repository.js';

/** Public tour reads: visitors only ever see active tours, so a Pasif tour vanishes at once. */
export function tourService(db: Kysely<Database>) {
  const repo = tourRepository(db);
  return {
    pageActive: (page: number, perPage: number) => repo.pageActive(page, perPage),
    async requireActive(id: number) {
      const tour = await repo.findActive(id);
      if (!tour) throw notFound('error.tour_not_found');
      return tour;
    },
    /**
     * The active tour a page address names, and whether the asked slug is a former one (the page
     * redirects to the current slug). Unknown slugs and Pasif tours are not found alike.
     */
    async requireActiveBySlug(slug: string) {
      const tour = await tourSlugRepository.findActiveBySlug(db, slug);
      if (!tour?.slug) throw notFound('error.tour_not_found');
      return { tour, slug: tour.slug, moved: tour.slug !== slug };
    },
  };
}
