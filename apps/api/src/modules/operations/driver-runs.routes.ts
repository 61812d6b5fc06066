import { driverRunDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { failures } from '../../plugins/api-contract.js';
import { runLinksService } from './run-links.service.js';

/** Any text up to a sane length: a malformed token is the same 404 as an unknown one. */
const tokenParams = z.object({ token: z.string().max(200) });

/** The driver's share page: his jobs of one day, behind a random token that expires or is revoked. */
export async function driverRunRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const links = runLinksService(app.deps.db);

  app.get(
    '/driver-runs/:token',
    {
      schema: {
        operationId: 'driverRun',
        tags: ['driver-runs'],
        description:
          "One driver's jobs of one day (no prices, no PNR, no other customers). Unknown, expired or revoked token, or a driver set inactive: 404.",
        params: tokenParams,
        response: { 200: envelope(driverRunDto), ...failures(404) },
      },
    },
    async (req, reply) => {
      const sheet = await links.open(req.params.token);
      // customer phone numbers: never kept by a shared cache
      void reply.header('cache-control', 'private, no-store');
      return ok(sheet);
    },
  );
}
