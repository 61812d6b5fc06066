import { matchKind, POINT_NAME_LANGS, type PointNameLang, type PointNames } from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

const isPointNameLang = (x: string): x is PointNameLang => (POINT_NAME_LANGS as readonly string[]).includes(x);

/** Route point names in the other languages, keyed by the point's normalized key (migration 010). */
export const routePointNamesRepository = {
  /** The names of the given points; a point without any is absent from the map. */
  async namesFor(db: Db, keys: readonly string[]): Promise<Map<string, PointNames>> {
    const out = new Map<string, PointNames>();
    const unique = [...new Set(keys)];
    // Chunked: SQLite caps the number of bound parameters of one statement.
    for (let i = 0; i < unique.length; i += 500) {
      const rows = await db
        .selectFrom('route_point_names')
        .select(['point_key', 'lang', 'name'])
        .where('point_key', 'in', unique.slice(i, i + 500))
        .execute();
      for (const r of rows) {
        if (!isPointNameLang(r.lang)) continue;
        const names = out.get(r.point_key) ?? {};
        names[r.lang] = r.name;
        out.set(r.point_key, names);
      }
    }
    return out;
  },

  /**
   * The keys of the points one of whose other-language names matches `typed` with the
   * autocomplete's rules (`exact`: only an equal name, as a chosen place must be). The table holds
   * a few names per point, so they are matched in memory with each language's own casing.
   */
  async keysNamed(db: Db, typed: string, match: 'exact' | 'search'): Promise<string[]> {
    if (typed.trim() === '') return [];
    const rows = await db.selectFrom('route_point_names').select(['point_key', 'lang', 'name']).execute();
    const keys = new Set<string>();
    for (const r of rows) {
      if (!isPointNameLang(r.lang)) continue;
      const kind = matchKind(r.name, typed, r.lang);
      if (kind === 'exact' || (kind !== undefined && match === 'search')) keys.add(r.point_key);
    }
    return [...keys];
  },

  /** Sets the point's names for the languages given: a blank name removes that language's name. */
  async replaceNames(db: Db, pointKey: string, names: PointNames, now: string): Promise<void> {
    for (const lang of POINT_NAME_LANGS) {
      const name = names[lang];
      if (name === undefined) continue;
      if (name.trim() === '') {
        await db.deleteFrom('route_point_names').where('point_key', '=', pointKey).where('lang', '=', lang).execute();
        continue;
      }
      await db
        .insertInto('route_point_names')
        .values({ point_key: pointKey, lang, name: name.trim(), updated_at: now })
        .onConflict((oc) => oc.columns(['point_key', 'lang']).doUpdateSet({ name: name.trim(), updated_at: now }))
        .execute();
    }
  },
};
