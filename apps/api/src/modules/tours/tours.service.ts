import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
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
  };
}
