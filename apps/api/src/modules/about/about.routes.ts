import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { aboutDto, toAboutDto } from './about.dto.js';

export async function aboutRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.get('/about/active', { schema: { tags: ['about'], response: { 200: envelope(aboutDto) } } }, async () => {
    // The newest active entry is the one the public site shows.
    const row = await db
      .selectFrom('about_entries')
      .selectAll()
      .where('is_active', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) throw notFound('error.about_not_found');
    return ok(toAboutDto(row));
  });
}
