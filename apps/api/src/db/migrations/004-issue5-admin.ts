import { sql, type Kysely } from 'kysely';
import { SEARCH_DOCUMENT_COLUMNS, pgDocumentSql, sqliteDocumentSql, type SearchableTable } from '../../lib/full-text.js';
import type { DialectName } from '../dialect.js';

/**
 * Back office, part 1 (issue 5):
 * - `login_throttle`: failed sign-ins per username and address, shared by every API instance;
 * - word-prefix search for the bookings and tour-reservation lists (decision 005): an FTS5 table
 *   kept by triggers on SQLite, a GIN expression index on PostgreSQL.
 */
export function adminMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('window_started_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .execute();

      for (const table of ['bookings', 'tour_reservations'] as const satisfies readonly SearchableTable[]) {
        if (dialect === 'postgres') {
          await sql.raw(`CREATE INDEX ${table}_fts_idx ON ${table} USING gin (${pgDocumentSql(table)})`).execute(db);
          continue;
        }
        const fts = `${table}_fts`;
        const doc = sqliteDocumentSql(table, 'new.');
        // contentless_delete: the index keeps no copy of the text yet rows can still be deleted by rowid.
        await sql
          .raw(`CREATE VIRTUAL TABLE ${fts} USING fts5(body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`)
          .execute(db);
        await sql.raw(`INSERT INTO ${fts}(rowid, body) SELECT id, ${sqliteDocumentSql(table, '')} FROM ${table}`).execute(db);
        await sql
          .raw(`CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN INSERT INTO ${fts}(rowid, body) VALUES (new.id, ${doc}); END`)
          .execute(db);
        await sql.raw(`CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN DELETE FROM ${fts} WHERE rowid = old.id; END`).execute(db);
        await sql
          .raw(
            `CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${SEARCH_DOCUMENT_COLUMNS[table].join(', ')} ON ${table} BEGIN ` +
              `DELETE FROM ${fts} WHERE rowid = old.id; INSERT INTO ${fts}(rowid, body) VALUES (new.id, ${doc}); END`,
          )
          .execute(db);
      }
    },
  };
}
