import { activityListDto, dashboardOperationsDto, dashboardStatsDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { dashboardService } from './dashboard.service.js';

const activitiesQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

/** Back-office dashboard (admin only). */
export async function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = dashboardService(app.deps.db, {
    mail: app.deps.config,
    retentionIntervalMs: app.deps.config.retentionIntervalMs,
  });
  const tags = ['admin-dashboard'];
  const config = { access: 'admin' as const };

  app.get(
    '/dashboard/stats',
    {
      config,
      schema: {
        operationId: 'adminGetDashboardStats',
        tags,
        description:
          'total_tours: all tours; active_bookings: pending + confirmed transfers and tour reservations; monthly_revenue: TRY, ' +
          'non-cancelled bookings and reservations created this Europe/Istanbul month, total_price × the rate_to_try stored on each; ' +
          'total_customers: distinct e-mails over both.',
        response: { 200: envelope(dashboardStatsDto) },
      },
    },
    async () => ok(await service.stats()),
  );

  app.get(
    '/dashboard/operations',
    {
      config,
      schema: {
        operationId: 'adminGetDashboardOperations',
        tags,
        description:
          'How the background work is doing: mails waiting (queued or being sent, with the oldest one’s time) and failed for good, ' +
          'the last exchange-rate refresh and the last personal-data retention run (when, by whom, its outcome and what it did).',
        response: { 200: envelope(dashboardOperationsDto) },
      },
    },
    async () => ok(await service.operations()),
  );

  app.get(
    '/dashboard/activities',
    {
      config,
      schema: {
        operationId: 'adminListDashboardActivities',
        tags,
        description:
          'Newest first: new transfer bookings and tour reservations, cancellations and other back-office changes.',
        querystring: activitiesQuery,
        response: { 200: envelope(activityListDto) },
      },
    },
    async (req) => ok(await service.activities(req.query.limit)),
  );
}
