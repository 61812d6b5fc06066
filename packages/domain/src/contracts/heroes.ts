import { z } from 'zod/mini';
import { translationsDto } from './translations-dto.js';

/**
 * Hero video answers: the public GET /heroes/active (the landing page's first paint) and the back
 * office's /heroes. zod/mini, like every answer the first render parses (see contracts/gallery.ts);
 * the request contract is `heroInput` in admin-content.ts.
 */
export const heroDto = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  order: z.number(),
  is_active: z.boolean(),
  video_path: z.nullable(z.string()),
  /** the image shown until the video plays */
  poster_path: z.nullable(z.string()),
  /** back office only: the other languages' texts (decision 014) */
  translations: z.optional(translationsDto),
});
export type HeroDto = z.infer<typeof heroDto>;

export const heroListDto = z.array(heroDto);
