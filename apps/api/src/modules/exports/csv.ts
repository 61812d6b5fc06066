import { stringify } from 'csv-stringify/sync';

/** Excel reads a UTF-8 file as UTF-8 (Turkish letters intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, or a tab/CR before them) gets a
 * leading apostrophe, so an e-mail or note typed by a visitor can never become a formula (OWASP
 * "CSV injection"). Numbers stay numbers: only text is guarded.
 */
export function guardFormula(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'boolean' || typeof value === 'bigint'
        ? String(value)
        : value instanceof Date
          ? value.toISOString()
          : JSON.stringify(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One column of an export: its Turkish heading and how a row gives its value. */
export interface CsvColumn<R> {
  header: string;
  value: (row: R) => unknown;
}

/**
 * The CSV text of a whole export, produced batch by batch as the batches arrive: the BOM and the
 * heading first, then each batch's rows (RFC 4180 quoting by csv-stringify, CRLF line ends). Only
 * one batch is held at a time, so memory stays flat however many rows there are.
 */
export async function* csvChunks<R>(columns: readonly CsvColumn<R>[], batches: AsyncIterable<readonly R[]>): AsyncGenerator<string> {
  yield UTF8_BOM + stringify([columns.map((c) => c.header)], { record_delimiter: '\r\n' });
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield stringify(
      batch.map((row) => columns.map((c) => guardFormula(c.value(row)))),
      { record_delimiter: '\r\n', cast: { number: (n) => String(n) } },
    );
  }
}

/**
 * Walks a keyset-paged query to its end: asks for `batchSize` rows after the last one seen until a
 * short batch says there are no more.
 */
export async function* keysetBatches<R, C>(
  next: (after: C | null, limit: number) => Promise<R[]>,
  cursorOf: (row: R) => C,
  batchSize = 1000,
): AsyncGenerator<R[]> {
  let after: C | null = null;
  for (;;) {
    const batch = await next(after, batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    after = cursorOf(batch[batch.length - 1]!);
  }
}
