import { extraServiceListDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, requestLanguage } from '../../lib/request-language.js';
import { envelope, ok } from '../../lib/envelope.js';
import { sendCachedJson } from '../../lib/public-read-cache.js';
import { toPublicExtraServiceDto } from './extra-services.dto.js';
import { extraServiceService } from './extra-services.service.js';

/** The extras the booking wizard offers: active ones in their order. */
export async function extraServiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = extraServiceService(app.deps.db);
  const response = envelope(extraServiceListDto);
  app.get(
    '/extra-services',
    { schema: { operationId: 'listExtraServices', tags: ['extra-services'], querystring: langQuery, response: { 200: response } } },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const body = await app.deps.publicCache.json('fleet', `extras\u0000${lang}`, response, async () =>
        ok((await service.listActive()).map((r) => toPublicExtraServiceDto(r, lang))),
      );
      return sendCachedJson(reply, body);
    },
  );
}
