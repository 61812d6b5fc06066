import {
  BOOKINGS_PAGE_SIZE,
  bookingDetailDto,
  bookingPageDto,
  deletedReservationDto,
  statusChangeDto,
  statusUpdateSchema,
} from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { assertDateRange, optionalDateQuery, searchQuery, statusFilterQuery } from '../../lib/list-query.js';
import { pageQuery } from '../../lib/pagination.js';
import { OPERATIONS_TOO } from '../../plugins/admin-access.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { bookingAdminService } from './bookings.admin.service.js';

export const bookingListQuery = pageQuery(BOOKINGS_PAGE_SIZE, 100).extend({
  status: statusFilterQuery,
  /** pickup date range, inclusive */
  date_from: optionalDateQuery,
  date_to: optionalDateQuery,
  search: searchQuery,
});

const statusBody = withExample(statusUpdateSchema, { status: 'confirmed', notify_customer: true });

/**
 * Back-office transfer bookings (admin only). The public routes of this folder (create, read by id,
 * PNR look-up) live in bookings.routes.ts.
 */
export async function bookingAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, dialect, config } = app.deps;
  const service = bookingAdminService(db, dialect, config);
  const tags = ['admin-bookings'];
  const access = { access: 'admin' as const };
  // reading and confirming reservations is Operasyon's daily work; deleting stays with Yönetici
  const daily = { access: 'admin' as const, roles: OPERATIONS_TOO };

  app.get(
    '/bookings',
    {
      config: daily,
      schema: {
        operationId: 'adminListBookings',
        tags,
        description:
          'Newest first. status: pending|confirmed|completed|cancelled; date_from/date_to filter the pickup date (inclusive); ' +
          'search: a PNR, an ORN or booking number, or words starting the customer name or e-mail.',
        querystring: bookingListQuery,
        response: { 200: envelope(bookingPageDto) },
      },
    },
    async (req) => {
      const { page, per_page, status, date_from, date_to, search } = req.query;
      assertDateRange(date_from, date_to, 'date_to');
      return ok(await service.list({ status, dateFrom: date_from, dateTo: date_to, search }, page, per_page));
    },
  );

  app.get(
    '/admin/bookings/:id',
    {
      config: daily,
      schema: {
        operationId: 'adminGetBooking',
        tags,
        params: idParams,
        response: { 200: envelope(bookingDetailDto), ...failures(404) },
      },
    },
    async (req) => ok(await service.detail(req.params.id)),
  );

  app.put(
    '/bookings/:id/status',
    {
      config: daily,
      schema: {
        operationId: 'adminSetBookingStatus',
        tags,
        description:
          'Any of the four statuses, from any other; audited. notify_customer (default: yes for confirmed and cancelled) decides whether the customer is mailed.',
        params: idParams,
        body: statusBody,
        response: { 200: envelope(statusChangeDto), ...failures(404) },
      },
    },
    async (req) => {
      const { id, status, updated_at, customer_mailed } = await service.setStatus(
        requireAdmin(req),
        req.params.id,
        req.body.status,
        req.body.notify_customer,
      );
      return ok({ id, status, updated_at, customer_mailed }, 'Rezervasyon durumu güncellendi');
    },
  );

  app.delete(
    '/bookings/:id',
    {
      config: access,
      schema: {
        operationId: 'adminDeleteBooking',
        tags,
        description:
          'With its guests and extras and its ticket image; the PNR stays issued; the audit record keeps the full booking.',
        params: idParams,
        response: { 200: envelope(deletedReservationDto), ...failures(404) },
      },
    },
    async (req) => ok(await service.remove(requireAdmin(req), req.params.id), 'Rezervasyon silindi'),
  );
}
