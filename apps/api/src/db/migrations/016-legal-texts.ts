import type { Kysely } from 'kysely';
import { LEGAL_DEFAULT_TEXTS } from './016-legal-default-texts.js';

/**
 * KVKK (Law 6698) texts and the consent each booking records:
 * - `legal_documents`: one row per document (the notice 'kvkk_notice', the privacy policy
 *   'privacy_policy'), Turkish in its own columns and the other languages in `translations`
 *   (decision 014), with a `version` raised by every edit. Both rows are written here, with plain
 *   default texts, because a booking cannot be made without a notice to acknowledge.
 * - bookings and tour reservations remember which notice version was acknowledged, when (server
 *   time), and whether marketing messages were consented to. Rows made before have none (null / 0).
 */
export function legalTextsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('legal_documents')
        .addColumn('kind', 'varchar(30)', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      const now = new Date().toISOString();
      for (const doc of LEGAL_DEFAULT_TEXTS) {
        await db
          .insertInto('legal_documents' as never)
          .values({ kind: doc.kind, title: doc.title, content: doc.content, translations: JSON.stringify(doc.translations), version: 1, created_at: now, updated_at: now })
          .execute();
      }
      for (const table of ['bookings', 'tour_reservations']) {
        await db.schema.alterTable(table).addColumn('notice_version', 'integer').execute();
        await db.schema.alterTable(table).addColumn('notice_acknowledged_at', 'text').execute();
        await db.schema.alterTable(table).addColumn('marketing_consent', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      }
    },
  };
}
