import { galleryItemListDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, requestLanguage } from '../../lib/request-language.js';
import { envelope, ok } from '../../lib/envelope.js';
import { sendCachedJson } from '../../lib/public-read-cache.js';
import { toPublicGalleryItemDto } from './galleries.dto.js';
import { galleryService } from './galleries.service.js';

/** The public gallery: active items in their order. */
export async function galleryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = galleryService(app.deps.db, app.deps.config.uploadsDir);
  const response = envelope(galleryItemListDto);
  app.get(
    '/galleries/active',
    { schema: { operationId: 'listGalleryItems', tags: ['gallery'], querystring: langQuery, response: { 200: response } } },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const body = await app.deps.publicCache.json('content', `gallery\u0000${lang}`, response, async () =>
        ok((await service.listActive()).map((r) => toPublicGalleryItemDto(r, lang))),
      );
      return sendCachedJson(reply, body);
    },
  );
}
