import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { Database } from './db/schema.js';
import type { PublicReadCache } from './lib/public-read-cache.js';
import { pageResponder, type PageAnswer } from './modules/site-pages/page-responder.js';
import { limitPages } from './modules/site-pages/page-rate-limit.js';
import { loadServerRenderer } from './modules/site-pages/server-renderer.js';
import { siteSettingService } from './modules/site-settings/site-settings.service.js';
import { tourPageFinder } from './modules/tour-pages/tour-page-finder.js';
import { landingHeadExtras } from './modules/tour-pages/landing-head.js';

/** The site's pages, rendered on the server from the web build and limited per client; called once the modules are registered. */
export async function pageAnswerFor(
  app: FastifyInstance,
  opts: {
    config: AppConfig;
    db: Kysely<Database>;
    publicCache: PublicReadCache;
    spaIndexHtml: string;
    webDist: string;
  },
): Promise<PageAnswer> {
  const { config, db, publicCache, spaIndexHtml, webDist } = opts;
  const render = await loadServerRenderer(app, webDist);
  const settings = siteSettingService(db, config.uploadsDir);
  return limitPages(
    app,
    config.pageRequestsPerMinute,
    pageResponder(spaIndexHtml, {
      publicUrl: config.publicUrl,
      render,
      cache: publicCache,
      landingExtras: async (lang, origin, canonical) =>
        landingHeadExtras(await settings.publicValues(lang), lang, origin, canonical),
      findTour: tourPageFinder(app),
      webDist,
    }),
  );
}
