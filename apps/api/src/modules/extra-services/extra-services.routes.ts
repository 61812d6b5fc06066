import { extraServiceListDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { toExtraServiceDto } from './extra-services.dto.js';
import { extraServiceService } from './extra-services.service.js';

/** The extras the booking wizard offers: active ones in their order. */
export async function extraServiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = extraServiceService(app.deps.db);
  app.get(
    '/extra-services',
    { schema: { operationId: 'listExtraServices', tags: ['extra-services'], response: { 200: envelope(extraServiceListDto) } } },
    async () => ok((await service.listActive()).map(toExtraServiceDto)),
  );
}
