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
import type { Lang } from '@riviera/domain';
import { request } from '../../lib/api-client';
import { useContentLang } from '../../lib/content-language';

/** Shapes of the public reads the landing page uses: the API's contracts. */
export type { AboutDto, GalleryItemDto, HeroDto, TourDto };

/** Content is asked in the language on screen, so each key holds it: a switch refetches (decision 014). */
export const landingKeys = {
  heroes: (lang: Lang) => ['heroes', 'active', lang] as const,
  tours: (lang: Lang) => ['tours', 'all', lang] as const,
  gallery: (lang: Lang) => ['galleries', 'active', lang] as const,
  about: (lang: Lang) => ['about', 'active', lang] as const,
};

/** The hero's query; main.tsx starts it before the first render on the landing page. */
export const heroesQuery = (lang: Lang) => ({
  queryKey: landingKeys.heroes(lang),
  queryFn: () => request('/heroes/active', { query: { lang }, schema: heroListDto }),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useHeroes() {
  return useQuery(heroesQuery(useContentLang()));
}

/** Every active tour: the grid asks for one big page, as the original client did (per_page 9999). */
export const toursQuery = (lang: Lang) => ({
  queryKey: landingKeys.tours(lang),
  queryFn: async () => (await request('/tours', { query: { per_page: 9999, lang }, schema: tourPageDto })).data,
  staleTime: 60_000,
});

export const galleryQuery = (lang: Lang) => ({
  queryKey: landingKeys.gallery(lang),
  queryFn: () => request('/galleries/active', { query: { lang }, schema: galleryItemListDto }),
  staleTime: 60_000,
});

export const aboutQuery = (lang: Lang) => ({
  queryKey: landingKeys.about(lang),
  queryFn: () => request('/about/active', { query: { lang }, schema: aboutDto }),
  staleTime: 5 * 60_000,
});

export const useTours = () => useQuery(toursQuery(useContentLang()));
export const useGallery = () => useQuery(galleryQuery(useContentLang()));
export const useAbout = () => useQuery(aboutQuery(useContentLang()));
