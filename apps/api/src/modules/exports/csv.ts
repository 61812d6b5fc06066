import { formatDateTimeTr, formatDateTr } from '@riviera/domain';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';

/** Excel reads a UTF-8 file as UTF-8 (Turkish letters intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * Where a spreadsheet could start a formula inside a text: at its start (=, +, -, @, or a tab/CR
 * before them), or after a separator that some program splits on: `;=1+1` became a formula in
 * Excel set to Turkish, German, Russian or Polish, where ';' separates cells (issue 28).
 */
const FORMULA_START = /^[=+\-@\t\r]|[;,\t\r\n|][\s"']*[=+\-@]/;
const ANY_SEPARATOR = /[;,\t|]/;

/**
 * A cell that a spreadsheet would run as a formula gets a leading apostrophe, so an e-mail or note
 * typed by a visitor can never become a formula (OWASP "CSV injection"); every text cell is also
 * quoted (csvChunks), so a program splitting on another separator still reads it as one cell.
 * Numbers stay numbers: only text is guarded.
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
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * How an export is written. `excel-tr` (the default) is what the office's Excel in Turkish opens
 * by double-click into columns with numbers as numbers: ';' between cells and a decimal comma
 * ('1234,50'), because Turkish Excel reads ',' as the decimal mark and then sees one column.
 * `rfc4180` is the plain CSV programs read (',' and '.'). Both start with the UTF-8 BOM.
 */
export const CSV_FORMATS = ['excel-tr', 'rfc4180'] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];
export const csvFormatQuery = z.enum(CSV_FORMATS).default('excel-tr').describe("'excel-tr' (default: ';' and decimal comma, for Excel in Turkish) or 'rfc4180' (',' and '.')");

const DIALECTS: Record<CsvFormat, { delimiter: string; decimal: string }> = {
  'excel-tr': { delimiter: ';', decimal: ',' },
  rfc4180: { delimiter: ',', decimal: '.' },
};

/** One column of an export: its Turkish heading and how a row gives its value. */
export interface CsvColumn<R> {
  header: string;
  value: (row: R) => unknown;
  /** an amount of money: written with 2 decimals ('102,00') */
  money?: boolean;
}

/*
 * Dates: every export writes the Turkish numeric form, which Excel in Turkish reads as a date: a
 * day as '21.11.2026' (a trip's 'Tarih', beside its 'Saat' '14:30') and an instant in Istanbul time
 * as '21.11.2026 14:05' ('Oluşturulma'). Never ISO beside Turkish in one file.
 */
/** A calendar day ('YYYY-MM-DD') as '21.11.2026'; null stays empty. */
export const dayCell = (ymd: string | null): string => (ymd ? formatDateTr(ymd) : '');

/** A stored instant (ISO) in Istanbul time: '21.11.2026 14:05'; null stays empty. */
export const instantCell = (iso: string | null): string => (iso ? formatDateTimeTr(new Date(iso)) : '');

/**
 * The CSV text of a whole export, produced batch by batch as the batches arrive: the BOM and the
 * heading first, then each batch's rows (RFC 4180 quoting by csv-stringify, CRLF line ends). Only
 * one batch is held at a time, so memory stays flat however many rows there are.
 */
export async function* csvChunks<R>(
  columns: readonly CsvColumn<R>[],
  batches: AsyncIterable<readonly R[]>,
  format: CsvFormat = 'excel-tr',
): AsyncGenerator<string> {
  const { delimiter, decimal } = DIALECTS[format];
  // A cell given as { value, quoted } is written with those options (csv-stringify's cast).
  const options = { record_delimiter: '\r\n', delimiter, cast: { object: (o: object) => o as unknown as string } };
  yield UTF8_BOM + stringify([columns.map((c) => c.header)], options);
  // Numbers are never formula-guarded and never grouped ('1234,5', not '1.234,5'): a spreadsheet
  // reads them as numbers; only the decimal mark follows the format. A text holding any separator
  // is quoted whatever this file's own separator, so no program splits it into a formula cell.
  const cell = (c: CsvColumn<R>, row: R) => {
    const v = guardFormula(c.value(row));
    if (typeof v === 'string') return ANY_SEPARATOR.test(v) ? { value: v, quoted: true } : v;
    if (typeof v !== 'number') return v;
    return (c.money ? v.toFixed(2) : String(v)).replace('.', decimal);
  };
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield stringify(
      batch.map((row) => columns.map((c) => cell(c, row))),
      options,
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
