import type { FastifyInstance } from 'fastify';
import { tourSitemapPages } from '../tour-pages/tour-sitemap.js';
import { sitePagesRepository } from './site-pages.repository.js';
import { robotsTxt, sitemapXml, standardSitemapPages } from './site-pages.service.js';
import { siteOrigin } from './site-origin.js';
import { ogImageRoutes } from './og-image.js';

/**
 * What crawlers read at the site's root: robots.txt, the sitemap and the landing page's preview
 * picture (outside /api, hidden from the API docs).
 */
export async function sitePagesRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;
  const repo = sitePagesRepository(db);

  await app.register(ogImageRoutes);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(siteOrigin(config.publicUrl, request)));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const [lastmod, tours] = await Promise.all([repo.lastContentChange(), tourSitemapPages(db)]);
    // Every active tour's own page beside the standard pages; a Pasif tour is gone at the next request.
    const xml = sitemapXml(siteOrigin(config.publicUrl, request), [...standardSitemapPages(lastmod), ...tours]);
    return reply.type('application/xml; charset=utf-8').send(xml);
  });
}
