import {
  TOUR_RESERVATIONS_PAGE_SIZE,
  deletedReservationDto,
  paginationDto,
  statusChangeDto,
  statusUpdateSchema,
  tourReservationAdminListDto,
} from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { assertDateRange, channelQuery, optionalDateQuery, searchQuery, statusFilterQuery } from '../../lib/list-query.js';
import { pageQuery } from '../../lib/pagination.js';
import { OPERATIONS_TOO } from '../../plugins/admin-access.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { tourReservationAdminService } from './tour-reservations.admin.service.js';

const listQuery = pageQuery(TOUR_RESERVATIONS_PAGE_SIZE, 100).extend({
  status: statusFilterQuery,
  /** tour date range, inclusive */
  start_date: optionalDateQuery,
  end_date: optionalDateQuery,
  search: searchQuery,
  channel: channelQuery,
});

/** The list answers `data[]` with `pagination` beside it, as the spec's client reads it. */
const listAnswer = z.object({ success: z.literal(true), data: tourReservationAdminListDto, pagination: paginationDto });

const statusBody = withExample(statusUpdateSchema, { status: 'confirmed', notify_customer: true });

/**
 * Back-office tour reservations (admin only). The public POST /api/tour-reservations lives in
 * tour-reservations.public.routes.ts.
 */
export async function tourReservationAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = tourReservationAdminService(app.deps.db, app.deps.dialect);
  const tags = ['admin-tour-reservations'];
  const access = { access: 'admin' as const };
  // reading and confirming reservations is Operasyon's daily work; deleting stays with Yönetici
  const daily = { access: 'admin' as const, roles: OPERATIONS_TOO };

  app.get(
    '/tour-reservations',
    {
      config: daily,
      schema: {
        operationId: 'adminListTourReservations',
        tags,
        description:
          'Newest first. status; start_date/end_date filter the tour date (inclusive); search: words starting the customer name, ' +
          'e-mail, tour title or place, or a PNR; channel: a reseller\'s name, or _website for the website\'s own.',
        querystring: listQuery,
        response: { 200: listAnswer },
      },
    },
    async (req) => {
      const { page, per_page, status, start_date, end_date, search, channel } = req.query;
      assertDateRange(start_date, end_date, 'end_date');
      const result = await service.list({ status, startDate: start_date, endDate: end_date, search, channel }, page, per_page);
      return { success: true as const, ...result };
    },
  );

  app.get(
    '/admin/tour-reservations/channels',
    {
      config: daily,
      schema: {
        operationId: 'adminListTourReservationChannels',
        tags,
        description: "The resellers that have sold a tour (decision 041), for the list's channel filter; the website is not among them.",
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async () => ok(await service.channels()),
  );

  app.put(
    '/tour-reservations/:id/status',
    {
      config: daily,
      schema: {
        operationId: 'adminSetTourReservationStatus',
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
      return ok({ id, status, updated_at, customer_mailed }, 'Tur rezervasyonu durumu güncellendi');
    },
  );

  app.delete(
    '/tour-reservations/:id',
    {
      config: access,
      schema: {
        operationId: 'adminDeleteTourReservation',
        tags,
        description: 'The PNR stays issued, so it is never given again; the audit record keeps the full reservation.',
        params: idParams,
        response: { 200: envelope(deletedReservationDto), ...failures(404) },
      },
    },
    async (req) => ok(await service.remove(requireAdmin(req), req.params.id), 'Tur rezervasyonu silindi'),
  );
}
