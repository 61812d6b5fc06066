import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The content tables a public page shows; the newest change among them is the pages' `lastmod`. */
const CONTENT_TABLES = [
  'tours',
  'heroes',
  'gallery_items',
  'about_entries',
  'site_settings',
  'legal_documents',
] as const;

export function sitePagesRepository(db: Kysely<Database>) {
  return {
    /** ISO time of the newest edit to anything the public pages show, or undefined on an empty site. */
    async lastContentChange(): Promise<string | undefined> {
      const times = await Promise.all(
        CONTENT_TABLES.map((table) =>
          db
            .selectFrom(table)
            .select((eb) => eb.fn.max('updated_at').as('at'))
            .executeTakeFirst(),
        ),
      );
      return times
        .map((t) => t?.at ?? undefined)
        .filter((t): t is string => typeof t === 'string')
        .sort()
        .at(-1);
    },

    /** What the link preview is made of: the active logo setting and the first active hero poster. */
    async previewSources(): Promise<{ logo: string | null; poster: string | null }> {
      const [logo, hero] = await Promise.all([
        db
          .selectFrom('site_settings')
          .select('value')
          .where('key', '=', 'logo_url')
          .where('is_active', '=', 1)
          .executeTakeFirst(),
        db
          .selectFrom('heroes')
          .select('poster_path')
          .where('is_active', '=', 1)
          .where('poster_path', 'is not', null)
          .orderBy('sort_order')
          .orderBy('id')
          .executeTakeFirst(),
      ]);
      return { logo: logo?.value ?? null, poster: hero?.poster_path ?? null };
    },
  };
}
