import { departureCalendarQuery, tourDeparturesDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { failures } from '../../plugins/api-contract.js';
import { departureService } from './departures.service.js';

/**
 * GET /api/tours/{id}/departures (issue 27): the tour's departures for the next weeks with the seats
 * left. Never cached: every booking changes it, and a visitor must not pick a seat already sold.
 */
export async function departureRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = departureService(app.deps.db, app.deps.dialect);
  app.get(
    '/tours/:id/departures',
    {
      schema: {
        operationId: 'listTourDepartures',
        tags: ['tours'],
        description:
          'The departures of an active tour from `from` (default and earliest: today in Istanbul) for `days` days: each ' +
          "'available' with its seats left, 'sold_out' or 'closed' (closed by staff, cancelled, or past the booking cut-off). " +
          '`scheduled` false: the tour is booked on any date and time.',
        params: idParams,
        querystring: departureCalendarQuery,
        response: { 200: envelope(tourDeparturesDto), ...failures(404) },
      },
    },
    async (req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await service.publicCalendar(req.params.id, req.query.from, req.query.days));
    },
  );
}
