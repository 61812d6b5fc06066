import { TOUR_PAGE_PATTERNS, parseTourPagePath, tourPageAlternates, tourPageHead, tourPagePath, translateMessage } from '@riviera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { siteSettingService } from '../site-settings/site-settings.service.js';
import { toPublicTourDto } from '../tours/tours.dto.js';
import { tourService } from '../tours/tours.service.js';
import { tourNotFoundHtml, tourPageHtml } from './tour-page-html.js';

/** The site's public root URL: PUBLIC_URL when set (behind a proxy), else the request's own host. */
const originOf = (publicUrl: string | undefined, request: FastifyRequest) =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

/**
 * The tour pages (`/turlar/<slug>`, `/en/tours/<slug>`…, decision 022) as the server answers them:
 * a former slug is a permanent redirect to the current one in the same language, an unknown slug or
 * a Pasif tour is a 404 (the app draws its not-found state), and an active tour's page carries its
 * head (title, description, canonical, alternates, OpenGraph/Twitter, JSON-LD) in the HTML.
 */
export async function tourPageRoutes(app: FastifyInstance, opts: { template: string }): Promise<void> {
  const { config, db } = app.deps;
  const tours = tourService(db);
  const settings = siteSettingService(db, config.uploadsDir);

  for (const pattern of TOUR_PAGE_PATTERNS) {
    app.get(pattern, { schema: { hide: true } }, async (request, reply) => {
      const [pathname = '/'] = request.url.split('?');
      const location = parseTourPagePath(pathname);
      void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
      if (!location) return reply.code(404).send(tourNotFoundHtml(opts.template, 'tr', translateMessage('error.tour_not_found', 'tr')));
      const { lang, slug } = location;
      let found;
      try {
        found = await tours.requireActiveBySlug(slug);
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 404)
          return reply.code(404).send(tourNotFoundHtml(opts.template, lang, translateMessage('error.tour_not_found', lang)));
        throw err;
      }
      if (found.moved) return reply.code(301).redirect(tourPagePath(found.slug, lang), 301);
      const origin = originOf(config.publicUrl, request);
      const site = await settings.publicValues(lang);
      const tour = toPublicTourDto(found.tour, lang);
      const head = tourPageHead({ ...tour, slug: found.slug }, lang, { url: origin, name: site.site_name || 'Riviera Transfer' });
      const alternates = tourPageAlternates(found.slug).map((a) => ({ lang: a.lang, href: origin + a.path }));
      return reply.send(tourPageHtml(opts.template, lang, head, alternates));
    });
  }
}
