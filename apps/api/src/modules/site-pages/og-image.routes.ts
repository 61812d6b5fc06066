import type { FastifyInstance } from 'fastify';
import { OG_IMAGE, ogImageService } from './og-image.js';

/** `GET /og-image.png`: the landing page's link-preview picture (issue 32). */
export async function ogImageRoutes(app: FastifyInstance): Promise<void> {
  const image = ogImageService(app);
  app.get(OG_IMAGE.path, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(OG_IMAGE.type)
      .header('Cache-Control', 'public, max-age=3600')
      .send(await image.current()),
  );
}
