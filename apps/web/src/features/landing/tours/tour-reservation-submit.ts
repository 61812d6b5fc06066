import { createdTourReservationDto, type TourReservationInput, type TourReservationRequest } from '@riviera/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FieldPath, Resolver, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError, request } from '../../../lib/api-client';
import { currentContentLang } from '../../../lib/content-language';
import { lazyResolver } from '../../../lib/lazy-resolver';
import type { TourDto } from '../api';
import { tourDeparturesQuery } from './departures-api';

/**
 * The form's checks: the shared contract and the pickup rule (tour-reservation-resolver.ts), whose
 * code loads on the first check rather than with the form.
 */
export function reservationResolver(
  pickups: TourDto['pickups'],
): Resolver<TourReservationInput, unknown, TourReservationRequest> {
  return lazyResolver(() => import('./tour-reservation-resolver').then((m) => m.checkedReservation(pickups)));
}

/** A fresh Idempotency-Key (works on plain http too, unlike crypto.randomUUID). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `tour-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Sending a reservation: one Idempotency-Key per submitted content (a double click or a retry after
 * a lost answer never reserves twice), the server's field errors put on their fields, and a lost
 * race for the last seats read again from the calendar with the server's message.
 */
export function useReservationSubmit({
  tour,
  scheduled,
  form,
  onReserved,
}: {
  tour: TourDto;
  scheduled: boolean;
  form: UseFormReturn<TourReservationInput, unknown, TourReservationRequest>;
  onReserved: (pnr: string) => void;
}) {
  const { t } = useTranslation('landing');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const { setError, setFocus } = form;

  const submit = async (values: TourReservationRequest) => {
    setFailure(null);
    const body = JSON.stringify(values);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    try {
      const created = await request('/tour-reservations', {
        method: 'POST',
        // The reservation remembers the language on screen, for the mails it gets later (decision 014).
        body: { ...values, language: currentContentLang() },
        headers: { 'Idempotency-Key': attempt.current.key },
        schema: createdTourReservationDto,
      });
      onReserved(created.pnr_code);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) {
        setFailure(t('tourForm.networkError'));
        return;
      }
      // The seats went to someone else (409, said in the visitor's language): the calendar is read again.
      if (err instanceof ApiError && err.status === 409 && scheduled) {
        await queryClient.invalidateQueries({ queryKey: tourDeparturesQuery(tour.id).queryKey });
        setFailure(err.message);
        setFocus('customer_name');
        return;
      }
      if (err instanceof ApiError && err.errors) {
        for (const [field, texts] of Object.entries(err.errors)) {
          if (field in values && texts[0])
            setError(field as FieldPath<TourReservationInput>, { message: texts[0] }, { shouldFocus: true });
        }
      }
      setFailure(err instanceof ApiError && err.status === 429 ? err.message : t('tourForm.submitError'));
    }
  };

  return { submit, failure };
}
