import { z } from 'zod/mini';
import { translationsDto } from './translations-dto.js';

/**
 * Extra service answers: the public GET /extra-services (active ones, offered in the booking
 * wizard) and the back office's /admin/extra-services. zod/mini, like the other public answers (see
 * contracts/gallery.ts); the request contract is `extraServiceInput` in admin-content.ts.
 */
export const extraServiceDto = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price_euro: z.number(),
  /** an emoji shown beside the name */
  icon: z.string(),
  is_active: z.boolean(),
  /** back office only: the other languages' texts (decision 014) */
  translations: z.optional(translationsDto),
});
export type ExtraServiceDto = z.infer<typeof extraServiceDto>;

export const extraServiceListDto = z.array(extraServiceDto);
