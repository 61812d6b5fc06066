import {
  aboutDto,
  galleryItemListDto,
  heroListDto,
  tourPageDto,
  type AboutDto,
  type GalleryItemDto,
  type HeroDto,
  type TourDto,
} from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';

/** Shapes of the public reads the landing page uses: the API's contracts. */
export type { AboutDto, GalleryItemDto, HeroDto, TourDto };

export const landingKeys = {
  heroes: ['heroes', 'active'] as const,
  tours: ['tours', 'all'] as const,
  gallery: ['galleries', 'active'] as const,
  about: ['about', 'active'] as const,
};

/** The hero's query; main.tsx starts it before the first render on the landing page. */
export const heroesQuery = {
  queryKey: landingKeys.heroes,
  queryFn: () => request('/heroes/active', { schema: heroListDto }),
  staleTime: 5 * 60_000,
  retry: false,
};

export function useHeroes() {
  return useQuery(heroesQuery);
}

/** Every active tour: the grid asks for one big page, as the original client did (per_page 9999). */
export const toursQuery = {
  queryKey: landingKeys.tours,
  queryFn: async () => (await request('/tours', { query: { per_page: 9999 }, schema: tourPageDto })).data,
  staleTime: 60_000,
};

export const galleryQuery = {
  queryKey: landingKeys.gallery,
  queryFn: () => request('/galleries/active', { schema: galleryItemListDto }),
  staleTime: 60_000,
};

export const aboutQuery = {
  queryKey: landingKeys.about,
  queryFn: () => request('/about/active', { schema: aboutDto }),
  staleTime: 5 * 60_000,
};

export const useTours = () => useQuery(toursQuery);
export const useGallery = () => useQuery(galleryQuery);
export const useAbout = () => useQuery(aboutQuery);
