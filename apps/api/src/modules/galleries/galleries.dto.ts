import { z } from 'zod';
import type { GalleryItemRow } from '../../db/schema.js';
import { mediaUrl } from '../../lib/media-url.js';

export const galleryItemDto = z.object({
  id: z.number(),
  type: z.enum(['image', 'video']),
  title: z.string(),
  description: z.string().nullable(),
  image_path: z.string().nullable(),
  video_path: z.string().nullable(),
  order: z.number(),
  is_active: z.boolean(),
});
export type GalleryItemDto = z.infer<typeof galleryItemDto>;

export const toGalleryItemDto = (r: GalleryItemRow): GalleryItemDto => ({
  id: r.id,
  type: r.type,
  title: r.title,
  description: r.description,
  image_path: mediaUrl(r.image_path),
  video_path: mediaUrl(r.video_path),
  order: r.sort_order,
  is_active: r.is_active === 1,
});
