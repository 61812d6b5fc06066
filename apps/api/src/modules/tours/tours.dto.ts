import type { TourDto } from '@riviera/domain';
import { parseStringList } from '../../db/time.js';
import type { TourRow } from '../../db/schema.js';
import { mediaUrl } from '../../lib/media-url.js';

/** A tour row as its contract (`tourDto` in packages/domain) describes it, public and back office alike. */
export const toTourDto = (r: TourRow): TourDto => ({
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
});
