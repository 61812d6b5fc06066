import { DEPARTURE_CALENDAR_DAYS, jsonLdScriptTag, metaTagsHtml, tourPageHead, type Lang } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { siteSettingService } from '../site-settings/site-settings.service.js';
import { toPublicTourDto } from '../tours/tours.dto.js';
import { tourService } from '../tours/tours.service.js';
import { departureService } from '../departures/departures.service.js';

/** What a tour address names: a former slug (answered with a 301) or an active tour's page head. */
export type TourPageFound =
  | { moved: true; slug: string }
  | {
      moved: false;
      slug: string;
      /** title and description for the page's head */
      meta: { title: string; description: string };
      /** OpenGraph/Twitter tags and the TouristTrip + BreadcrumbList JSON-LD, as head HTML */
      extra: string;
      /** the page shows seats left (issue 27): rendered for every request, never kept in the page cache */
      live: boolean;
    };

/** Finds the tour a page address names in a language; undefined for an unknown slug or a Pasif tour. */
export type FindTourPage = (slug: string, lang: Lang, origin: string) => Promise<TourPageFound | undefined>;

/**
 * The tour pages' lookup (decision 022) for the page responder: a former slug moves to the current
 * one, an active tour gets its head in the page's language, built by the same pure domain functions
 * the browser uses; anything else is not found.
 */
export function tourPageFinder(app: FastifyInstance): FindTourPage {
  const { config, db, dialect } = app.deps;
  const tours = tourService(db);
  const departures = departureService(db, dialect);
  const settings = siteSettingService(db, config.uploadsDir);
  return async (slug, lang, origin) => {
    let found;
    try {
      found = await tours.requireActiveBySlug(slug);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return undefined;
      throw err;
    }
    if (found.moved) return { moved: true, slug: found.slug };
    const site = await settings.publicValues(lang);
    const tour = toPublicTourDto(found.tour, lang);
    const live = tour.has_departures === true;
    // the offers say which departures have seats (JSON-LD availability)
    const calendar = live ? (await departures.publicCalendar(tour.id, undefined, DEPARTURE_CALENDAR_DAYS)).departures : undefined;
    const head = tourPageHead({ ...tour, slug: found.slug, departures: calendar }, lang, { url: origin, name: site.site_name || 'Riviera Transfer' });
    return {
      moved: false,
      slug: found.slug,
      meta: { title: head.title, description: head.description },
      extra: [metaTagsHtml(head.meta), ...head.jsonLd.map((data) => jsonLdScriptTag(data))].join('\n    '),
      live,
    };
  };
}
