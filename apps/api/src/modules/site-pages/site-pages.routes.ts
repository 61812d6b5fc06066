import type { FastifyInstance } from 'fastify';
import { sitePagesRepository } from './site-pages.repository.js';
import { robotsTxt, sitemapXml, standardSitemapPages } from './site-pages.service.js';
import { siteOrigin } from './site-origin.js';

/** What crawlers read at the site's root: robots.txt and the sitemap (outside /api, hidden from the API docs). */
export async function sitePagesRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;
  const repo = sitePagesRepository(db);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(siteOrigin(config.publicUrl, request)));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const lastmod = await repo.lastContentChange();
    const xml = sitemapXml(siteOrigin(config.publicUrl, request), standardSitemapPages(lastmod));
    return reply.type('application/xml; charset=utf-8').send(xml);
  });
}
