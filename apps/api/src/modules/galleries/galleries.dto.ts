import type { Lang, GalleryItemDto } from '@riviera/domain';
import type { GalleryItemRow } from '../../db/schema.js';
import { inLanguage, translationsOf } from '../../lib/content-language.js';
import { mediaUrl } from '../../lib/media-url.js';

/** A gallery row as its contract (`galleryItemDto` in packages/domain) describes it. */
const turkishGalleryItemDto = (r: GalleryItemRow): GalleryItemDto => ({
  id: r.id,
  type: r.type,
  title: r.title,
  description: r.description,
  image_path: mediaUrl(r.image_path),
  video_path: mediaUrl(r.video_path),
  order: r.sort_order,
  is_active: r.is_active === 1,
});

/** As the back office reads it: the Turkish fields and every translation. */
export const toGalleryItemDto = (r: GalleryItemRow): GalleryItemDto => ({ ...turkishGalleryItemDto(r), translations: translationsOf(r) });

/** As a visitor reads it in `lang`, field by field falling back to Turkish. */
export const toPublicGalleryItemDto = (r: GalleryItemRow, lang: Lang): GalleryItemDto => inLanguage(turkishGalleryItemDto(r), r, lang, 'gallery');
