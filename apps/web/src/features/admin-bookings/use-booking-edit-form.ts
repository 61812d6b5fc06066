import { bookingEditSchema, type BookingEditViewDto, type DriverOnMove } from '@riviera/domain';
import { useState, type FormEvent } from 'react';
import { textFieldMaker } from '../../components/admin/edit-form-fields';
import { useEditSubmission } from '../../components/admin/use-edit-submission';
import { useSaveBookingEdit } from './booking-edit-api';
import { bodyOf, draftOf, fieldOf, tripOf, type Draft, type GuestDraft } from './booking-edit-draft';
import { priceBodyOf, priceChoiceOf, type PriceChoice } from './booking-edit-price';

type TextKey = Exclude<keyof Draft, 'guests'>;

/**
 * The booking edit form's state: the draft, the driver choice, the price choice and the save
 * cycle. A changed field drops its old error, and a changed party, route or trip type drops the
 * quote that was asked for the old ones.
 */
export function useBookingEditForm({
  bookingId,
  view,
  values,
  onSaved,
}: {
  bookingId: number;
  view: BookingEditViewDto;
  values: BookingEditViewDto['values'];
  onSaved: (message: string) => void;
}) {
  const save = useSaveBookingEdit();
  const [draft, setDraft] = useState<Draft>(() => draftOf(values));
  const [driver, setDriver] = useState<DriverOnMove | null>(null);
  const [price, setPrice] = useState(() => priceChoiceOf(view));
  const { errors, setErrors, failure, setFailure, busy, run } = useEditSubmission(fieldOf);

  const setValue = (key: TextKey, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // a quote was for the party, route and trip type it was asked with
    if (['passengers', 'pickup_location', 'destination', 'trip_type'].includes(key))
      setPrice((p) => ({ ...p, quote: null, apply: false }));
    // a corrected field no longer shows its old error
    setErrors((errs) => {
      if (!(key in errs)) return errs;
      const rest = { ...errs };
      delete rest[key];
      return rest;
    });
  };

  const setGuests = (guests: GuestDraft[]) => {
    setDraft((d) => ({ ...d, guests }));
    setErrors(({ guests: _g, ...rest }) =>
      Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('guests.'))),
    );
  };

  const choosePrice = (next: PriceChoice) => {
    setPrice(next);
    setFailure(null);
    // a changed choice answers the section's old errors
    // (a quote for the new route or trip type answers theirs too)
    setErrors(
      ({
        vehicle_id: _v,
        selected_extra_services: _x,
        quoted_total: _q,
        pickup_location: _f,
        destination: _d,
        trip_type: _t,
        ...rest
      }) => rest,
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...bodyOf(draft, driver), ...priceBodyOf(price) };
    run(bookingEditSchema(view.booked).safeParse(body), () => save(bookingId, body), onSaved);
  };

  const text = textFieldMaker<TextKey>(draft, errors, setValue);
  const trip = tripOf(draft);
  return {
    draft,
    driver,
    setDriver,
    price,
    errors,
    failure,
    busy,
    setValue,
    setGuests,
    choosePrice,
    submit,
    text,
    trip,
  };
}
