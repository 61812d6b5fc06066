import { galleryItemListDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { toGalleryItemDto } from './galleries.dto.js';
import { galleryService } from './galleries.service.js';

/** The public gallery: active items in their order. */
export async function galleryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = galleryService(app.deps.db, app.deps.config.uploadsDir);
  app.get(
    '/galleries/active',
    { schema: { operationId: 'listGalleryItems', tags: ['gallery'], response: { 200: envelope(galleryItemListDto) } } },
    async () => ok((await service.listActive()).map(toGalleryItemDto)),
  );
}
