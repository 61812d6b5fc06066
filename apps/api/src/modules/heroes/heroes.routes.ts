import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HeroRow } from '../../db/schema.js';
import { envelope, ok } from '../../lib/envelope.js';
import { mediaUrl } from '../../lib/media-url.js';

export const heroDto = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  order: z.number(),
  is_active: z.boolean(),
  video_path: z.string().nullable(),
  poster_path: z.string().nullable(),
});
export type HeroDto = z.infer<typeof heroDto>;

export const toHeroDto = (r: HeroRow): HeroDto => ({
  id: r.id,
  title: r.title,
  subtitle: r.subtitle,
  description: r.description,
  order: r.sort_order,
  is_active: r.is_active === 1,
  video_path: mediaUrl(r.video_path),
  poster_path: mediaUrl(r.poster_path),
});

export async function heroRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.get('/heroes/active', { schema: { tags: ['heroes'], response: { 200: envelope(z.array(heroDto)) } } }, async () => {
    const rows = await db
      .selectFrom('heroes')
      .selectAll()
      .where('is_active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return ok(rows.map(toHeroDto));
  });
}
