import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../db/dialect.js';

/**
 * Word-prefix search for the back-office lists (decision 005). Each searchable table has a search
 * document built from its own columns, so no writer has to keep a copy of them in step:
 *
 * - SQLite: a contentless FTS5 table `<table>_fts` kept in step by triggers; the unicode61
 *   tokenizer folds case and diacritics ('Öztürk' → 'ozturk'); the triggers also fold the Turkish
 *   dotless 'ı', which unicode61 leaves alone.
 * - PostgreSQL: a GIN index on `to_tsvector('simple', translate(document, FOLD_FROM, FOLD_TO))`;
 *   the query goes through the same translate, so both sides fold alike by construction.
 *
 * A typed query is split into words; every word must start a word of the document
 * ('ahm yıl' finds 'Ahmet Yılmaz'; a one-letter word must be a whole word), so no LIKE '%…%'
 * and no full scan.
 */
export type SearchableTable = 'bookings' | 'tour_reservations';

/** The columns each document is made of, in order. */
export const SEARCH_DOCUMENT_COLUMNS: Record<SearchableTable, readonly string[]> = {
  bookings: ['pnr_code', 'customer_first_name', 'customer_last_name', 'customer_email'],
  tour_reservations: ['pnr_code', 'customer_name', 'customer_surname', 'customer_email', 'tour_title', 'tour_location'],
};

/** Letters folded to plain ASCII on PostgreSQL, and the separators turned into spaces (same length). */
const FOLD_PAIRS: readonly [string, string][] = [
  ['ıİîÎíÍìï', 'iiiiiiii'],
  ['şŞśŚ', 'ssss'],
  ['çÇćĆ', 'cccc'],
  ['ğĞ', 'gg'],
  ['öÖóÓòô', 'oooooo'],
  ['üÜûÛúÚù', 'uuuuuuu'],
  ['âÂäÄáÁàąĄ', 'aaaaaaaaa'],
  ['éÉèêëęĘ', 'eeeeeee'],
  ['ñńŃ', 'nnn'],
  ['źŹżŻ', 'zzzz'],
  ['łŁ', 'll'],
  ["@._-+'", '      '],
];
const FOLD_FROM = FOLD_PAIRS.map((p) => p[0]).join('');
const FOLD_TO = FOLD_PAIRS.map((p) => p[1]).join('');

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 64;

/** The words of a typed query: letters and digits of any script, at most 8 words of 64 characters. */
export function searchWords(query: string): string[] {
  return query
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/** The PostgreSQL document expression; it must be written exactly like this in the index and the query. */
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
 * A single letter is matched as a whole word, not as a prefix: 'a*' would match most rows and
 * cost a sort of nearly the whole table while telling the user nothing.
 */
const isPrefix = (word: string): boolean => [...word].length > 1;

/**
 * A WHERE condition true for rows whose document has every word of `words` as a word prefix.
 * `words` must be non-empty (see {@link searchWords}).
 */
export function fullTextMatch(dialect: DialectName, table: SearchableTable, words: readonly string[]): Expression<SqlBool> {
  if (dialect === 'postgres') {
    const tsquery = words.map((w) => (isPrefix(w) ? `${w}:*` : w)).join(' & ');
    const cond: RawBuilder<SqlBool> = sql`${sql.raw(pgDocumentSql(table))} @@ to_tsquery('simple'::regconfig, translate(${tsquery}, ${FOLD_FROM}, ${FOLD_TO}))`;
    return cond;
  }
  const match = words.map((w) => `"${w.replace(/[ıİ]/g, 'i')}"${isPrefix(w) ? '*' : ''}`).join(' ');
  const cond: RawBuilder<SqlBool> = sql`${sql.ref(`${table}.id`)} in (select rowid from ${sql.table(`${table}_fts`)} where ${sql.table(`${table}_fts`)} match ${match})`;
  return cond;
}
