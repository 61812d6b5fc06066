import { jobDayQuery, todayInIstanbul } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertDateRange, channelQuery, optionalDateQuery, searchQuery, statusFilterQuery } from '../../lib/list-query.js';
import { OPERATIONS_TOO } from '../../plugins/admin-access.js';
import { failures } from '../../plugins/api-contract.js';
import { auditDataAccess } from '../audit/data-access.js';
import { operationsService } from '../operations/operations.service.js';
import { csvFormatQuery } from './csv.js';
import { sendCsv } from './csv-reply.js';
import { JOB_COLUMNS, TOUR_RESERVATION_COLUMNS, bookingColumns } from './exports.columns.js';
import { exportsService } from './exports.service.js';

/** The same filters as the lists (without paging): an export is "this list, every page". */
const bookingFilters = z.object({ status: statusFilterQuery, date_from: optionalDateQuery, date_to: optionalDateQuery, search: searchQuery, format: csvFormatQuery });
const tourFilters = z.object({ status: statusFilterQuery, start_date: optionalDateQuery, end_date: optionalDateQuery, search: searchQuery, channel: channelQuery, format: csvFormatQuery });
const jobFilters = z.object({ ...jobDayQuery.shape, format: csvFormatQuery });
// A file answer is documented as its media type (the voucher's convention); a bad date range is a 422.
const csvAnswer = { 200: z.any().describe('text/csv; UTF-8 with BOM'), ...failures(422) };

/**
 * CSV downloads of the bookings and tour reservations lists and of the dispatch board's day,
 * honouring the screen's filters, read from the database in keyset batches and streamed. Open to
 * Operasyon like the screens themselves.
 */
export async function exportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, dialect } = app.deps;
  const exports = exportsService(db, dialect);
  const ops = operationsService(db);
  const config = { access: 'admin' as const, roles: OPERATIONS_TOO };

  app.get(
    '/admin/bookings/export.csv',
    {
      config,
      schema: {
        operationId: 'adminExportBookingsCsv',
        tags: ['admin-bookings'],
        description: 'The bookings list with the same filters as GET /bookings, every page, as CSV (UTF-8 with BOM), streamed.',
        querystring: bookingFilters,
        response: csvAnswer,
      },
    },
    async (req, reply) => {
      const { status, date_from, date_to, search, format } = req.query;
      assertDateRange(date_from, date_to, 'date_to');
      const f = { status, dateFrom: date_from, dateTo: date_to, search };
      await auditDataAccess(db, req.admin, { action: 'export', entity: 'bookings_csv', filters: { status, date_from, date_to, search, format } });
      const typeNames = await exports.vehicleTypeNames();
      sendCsv(reply, `rezervasyonlar-${todayInIstanbul()}.csv`, bookingColumns(typeNames), exports.bookingBatches(f), format);
      return reply;
    },
  );

  app.get(
    '/admin/tour-reservations/export.csv',
    {
      config,
      schema: {
        operationId: 'adminExportTourReservationsCsv',
        tags: ['admin-tour-reservations'],
        description: 'The tour reservations list with the same filters as GET /tour-reservations, every page, as CSV (UTF-8 with BOM), streamed.',
        querystring: tourFilters,
        response: csvAnswer,
      },
    },
    async (req, reply) => {
      const { status, start_date, end_date, search, channel, format } = req.query;
      assertDateRange(start_date, end_date, 'end_date');
      const f = { status, startDate: start_date, endDate: end_date, search, channel };
      await auditDataAccess(db, req.admin, { action: 'export', entity: 'tour_reservations_csv', filters: { status, start_date, end_date, search, channel, format } });
      sendCsv(reply, `tur-rezervasyonlari-${todayInIstanbul()}.csv`, TOUR_RESERVATION_COLUMNS, exports.tourReservationBatches(f), format);
      return reply;
    },
  );

  app.get(
    '/admin/operations/jobs/export.csv',
    {
      config,
      schema: {
        operationId: 'adminExportDayJobsCsv',
        tags: ['admin-operations'],
        description:
          "One Istanbul day's jobs with the same filters as GET /operations/jobs (status, driver), in the board's order, as CSV (UTF-8 with BOM), streamed.",
        querystring: jobFilters,
        response: csvAnswer,
      },
    },
    async (req, reply) => {
      const { format, ...day } = req.query;
      await auditDataAccess(db, req.admin, { action: 'export', entity: 'jobs_csv', filters: { ...day, format } });
      sendCsv(reply, `isler-${day.date}.csv`, JOB_COLUMNS, ops.dayBatches(day), format);
      return reply;
    },
  );
}
