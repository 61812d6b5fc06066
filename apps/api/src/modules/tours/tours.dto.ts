import type { Lang, TourDto } from '@riviera/domain';
import { parseStringList } from '../../db/time.js';
import type { TourRow } from '../../db/schema.js';
import { inLanguage, translationsOf } from '../../lib/content-language.js';
import { mediaUrl } from '../../lib/media-url.js';
import { tourPickupsIn, type ZonesById } from '../pickups/pickup-names.js';

/** A tour row in Turkish, as its contract (`tourDto` in packages/domain) describes it. */
const turkishTourDto = (r: TourRow): TourDto => ({
  id: r.id,
  title: r.title,
  category: r.category,
  description: r.description,
  price: r.price,
  children_price: r.children_price,
  currency: r.currency,
  duration: r.duration,
  location: r.location,
  image: mediaUrl(r.image),
  features: parseStringList(r.features),
  inclusions: parseStringList(r.inclusions),
  exclusions: parseStringList(r.exclusions),
  is_active: r.is_active === 1,
  slug: r.slug,
  // only said when true, so a tour without departures answers exactly as before (issue 27)
  ...(r.departure_schedule ? { has_departures: true } : {}),
});

/** A tour as the back office reads it: Turkish fields and every translation. */
export const toTourDto = (r: TourRow): TourDto => ({ ...turkishTourDto(r), translations: translationsOf(r) });

/**
 * A tour as a visitor reads it in `lang`, field by field falling back to Turkish, with its pickup
 * zones named in `lang` when `zones` are given (only said when it has some, decision 038).
 */
export const toPublicTourDto = (r: TourRow, lang: Lang, zones?: ZonesById): TourDto => {
  const dto = inLanguage(turkishTourDto(r), r, lang, 'tour');
  const pickups = zones ? tourPickupsIn(r.pickup_zones, zones, lang) : [];
  return pickups.length ? { ...dto, pickups } : dto;
};
