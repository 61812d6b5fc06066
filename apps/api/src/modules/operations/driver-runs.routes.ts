import { runSheetDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { failures } from '../../plugins/api-contract.js';
import { operationsService } from './operations.service.js';

/** Any text up to a sane length: a malformed token is the same 404 as an unknown one. */
const tokenParams = z.object({ token: z.string().max(200) });

/** The driver's share page: his jobs of one day, read-only, behind a random expiring token. */
export async function driverRunRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ops = operationsService(app.deps.db);

  app.get(
    '/driver-runs/:token',
    {
      schema: {
        operationId: 'driverRun',
        tags: ['driver-runs'],
        description:
          "One driver's jobs of one day (no prices, no other customers). Unknown or expired token: 404.",
        params: tokenParams,
        response: { 200: envelope(runSheetDto), ...failures(404) },
      },
    },
    async (req, reply) => {
      const sheet = await ops.openRunLink(req.params.token);
      // customer phone numbers: never kept by a shared cache
      void reply.header('cache-control', 'private, no-store');
      return ok(sheet);
    },
  );
}
