import { z } from 'zod/mini';
import { translationsDto } from './translations-dto.js';

/**
 * About section answers: the public GET /about/active (the newest active entry) and the back
 * office's /about. zod/mini, like every answer the landing page parses (see contracts/gallery.ts);
 * the request contract is `aboutInput` in admin-content.ts.
 */
export const aboutDto = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().check(z.describe('HTML, sanitised by the server before it was stored')),
  main_description: z.nullable(z.string()),
  sub_description: z.nullable(z.string()),
  quote: z.nullable(z.string()),
  features: z.array(z.string()),
  is_active: z.boolean(),
  /** back office only: the other languages' texts (decision 014) */
  translations: z.optional(translationsDto),
});
export type AboutDto = z.infer<typeof aboutDto>;

export const aboutListDto = z.array(aboutDto);
