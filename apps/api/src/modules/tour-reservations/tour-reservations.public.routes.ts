import { tourReservationSchema } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { withIdempotentTransaction } from '../../lib/idempotency.js';
import { createdTourReservationDto } from './tour-reservations.dto.js';
import { tourReservationService } from './tour-reservations.service.js';

/** Public reservations per client and minute: plenty for a family, too few for a script. */
export const TOUR_RESERVATION_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const createdEnvelope = envelope(createdTourReservationDto);

/**
 * POST /api/tour-reservations (public-site §7): the landing page's tour modal posts here. The body
 * is checked with the same schema the form uses; an `Idempotency-Key` makes a double click or a
 * retry return the first reservation instead of creating a second.
 */
export async function tourReservationPublicRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = tourReservationService(app.deps.db);
  app.post(
    '/tour-reservations',
    {
      config: { rateLimit: TOUR_RESERVATION_RATE_LIMIT },
      schema: {
        tags: ['tour-reservations'],
        summary: 'Reserve a tour (the server computes the total and issues the PNR)',
        body: tourReservationSchema,
        response: { 201: createdEnvelope },
      },
    },
    async (req, reply) => {
      // The reservation and its key with the answer commit together: a retry after a failure at any
      // point (the database going away included) finds either both or neither, never a lone key.
      const answer = await withIdempotentTransaction(
        app.deps.db,
        app.deps.writes,
        req,
        'tour-reservations',
        req.body,
        () => service.prepare(req.body),
        async (trx, draft) => ({ statusCode: 201, body: ok(await service.write(trx, draft)) }),
      );
      // Only a success is ever stored (a failure rolls the key back with the work), so a replay is a 201 too.
      return reply.code(201).send(answer.body as z.infer<typeof createdEnvelope>);
    },
  );
}
