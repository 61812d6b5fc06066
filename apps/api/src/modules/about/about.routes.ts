import { aboutDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, requestLanguage } from '../../lib/request-language.js';
import { envelope, ok } from '../../lib/envelope.js';
import { sendCachedJson } from '../../lib/public-read-cache.js';
import { failures } from '../../plugins/api-contract.js';
import { toPublicAboutDto } from './about.dto.js';
import { aboutService } from './about.service.js';

/** The public about section: the newest active entry. */
export async function aboutRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = aboutService(app.deps.db);
  const response = envelope(aboutDto);
  app.get(
    '/about/active',
    { schema: { operationId: 'getAbout', tags: ['about'], querystring: langQuery, response: { 200: response, ...failures(404) } } },
    async (req, reply) => {
      const lang = requestLanguage(req);
      // Without an active entry the load throws (404), which is never kept.
      const body = await app.deps.publicCache.json('content', `about\u0000${lang}`, response, async () =>
        ok(toPublicAboutDto(await service.getActive(), lang)),
      );
      return sendCachedJson(reply, body);
    },
  );
}
