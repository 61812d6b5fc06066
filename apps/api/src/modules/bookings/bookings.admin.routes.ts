import { BOOKING_STATUSES, BOOKINGS_PAGE_SIZE, statusUpdateSchema } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { assertDateRange, optionalDateQuery, searchQuery, statusFilterQuery } from '../../lib/list-query.js';
import { pageOf, pageQuery } from '../../lib/pagination.js';
import { bookingDetailDto, bookingListItemDto } from './bookings.admin.dto.js';
import { bookingAdminService } from './bookings.admin.service.js';

export const bookingListQuery = pageQuery(BOOKINGS_PAGE_SIZE, 100).extend({
  status: statusFilterQuery,
  /** pickup date range, inclusive */
  date_from: optionalDateQuery,
  date_to: optionalDateQuery,
  search: searchQuery,
});

const statusAnswer = z.object({ id: z.number(), status: z.enum(BOOKING_STATUSES), updated_at: z.string() });

/**
 * Back-office transfer bookings (admin only). The public routes of this folder (create, read by id,
 * PNR look-up) live in bookings.routes.ts.
 */
export async function bookingAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, dialect, config } = app.deps;
  const service = bookingAdminService(db, dialect, config);
  const tags = ['bookings (back office)'];
  const access = { access: 'admin' as const };

  app.get(
    '/bookings',
    {
      config: access,
      schema: {
        tags,
        description:
          'Newest first. status: pending|confirmed|completed|cancelled; date_from/date_to filter the pickup date (inclusive); ' +
          'search: a PNR, an ORN or booking number, or words starting the customer name or e-mail.',
        querystring: bookingListQuery,
        response: { 200: envelope(pageOf(bookingListItemDto)) },
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
    { config: access, schema: { tags, params: idParams, response: { 200: envelope(bookingDetailDto) } } },
    async (req) => ok(await service.detail(req.params.id)),
  );

  app.put(
    '/bookings/:id/status',
    { config: access, schema: { tags, params: idParams, body: statusUpdateSchema, response: { 200: envelope(statusAnswer) } } },
    async (req) => {
      const { id, status, updated_at } = await service.setStatus(requireAdmin(req), req.params.id, req.body.status);
      return ok({ id, status, updated_at }, 'Rezervasyon durumu güncellendi');
    },
  );

  app.delete(
    '/bookings/:id',
    { config: access, schema: { tags, params: idParams, response: { 200: envelope(z.object({ id: z.number(), pnr_code: z.string() })) } } },
    async (req) => ok(await service.remove(requireAdmin(req), req.params.id), 'Rezervasyon silindi'),
  );
}
