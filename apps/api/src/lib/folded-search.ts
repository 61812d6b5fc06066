import { I_FORMS, TURKISH_UPPER_TO_LOWER, foldForSearch } from '@riviera/domain';
import { sql, type RawBuilder } from 'kysely';

/** Escapes LIKE wildcards so a typed '%' or '_' matches itself (with `ESCAPE '\'` below). */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` folded in SQL the way {@link foldForSearch} folds typed text, on both databases: every
 * form of i becomes 'i' and the Turkish capitals their small letters one by one (SQLite's lower()
 * knows only ASCII), then lower(). So 'SIDE' finds 'Side' and 'şovu' finds 'Gece Şovu'.
 */
function foldedColumn(column: string): RawBuilder<string> {
  let expr: RawBuilder<string> = sql<string>`${sql.ref(column)}`;
  for (const form of I_FORMS) expr = sql<string>`replace(${expr}, ${sql.lit(form)}, 'i')`;
  for (const [upper, lower] of TURKISH_UPPER_TO_LOWER) expr = sql<string>`replace(${expr}, ${sql.lit(upper)}, ${sql.lit(lower)})`;
  return sql<string>`lower(${expr})`;
}

/** `column` equals `value` but for letter case (both rules) and the spaces around it. */
export function foldedEquals(column: string, value: string): RawBuilder<boolean> {
  return sql<boolean>`${foldedColumn(column)} = ${foldForSearch(value.trim().replace(/\s+/g, ' '))}`;
}

/** `column` contains `term`, both folded for an admin search (Turkish and plain case rules alike). */
export function foldedContains(column: string, term: string): RawBuilder<boolean> {
  return sql<boolean>`${foldedColumn(column)} like ${`%${likeEscape(foldForSearch(term.trim()))}%`} escape '\\'`;
}
