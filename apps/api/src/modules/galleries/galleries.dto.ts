import type { GalleryItemDto } from '@riviera/domain';
import type { GalleryItemRow } from '../../db/schema.js';
import { mediaUrl } from '../../lib/media-url.js';

/** A gallery row as its contract (`galleryItemDto` in packages/domain) describes it. */
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
