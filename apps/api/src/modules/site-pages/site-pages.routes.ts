import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapPages, sitemapXml } from './site-pages.service.js';
import { siteOrigin } from './site-origin.js';
import { ogImageRoutes } from './og-image.routes.js';

/**
 * What crawlers read at the site's root: robots.txt, the sitemap and the landing page's preview
 * picture (outside /api, hidden from the API docs).
 */
export async function sitePagesRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;

  await app.register(ogImageRoutes);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(siteOrigin(config.publicUrl, request)));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    // Every active tour's own page beside the standard pages; a Pasif tour is gone at the next request.
    const xml = sitemapXml(siteOrigin(config.publicUrl, request), await sitemapPages(db));
    return reply.type('application/xml; charset=utf-8').send(xml);
  });
}
