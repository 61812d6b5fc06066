import { sql, type Kysely } from 'kysely';

/** Tables whose staff-edited texts visitors read, each getting its translations (decision 014). */
const TRANSLATED_TABLES = ['tours', 'about_entries', 'gallery_items', 'heroes', 'extra_services', 'vehicle_types', 'vehicles', 'site_settings'];

/**
 * Translatable content (decision 014): the existing Turkish columns stay the tr value, so existing
 * rows become Turkish-only records without any copy; each translated table gets one JSON text of
 * the other languages. Bookings and tour reservations remember the language their visitor read,
 * for the mails sent to them; existing ones were made on a Turkish-only site.
 */
export function translatableContentMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of TRANSLATED_TABLES) {
        await db.schema.alterTable(table).addColumn('translations', 'text', (c) => c.notNull().defaultTo(sql`'{}'`)).execute();
      }
      for (const table of ['bookings', 'tour_reservations']) {
        await db.schema.alterTable(table).addColumn('language', 'varchar(2)', (c) => c.notNull().defaultTo('tr')).execute();
      }
    },
  };
}
