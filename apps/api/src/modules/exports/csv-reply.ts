import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvChunks, type CsvColumn } from './csv.js';

/**
 * Sends an export as a CSV download, streamed: rows go out as their batches are read. Any list
 * that can give its rows in batches exports through this one function (bookings, tour
 * reservations, a day's jobs), named `<name>-<Istanbul date>.csv`.
 */
export function sendCsv<R>(reply: FastifyReply, fileName: string, columns: readonly CsvColumn<R>[], batches: AsyncIterable<readonly R[]>): void {
  void reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(csvChunks(columns, batches)));
}
