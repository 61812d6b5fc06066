import { DEFAULT_LANG, normalizeLocationKey, pointLabel, type Lang, type PointNames } from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { routePointNamesRepository } from './route-point-names.repository.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The other-language names of stored places (canonical names), by their normalized key. */
export const namesOfPlaces = (db: Db, places: readonly string[]): Promise<Map<string, PointNames>> =>
  routePointNamesRepository.namesFor(db, places.map(normalizeLocationKey));

/** A stored place's name in `lang` from names already read: its name in that language, else the stored one. */
export const placeNameIn = (place: string, names: ReadonlyMap<string, PointNames>, lang: Lang): string =>
  pointLabel({ name: place, names: names.get(normalizeLocationKey(place)) ?? {} }, lang);

/**
 * Stored places (a booking keeps its route's canonical, Turkish names) as a reader of `lang` sees them
 * (decision 028): the point's name in that language (decision 015), else the stored name. Turkish
 * readers, the operator and staff see the stored names, with no query.
 */
export async function placeNamesIn<T extends readonly string[]>(db: Db, places: T, lang: Lang): Promise<{ [K in keyof T]: string }> {
  if (lang === DEFAULT_LANG) return places.slice() as unknown as { [K in keyof T]: string };
  const names = await namesOfPlaces(db, places);
  return places.map((p) => placeNameIn(p, names, lang)) as unknown as { [K in keyof T]: string };
}
