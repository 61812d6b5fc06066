import type { TourReservationInput, TourReservationRequest } from '@riviera/domain';
import type { FieldPath, UseFormReturn } from 'react-hook-form';

/** The tour reservation form as its field groups receive it. */
export type ReservationForm = UseFormReturn<TourReservationInput, unknown, TourReservationRequest>;

/** A field's error in the visitor's language, or undefined. */
export type FieldMessage = (path: FieldPath<TourReservationInput>) => string | undefined;
