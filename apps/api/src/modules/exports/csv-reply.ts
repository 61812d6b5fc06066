import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvChunks, type CsvColumn, type CsvFormat } from './csv.js';

/**
 * Sends an export as a CSV download, streamed: rows go out as their batches are read. Any list
 * that can give its rows in batches exports through this one function (bookings, tour
 * reservations, a day's jobs, a person's data), named `<name>-<Istanbul date>.csv`, in the office's
 * Turkish Excel format unless `format` asks for plain RFC 4180.
 */
export function sendCsv<R>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly CsvColumn<R>[],
  batches: AsyncIterable<readonly R[]>,
  format: CsvFormat = 'excel-tr',
): void {
  void reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(csvChunks(columns, batches, format)));
}
