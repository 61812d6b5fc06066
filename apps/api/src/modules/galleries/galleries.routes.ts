import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { galleryItemDto, toGalleryItemDto } from './galleries.dto.js';

export async function galleryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.get(
    '/galleries/active',
    { schema: { tags: ['gallery'], response: { 200: envelope(z.array(galleryItemDto)) } } },
    async () => {
      const rows = await db
        .selectFrom('gallery_items')
        .selectAll()
        .where('is_active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return ok(rows.map(toGalleryItemDto));
    },
  );
}
