import { heroListDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, requestLanguage } from '../../lib/request-language.js';
import { envelope, ok } from '../../lib/envelope.js';
import { sendCachedJson } from '../../lib/public-read-cache.js';
import { toPublicHeroDto } from './heroes.dto.js';
import { heroService } from './heroes.service.js';

/** The public hero: active hero videos in their order. */
export async function heroRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = heroService(app.deps.db, app.deps.config.uploadsDir);
  const response = envelope(heroListDto);
  app.get(
    '/heroes/active',
    { schema: { operationId: 'listHeroes', tags: ['heroes'], querystring: langQuery, response: { 200: response } } },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const body = await app.deps.publicCache.json('content', `heroes\u0000${lang}`, response, async () =>
        ok((await service.listActive()).map((r) => toPublicHeroDto(r, lang))),
      );
      return sendCachedJson(reply, body);
    },
  );
}
