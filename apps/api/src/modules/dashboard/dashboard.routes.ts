import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { dashboardService } from './dashboard.service.js';

const statsDto = z.object({
  total_tours: z.number(),
  active_bookings: z.number(),
  monthly_revenue: z.number(),
  total_customers: z.number(),
  revenue_currency: z.literal('TRY'),
  month: z.string(),
});
const activityDto = z.object({
  type: z.enum(['booking', 'tour', 'cancel', 'other']),
  action: z.string(),
  detail: z.string(),
  time: z.string(),
});

/** Back-office dashboard (admin only). */
export async function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = dashboardService(app.deps.db);
  const tags = ['dashboard'];
  const config = { access: 'admin' as const };

  app.get(
    '/dashboard/stats',
    {
      config,
      schema: {
        tags,
        description:
          'total_tours: all tours; active_bookings: pending + confirmed transfers and tour reservations; monthly_revenue: TRY, ' +
          'non-cancelled bookings and reservations created this Europe/Istanbul month, total_price × the rate_to_try stored on each; ' +
          'total_customers: distinct e-mails over both.',
        response: { 200: envelope(statsDto) },
      },
    },
    async () => ok(await service.stats()),
  );

  app.get(
    '/dashboard/activities',
    {
      config,
      schema: {
        tags,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
        response: { 200: envelope(z.array(activityDto)) },
      },
    },
    async (req) => ok(await service.activities(req.query.limit)),
  );
}
