import { zodResolver } from '@hookform/resolvers/zod';
import {
  pickupProblems,
  tourReservationSchema,
  type TourReservationInput,
  type TourReservationRequest,
} from '@riviera/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TourDto } from '../api';

/**
 * The shared contract, and for a tour with pickup the shared rule that it needs one of the tour's
 * zones and a hotel (decision 038): the same keys the API answers with. Loaded on the form's first
 * check (`reservationResolver` in tour-reservation-submit.ts).
 */
export function checkedReservation(
  pickups: TourDto['pickups'],
): Resolver<TourReservationInput, unknown, TourReservationRequest> {
  const base = zodResolver(tourReservationSchema);
  if (!pickups?.length) return base;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const problems = Object.entries(pickupProblems(pickups, values));
    if (problems.length === 0) return result;
    const errors: FieldErrors<TourReservationInput> = { ...result.errors };
    for (const [field, key] of problems)
      errors[field as 'pickup_zone_id' | 'pickup_place'] ??= { type: 'pickup', message: key };
    return { values: {}, errors };
  };
}
