import { tourDeparturesDto } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/**
 * A tour's departures for the next four weeks with the seats left (issue 27). Kept fresh for a
 * short while only: every booking changes it. The tour page's server render loads it once and
 * sends it with the page, so the calendar is in the HTML.
 */
export const tourDeparturesQuery = (tourId: number) => ({
  queryKey: ['tours', tourId, 'departures'] as const,
  queryFn: () => request(`/tours/${tourId}/departures`, { schema: tourDeparturesDto }),
  staleTime: 15_000,
});

export const useTourDepartures = (tourId: number, enabled: boolean) =>
  useQuery({ ...tourDeparturesQuery(tourId), enabled });
