import {
  bookingEditSchema,
  translateMessage,
  type BookingEditViewDto,
  type DriverOnMove,
} from '@riviera/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DriverOnMoveChoice } from '../../components/admin/driver-on-move-choice';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { FormActions } from '../../components/ui/form-actions';
import { ApiError } from '../../lib/api-client';
import { adminErrorMessage } from '../../lib/admin-api';
import { useSaveBookingEdit } from './booking-edit-api';
import { BookingEditPrice, priceBodyOf, priceChoiceOf } from './booking-edit-price';
import { bodyOf, draftOf, fieldOf, int, tripOf, type Draft } from './booking-edit-draft';
import { BookingEditGuests } from './booking-edit-guests';
import { BookingEditRoute } from './booking-edit-route';

type Values = BookingEditViewDto['values'];
type Booked = BookingEditViewDto['booked'];

/**
 * Staff editing a transfer booking (issue 25 item 1): the booking form's fields and rules (the
 * domain's `bookingEditSchema`, the endpoint's own contract), the price kept as booked. When a job
 * that moves already has a driver, staff choose whether the driver stays.
 */
export function BookingEditDialog({
  bookingId,
  view,
  prefill,
  onClose,
  onSaved,
}: {
  bookingId: number;
  view: BookingEditViewDto | null;
  /** values to start from instead of the booking's (a customer's accepted change request) */
  prefill?: Partial<Values> | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Dialog open={view !== null} onClose={onClose} title="Rezervasyonu Düzenle" closeLabel="Kapat" size="lg">
      {view ? (
        <EditForm
          bookingId={bookingId}
          view={view}
          values={{ ...view.values, ...prefill }}
          booked={view.booked}
          assignedLegs={view.assigned_legs}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Dialog>
  );
}

function EditForm({
  bookingId,
  view,
  values,
  booked,
  assignedLegs,
  onClose,
  onSaved,
}: {
  bookingId: number;
  view: BookingEditViewDto;
  values: Values;
  booked: Booked;
  assignedLegs: string[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveBookingEdit();
  const [draft, setDraft] = useState<Draft>(() => draftOf(values));
  const [driver, setDriver] = useState<DriverOnMove | null>(null);
  const [price, setPrice] = useState(() => priceChoiceOf(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const roundTrip = draft.trip_type === 'round_trip';
  const trip = tripOf(draft);

  const setValue = (key: Exclude<keyof Draft, 'guests'>, value: string) => {
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
  const set = (key: Exclude<keyof Draft, 'guests'>) => (e: { currentTarget: { value: string } }) =>
    setValue(key, e.currentTarget.value);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...bodyOf(draft, driver), ...priceBodyOf(price) };
    const checked = bookingEditSchema(booked).safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key = fieldOf(issue.path.map(String).join('.'));
        found[key] ??= translateMessage(issue.message, 'tr');
      }
      setErrors(found);
      setFailure('Lütfen işaretli alanları düzeltin');
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    save(bookingId, body)
      .then((answer) => onSaved(answer.message ?? 'Rezervasyon güncellendi'))
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.errors) {
          setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [fieldOf(k), v[0] ?? ''])));
        }
        setFailure(
          err instanceof ApiError && err.message
            ? err.message
            : adminErrorMessage(err, 'Rezervasyon güncellenemedi'),
        );
      })
      .finally(() => setBusy(false));
  };

  const text = (
    key: Exclude<keyof Draft, 'guests'>,
    label: string,
    opts: { type?: string; required?: boolean; className?: string; hint?: ReactNode } = {},
  ) => (
    <Field
      label={label}
      error={errors[key]}
      required={opts.required}
      className={opts.className ?? ''}
      hint={opts.hint}
    >
      {(p) => (
        <input
          {...p}
          type={opts.type ?? 'text'}
          className={inputClass}
          value={draft[key]}
          onChange={set(key)}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="booking-edit-form">
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
        Rezervasyonda: {booked.pickup_location} → {booked.destination} ·{' '}
        {booked.trip_type === 'round_trip' ? 'Gidiş-Dönüş' : 'Tek Yön'}.{' '}
        {price.apply ? 'Yeni fiyat uygulanacak.' : 'Fiyat rezervasyondaki gibi kalır.'}
      </p>
      <BookingEditRoute draft={draft} errors={errors} onChange={setValue}>
        {text('pickup_date', 'Alış tarihi', { type: 'date', required: true })}
        {text('pickup_time', 'Alış saati', { type: 'time', required: true })}
        {roundTrip ? text('return_date', 'Dönüş tarihi', { type: 'date', required: true }) : null}
        {roundTrip ? text('return_time', 'Dönüş saati', { type: 'time', required: true }) : null}
        {text('passengers', 'Yolcu sayısı', { type: 'number', required: true })}
        {text('hotel_name', 'Otel')}
      </BookingEditRoute>
      <BookingEditGuests
        guests={draft.guests}
        passengers={int(draft.passengers)}
        errors={errors}
        onChange={(guests) => {
          setDraft((d) => ({ ...d, guests }));
          setErrors(({ guests: _g, ...rest }) =>
            Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('guests.'))),
          );
        }}
      />
      <BookingEditPrice
        bookingId={bookingId}
        view={view}
        trip={trip}
        passengers={int(draft.passengers)}
        choice={price}
        onChange={(next) => {
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
        }}
        errors={errors}
      />
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Uçuş</legend>
        {text('flight_code', 'Uçuş kodu', { required: true })}
        {text('departure_flight_time', 'İniş saati', { type: 'time' })}
        {text('arrival_flight_time', 'Kalkış saati', { type: 'time' })}
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Bagaj</legend>
        {text('luggage_large', 'Büyük', { type: 'number' })}
        {text('luggage_medium', 'Orta', { type: 'number' })}
        {text('luggage_small', 'Küçük', { type: 'number' })}
        {text('luggage_hand', 'El', { type: 'number' })}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Müşteri</legend>
        {text('customer_first_name', 'Ad', { required: true })}
        {text('customer_last_name', 'Soyad', { required: true })}
        {text('customer_email', 'E-posta', { type: 'email', required: true, className: 'sm:col-span-2' })}
        {text('country_code', 'Ülke kodu')}
        {text('customer_phone', 'Telefon', { type: 'tel', required: true })}
      </fieldset>
      <Field label="Özel istekler" error={errors.special_requests}>
        {(p) => (
          <textarea
            {...p}
            rows={3}
            className={inputClass}
            value={draft.special_requests}
            onChange={set('special_requests')}
          />
        )}
      </Field>
      {assignedLegs.length > 0 ? (
        <DriverOnMoveChoice
          question="Tarih, saat veya güzergâh değişirse ya da dönüş kaldırılırsa bu transfere atanmış şoför ne olsun?"
          value={driver}
          onChange={setDriver}
          error={errors.driver_on_move}
        />
      ) : null}
      <FormActions error={failure} onCancel={onClose} busy={busy} />
    </form>
  );
}
