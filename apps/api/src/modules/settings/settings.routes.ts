import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { readRoundTripDiscount } from './round-trip-discount.js';

export async function settingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/settings/round-trip/discount',
    { schema: { tags: ['settings'], response: { 200: envelope(z.object({ round_trip_discount: z.number() })) } } },
    async () => ok({ round_trip_discount: await readRoundTripDiscount(app.deps.db) }),
  );
}
