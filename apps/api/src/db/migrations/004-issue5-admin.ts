import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './migration-dialect.js';

type SearchableTable = 'bookings' | 'tour_reservations';

/*
 * The search document as this migration indexed it, copied from lib/full-text.ts when it ran: the
 * queries must write it exactly so to use the index, which lib/full-text.test.ts checks.
 */
export const SEARCH_DOCUMENT_COLUMNS: Record<SearchableTable, readonly string[]> = {
  bookings: ['pnr_code', 'customer_first_name', 'customer_last_name', 'customer_email'],
  tour_reservations: ['pnr_code', 'customer_name', 'customer_surname', 'customer_email', 'tour_title', 'tour_location'],
};
const FOLD_FROM = 'ıİîÎíÍìïşŞśŚçÇćĆğĞöÖóÓòôüÜûÛúÚùâÂäÄáÁàąĄéÉèêëęĘñńŃźŹżŻłŁ@._-+\'';
const FOLD_TO = 'iiiiiiiissssccccggoooooouuuuuuuaaaaaaaaaeeeeeeennnzzzzll      ';

/** The PostgreSQL document expression of the GIN index. */
export function pgDocumentSql(table: SearchableTable): string {
  const concat = SEARCH_DOCUMENT_COLUMNS[table].map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
  return `to_tsvector('simple'::regconfig, translate(${concat}, '${FOLD_FROM.replace(/'/g, "''")}', '${FOLD_TO}'))`;
}

/** The SQLite document expression over a trigger's NEW row (or a plain row for back-filling). */
export function sqliteDocumentSql(table: SearchableTable, rowPrefix: 'new.' | ''): string {
  const concat = SEARCH_DOCUMENT_COLUMNS[table].map((c) => `coalesce(${rowPrefix}${c}, '')`).join(` || ' ' || `);
  return `replace(replace(${concat}, 'ı', 'i'), 'İ', 'i')`;
}

/**
 * Back office, part 1:
 * - `login_throttle`: failed sign-ins per username and address, shared by every API instance;
 * - word-prefix search for the bookings and tour-reservation lists (decision 005): an FTS5 table
 *   kept by triggers on SQLite, a GIN expression index on PostgreSQL.
 */
export function adminMigration(dialect: MigrationDialect) {
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
