import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { sendJsonText } from '../../lib/public-read-cache.js';
import { mediaUrl } from '../../lib/media-url.js';

/**
 * The navbar and footer read these. Unlike the original, whose public site ignored what the
 * back office edited, every active setting reaches the visitor on the next page load.
 */
export async function siteSettingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, publicCache } = app.deps;
  const response = envelope(z.record(z.string(), z.string()));
  app.get(
    '/site-settings/public',
    { schema: { tags: ['site-settings'], response: { 200: response } } },
    async (_req, reply) => {
      const body = await publicCache.json('site-settings', 'public', response, async () => {
        const rows = await db
          .selectFrom('site_settings')
          .select(['key', 'value', 'type'])
          .where('is_active', '=', 1)
          .execute();
        return ok(Object.fromEntries(rows.map((r) => [r.key, r.type === 'image' ? (mediaUrl(r.value) ?? '') : r.value])));
      });
      void reply.header('Cache-Control', 'no-cache');
      return sendJsonText(reply, body);
    },
  );
}
