import { BOOKING_STATUSES, TOUR_RESERVATIONS_PAGE_SIZE, statusUpdateSchema } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { assertDateRange, optionalDateQuery, searchQuery, statusFilterQuery } from '../../lib/list-query.js';
import { pageQuery } from '../../lib/pagination.js';
import { tourReservationAdminDto } from './tour-reservations.admin.dto.js';
import { tourReservationAdminService } from './tour-reservations.admin.service.js';

const listQuery = pageQuery(TOUR_RESERVATIONS_PAGE_SIZE, 100).extend({
  status: statusFilterQuery,
  /** tour date range, inclusive */
  start_date: optionalDateQuery,
  end_date: optionalDateQuery,
  search: searchQuery,
});

/** The list answers `data[]` with `pagination` beside it, as the spec's client reads it. */
const listAnswer = z.object({
  success: z.literal(true),
  data: z.array(tourReservationAdminDto),
  pagination: z.object({ current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() }),
});

/**
 * Back-office tour reservations (admin only). The public POST /api/tour-reservations lives in
 * tour-reservations.public.routes.ts.
 */
export async function tourReservationAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = tourReservationAdminService(app.deps.db, app.deps.dialect);
  const tags = ['tour reservations (back office)'];
  const access = { access: 'admin' as const };

  app.get(
    '/tour-reservations',
    {
      config: access,
      schema: {
        tags,
        description:
          'Newest first. status; start_date/end_date filter the tour date (inclusive); search: words starting the customer name, ' +
          'e-mail, tour title or place, or a PNR.',
        querystring: listQuery,
        response: { 200: listAnswer },
      },
    },
    async (req) => {
      const { page, per_page, status, start_date, end_date, search } = req.query;
      assertDateRange(start_date, end_date, 'end_date');
      const result = await service.list({ status, startDate: start_date, endDate: end_date, search }, page, per_page);
      return { success: true as const, ...result };
    },
  );

  app.put(
    '/tour-reservations/:id/status',
    {
      config: access,
      schema: {
        tags,
        params: idParams,
        body: statusUpdateSchema,
        response: { 200: envelope(z.object({ id: z.number(), status: z.enum(BOOKING_STATUSES), updated_at: z.string() })) },
      },
    },
    async (req) => {
      const { id, status, updated_at } = await service.setStatus(requireAdmin(req), req.params.id, req.body.status);
      return ok({ id, status, updated_at }, 'Tur rezervasyonu durumu güncellendi');
    },
  );

  app.delete(
    '/tour-reservations/:id',
    { config: access, schema: { tags, params: idParams, response: { 200: envelope(z.object({ id: z.number(), pnr_code: z.string() })) } } },
    async (req) => ok(await service.remove(requireAdmin(req), req.params.id), 'Tur rezervasyonu silindi'),
  );
}
