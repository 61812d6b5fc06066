import { slugFitsBase, slugify, uniqueSlug } from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { tourSlugRepository as repo } from './tour-slugs.repository.js';

/** What a tour whose title makes no slug at all ('★★★') is called in its address. */
const FALLBACK_ROOT = 'tur';

/**
 * Gives a tour the slug its Turkish title makes, inside the write's transaction (every tour write
 * calls it). A title whose slug did not change keeps its slug; a title that returns to an earlier
 * one gets that earlier slug back; any other title claims a new unique slug, and the old one stays
 * the tour's, answering with a redirect. Returns the current slug.
 */
export async function assignTourSlug(db: Kysely<Database> | Transaction<Database>, tourId: number, title: string): Promise<string> {
  const root = slugify(title) || FALLBACK_ROOT;
  const own = await repo.ofTour(db, tourId);
  const current = own.find((s) => s.is_current === 1);
  if (current && slugFitsBase(current.slug, root)) return current.slug;
  let slug = own.find((s) => slugFitsBase(s.slug, root))?.slug;
  if (!slug) {
    const taken = await repo.takenLike(db, root);
    const now = nowIso();
    // A concurrent write may claim the same candidate between the read and the insert: try the next.
    for (;;) {
      const candidate = uniqueSlug(root, (s) => taken.has(s), FALLBACK_ROOT);
      if (await repo.claim(db, tourId, candidate, now)) {
        slug = candidate;
        break;
      }
      taken.add(candidate);
    }
  }
  await repo.makeCurrent(db, tourId, slug);
  return slug;
}
