import { galleryItemListDto, type GalleryItemDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';
import { adminResource } from '../../lib/admin-resource';

/** A gallery item as the back office lists it: the API's contract. */
export type GalleryItem = GalleryItemDto;

/** Every item, inactive ones included, checked against the contract. */
export const listGalleryItems = () => adminRequest('/galleries', { schema: galleryItemListDto });

export const GALLERY_KEY = ['admin', 'galleries'] as const;

/** The gallery items (a save is multipart: it may carry an image or a video): list, save and delete (decision 042). */
export const gallery = adminResource<GalleryItem>({
  key: GALLERY_KEY,
  list: listGalleryItems,
  path: '/galleries',
  body: 'multipart',
});
