import { z } from 'zod/mini';
import { translationsDto } from './translations-dto.js';
import { tourPickupDto } from './pickup-answers.js';
import { pageOf } from './page.js';

/**
 * Tour answers: the public GET /tours (the landing page's grid) and /tours/{id}, and the back
 * office's /admin/tours. zod/mini like every answer contract (decision 013); the request contracts
 * (`tourInput`, `tourListQuery`, `bulkDeleteInput`) are in admin-content.ts.
 */
export const tourDto = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  /** per adult, in `currency` */
  price: z.number(),
  /** per child in `currency`; null: half the adult price */
  children_price: z.nullable(z.number()),
  currency: z.string(),
  duration: z.string(),
  location: z.string(),
  image: z.nullable(z.string()),
  features: z.array(z.string()),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  is_active: z.boolean(),
  /**
   * the word of the tour's page address (`/turlar/<slug>`, decision 022). The API always sends it;
   * null (or absent in a recorded answer) means the tour has no page yet, and its card links nowhere.
   */
  slug: z.optional(z.nullable(z.string())),
  /**
   * true: the tour leaves only at its scheduled departures (issue 27), and the reservation form books
   * one of them (GET /tours/{id}/departures); false or absent: any date and time, as before
   */
  has_departures: z.optional(z.boolean()),
  /**
   * the zones the tour picks guests up in, earliest first, names in the asked language (decision
   * 038); absent: no pickup, guests come to the meeting point, and the form asks for no hotel
   */
  pickups: z.optional(z.array(tourPickupDto)),
  /** back office only: the other languages' texts (decision 014) */
  translations: z.optional(translationsDto),
});
export type TourDto = z.infer<typeof tourDto>;

export const tourPageDto = pageOf(tourDto);

/**
 * GET /tours/by-slug/{slug}: the tour a page address names. `moved` is true when the asked slug is
 * a former one (the title was edited): the page then answers with a permanent redirect to `slug`.
 */
export const tourBySlugDto = z.object({
  /** the tour's current slug */
  slug: z.string(),
  moved: z.boolean(),
  tour: tourDto,
});
export type TourBySlugDto = z.infer<typeof tourBySlugDto>;

/** The ids a bulk deletion removed (ids that did not exist are left out). */
export const deletedToursDto = z.object({ deleted: z.array(z.number()) });
