import { createdTourReservationDto, tourReservationSchema } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope } from '../../lib/envelope.js';
import { idempotencyKeyOf } from '../../lib/idempotency-key.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { tourReservationService } from './tour-reservations.service.js';
import { withRequestLanguage } from '../../lib/request-language.js';

/** Public reservations per client and minute: plenty for a family, too few for a script. */
export const TOUR_RESERVATION_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const createdEnvelope = envelope(createdTourReservationDto);

const reservationBody = withExample(tourReservationSchema, {
  tour_id: 1,
  customer_name: 'Ayşe',
  customer_surname: 'Yılmaz',
  customer_email: 'ayse.yilmaz@example.com',
  country_code: '+90',
  customer_phone: '532 123 45 67',
  booking_date: '2030-07-15',
  booking_time: '09:00',
  passenger_count: 2,
  children_count: 1,
  currency: 'EUR',
  special_requests: 'Vejetaryen öğle yemeği',
  notice_version: 1,
  marketing_consent: false,
});

/**
 * POST /api/tour-reservations (public-site §7): the landing page's tour modal posts here. The body
 * is checked with the same schema the form uses; an `Idempotency-Key` makes a double click or a
 * retry return the first reservation instead of creating a second.
 */
export async function tourReservationPublicRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, writes, config, dialect } = app.deps;
  const service = tourReservationService(db, writes, config, dialect);
  app.post(
    '/tour-reservations',
    {
      config: { rateLimit: TOUR_RESERVATION_RATE_LIMIT },
      schema: {
        operationId: 'createTourReservation',
        tags: ['tour-reservations'],
        summary: 'Reserve a tour (the server computes the total and issues the PNR)',
        description:
          'Send an `Idempotency-Key` header per submission: a repeat gets the first answer; the same key with another ' +
          'body is a 422, and a repeat while the first is still running is a 409 to retry shortly.',
        body: reservationBody,
        // 410: the key's booking was erased since (a person's request); its answer is not replayed
        response: { 201: createdEnvelope, ...failures(409, 410) },
      },
    },
    async (req, reply) => {
      const answer = await service.create(withRequestLanguage(req.body, req), idempotencyKeyOf(req));
      if (!answer.replayed) app.deps.metrics.bookingsCreated.inc({ kind: 'tour' });
      // Only a success is ever stored (a failure throws and frees the key); an erasure since turns it into a 410.
      // a replay answers as stored: 201, or 410 once its booking's personal data was erased
      if (answer.statusCode === 410) throw new AppError(410, (answer.body as { message: string }).message);
      return reply.code(201).send(answer.body as z.infer<typeof createdEnvelope>);
    },
  );
}
