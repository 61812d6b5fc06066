import { z } from 'zod/mini';
import { translationsDto } from './translations-dto.js';

/**
 * Gallery answers: the public GET /galleries/active and the back office's /galleries. Answers the
 * public site reads are written with zod/mini, and kept apart from the classic-zod form contracts,
 * because the landing page parses them in its first render, whose JavaScript budget classic zod
 * would exceed (the request contract is `galleryItemInput` in admin-content.ts).
 */
export const galleryItemDto = z.object({
  id: z.number(),
  type: z.enum(['image', 'video']),
  title: z.string(),
  description: z.nullable(z.string()),
  /** the image, or a video's poster */
  image_path: z.nullable(z.string()),
  video_path: z.nullable(z.string()),
  order: z.number(),
  is_active: z.boolean(),
  /** back office only: the other languages' texts (decision 014) */
  translations: z.optional(translationsDto),
});
export type GalleryItemDto = z.infer<typeof galleryItemDto>;

export const galleryItemListDto = z.array(galleryItemDto);
