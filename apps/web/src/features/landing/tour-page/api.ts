import { tourBySlugDto, type Lang } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, request } from '../../../lib/api-client';

/** One tour by its page address, in the page's language (decision 022). */
export const tourBySlugQuery = (slug: string, lang: Lang) => ({
  queryKey: ['tours', 'by-slug', slug, lang] as const,
  queryFn: () => request(`/tours/by-slug/${encodeURIComponent(slug)}`, { query: { lang }, schema: tourBySlugDto }),
  staleTime: 60_000,
  // An unknown or Pasif tour stays not found; only a failed request is worth a second try.
  retry: (failures: number, error: Error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
});

export const useTourBySlug = (slug: string, lang: Lang) => useQuery(tourBySlugQuery(slug, lang));
