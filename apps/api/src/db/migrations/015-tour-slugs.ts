import type { Kysely } from 'kysely';
import type { MigrationDialect } from './migration-dialect.js';

/**
 * A page per tour (decision 022):
 * - `tours.slug`: the tour's current address word, beside its other columns so every tour read
 *   (the landing's grid, the back office) carries it without a join;
 * - `tour_slugs`: every slug a tour has had, the current one included. A slug is unique across
 *   tours forever (a former slug keeps answering with a redirect to its tour), and goes with its
 *   tour when the tour is deleted.
 * Existing tours get slugs from their Turkish titles, oldest tour first, so the first of two equal
 * titles keeps the plain slug.
 */
export function tourSlugsMigration(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('tours').addColumn('slug', 'varchar(100)').execute();
      const table = db.schema.createTable('tour_slugs');
      await (dialect === 'postgres'
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('tour_id', 'integer', (c) => c.notNull().references('tours.id').onDelete('cascade'))
        .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tour_slugs_tour_idx').on('tour_slugs').columns(['tour_id', 'is_current']).execute();

      const typed = db as unknown as Kysely<{
        tours: { id: number; title: string; slug: string | null };
        tour_slugs: { slug: string; tour_id: number; is_current: number; created_at: string };
      }>;
      const tours = await typed.selectFrom('tours').select(['id', 'title']).orderBy('id').execute();
      const taken = new Set<string>();
      const now = new Date().toISOString();
      for (const tour of tours) {
        const root = slugOf(tour.title) || 'tur';
        let slug = root;
        for (let n = 2; taken.has(slug); n += 1) slug = `${root}-${n}`;
        taken.add(slug);
        await typed.insertInto('tour_slugs').values({ slug, tour_id: tour.id, is_current: 1, created_at: now }).execute();
        await typed.updateTable('tours').set({ slug }).where('id', '=', tour.id).execute();
      }
    },
  };
}

/**
 * The slug rule as it stood when this migration was written (a migration keeps its own copy of
 * what it uses, so a later change to the live rule cannot change what it did).
 */
function slugOf(title: string): string {
  const letters: Record<string, string> = {
    ı: 'i', İ: 'i', ł: 'l', Ł: 'l', ß: 'ss', æ: 'ae', Æ: 'ae', ø: 'o', Ø: 'o', œ: 'oe', Œ: 'oe', đ: 'd', Đ: 'd', þ: 'th',
    а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
    н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
    ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
  };
  let out = '';
  for (const ch of title.normalize('NFC')) out += letters[ch] ?? letters[ch.toLowerCase()] ?? ch.normalize('NFKD').replace(/\p{M}/gu, '');
  const slug = out.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= 80) return slug;
  const cut = slug.slice(0, 81);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, 80)).replace(/-+$/, '');
}
