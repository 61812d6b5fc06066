import { z } from 'zod/mini';
import { translationsDto } from './translations-dto.js';

/**
 * Site settings answers: the public GET /site-settings/public (the navbar and footer, read in the
 * first render), the round-trip discount, and the back office's /site-settings. zod/mini, like
 * every answer the first render parses (see contracts/gallery.ts); the request contracts
 * (`siteSettingInput`, `siteSettingImageInput`, `roundTripDiscountInput`) are in admin-content.ts.
 */

export const SETTING_TYPES = ['text', 'image', 'boolean', 'json'] as const;
export const SETTING_GROUPS = ['general', 'appearance', 'branding', 'contact', 'social', 'footer', 'certificates'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];
export type SettingGroup = (typeof SETTING_GROUPS)[number];

export const siteSettingDto = z.object({
  id: z.number(),
  key: z.string(),
  /** text; an image setting's value is its URL, a boolean's 'true'/'false', a JSON one's JSON text */
  value: z.string(),
  type: z.enum(SETTING_TYPES),
  group: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  /** back office only: the other languages' texts (decision 014) */
  translations: z.optional(translationsDto),
});
export type SiteSettingDto = z.infer<typeof siteSettingDto>;

export const siteSettingListDto = z.array(siteSettingDto);

/** Every active setting's value by key (an image setting's as a URL). */
export const publicSiteSettingsDto = z.record(z.string(), z.string());
export type PublicSiteSettingsDto = z.infer<typeof publicSiteSettingsDto>;

/** The site-wide round-trip discount, in percent (0-100). */
export const roundTripDiscountDto = z.object({ round_trip_discount: z.number() });
export type RoundTripDiscountDto = z.infer<typeof roundTripDiscountDto>;
