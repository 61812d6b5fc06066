import { healthDto, readinessDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { failures } from '../../plugins/api-contract.js';
import { healthService } from './health.service.js';

/** Liveness and readiness, for load balancers and the test runners. */
export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = healthService(app.deps.db, app.deps.dialect, app.deps.rateLimits);
  const tags = ['system'];

  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags,
        summary: 'The process is alive',
        description: 'Answers without touching the database; only a fault of the process itself makes it fail (500).',
        response: { 200: envelope(healthDto), ...failures(500) },
      },
    },
    () => ok({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      schema: {
        operationId: 'getReadiness',
        tags,
        summary: 'The database answers',
        description:
          'A 503 while the database does not answer: take this instance out of the pool until it does. Parts that serve in a reduced way (Redis away: rate limits per instance) are listed in `degraded`; the instance stays ready.',
        response: { 200: envelope(readinessDto) },
      },
    },
    async () => ok(await service.readiness()),
  );
}
