import { z } from 'zod';
import { parseStringList } from '../../db/time.js';
import type { TourRow } from '../../db/schema.js';
import { mediaUrl } from '../../lib/media-url.js';

export const tourDto = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  price: z.number(),
  children_price: z.number().nullable(),
  currency: z.string(),
  duration: z.string(),
  location: z.string(),
  image: z.string().nullable(),
  features: z.array(z.string()),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  is_active: z.boolean(),
});
export type TourDto = z.infer<typeof tourDto>;

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
