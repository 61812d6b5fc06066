import {
  tourReservationEditSchema,
  type DriverOnMove,
  type TourReservationEditViewDto,
} from '@riviera/domain';
import { useState, type FormEvent } from 'react';
import { textFieldMaker } from '../../components/admin/edit-form-fields';
import { useEditSubmission } from '../../components/admin/use-edit-submission';
import { useSaveTourReservationEdit } from './tour-reservation-edit-api';
import { bodyOf, draftOf, type Draft } from './tour-reservation-edit-draft';
import type { TourPriceChoice } from './tour-reservation-edit-price';

// errors keep the schema's and the server's paths: the draft's keys are the body's
const samePath = (path: string) => path;

/**
 * The tour reservation edit form's state: the draft, the driver choice, the price choice and the
 * save cycle. A changed field drops its old error, and a changed party drops the quote asked for it.
 */
export function useTourReservationEditForm({
  reservationId,
  view,
  values,
  onSaved,
}: {
  reservationId: number;
  view: TourReservationEditViewDto;
  values: TourReservationEditViewDto['values'];
  onSaved: (message: string) => void;
}) {
  const save = useSaveTourReservationEdit();
  const [draft, setDraft] = useState<Draft>(() => draftOf(values));
  const [driver, setDriver] = useState<DriverOnMove | null>(null);
  const [price, setPrice] = useState<TourPriceChoice>({ quote: null, apply: false });
  const { errors, setErrors, failure, busy, run } = useEditSubmission(samePath);

  const set = (key: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // a quote was for the party it was asked with
    if (key === 'passenger_count' || key === 'children_count') setPrice({ quote: null, apply: false });
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = bodyOf(draft, driver, price);
    const pickups = view.pickups.map((p) => ({ zone_id: p.zone_id, offset_minutes: p.offset_minutes }));
    run(tourReservationEditSchema({ pickups }).safeParse(body), () => save(reservationId, body), onSaved);
  };

  const text = textFieldMaker<keyof Draft>(draft, errors, set);
  return { draft, driver, setDriver, price, setPrice, errors, failure, busy, set, submit, text };
}
