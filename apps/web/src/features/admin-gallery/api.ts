import { galleryItemListDto, type GalleryItemDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';

/** A gallery item as the back office lists it: the API's contract. */
export type GalleryItem = GalleryItemDto;

/** Every item, inactive ones included, checked against the contract. */
export const listGalleryItems = () => adminRequest('/galleries', { schema: galleryItemListDto });
