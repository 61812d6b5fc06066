import type { TourDto } from '../../lib/tour-dto';

/** The back office lists inactive tours too; the type is the API's one tour DTO. */
export type AdminTour = TourDto;

export const TOURS_KEY = ['admin', 'tours'] as const;
