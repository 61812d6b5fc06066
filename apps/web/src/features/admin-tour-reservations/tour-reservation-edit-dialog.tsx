import {
  formatDateTr,
  tourReservationEditSchema,
  translateMessage,
  type DriverOnMove,
  type TourReservationEditViewDto,
} from '@riviera/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DriverOnMoveChoice } from '../../components/admin/driver-on-move-choice';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { FormActions } from '../../components/ui/form-actions';
import { ApiError } from '../../lib/api-client';
import { adminErrorMessage } from '../../lib/admin-api';
import { useSaveTourReservationEdit } from './tour-reservation-edit-api';
import { bodyOf, draftOf, int, type Draft } from './tour-reservation-edit-draft';
import { TourReservationEditPrice, type TourPriceChoice } from './tour-reservation-edit-price';

type Values = TourReservationEditViewDto['values'];

/**
 * Staff editing a tour reservation (issue 25 item 1): another departure of the tour (with the
 * seats left shown), the party, the pickup of a pickup tour, the contact and the requests, with
 * the public form's rules (`tourReservationEditSchema`, the endpoint's own contract). The price is
 * kept unless 'Yeniden fiyatla' is applied.
 */
export function TourReservationEditDialog({
  reservationId,
  view,
  prefill,
  onClose,
  onSaved,
}: {
  reservationId: number;
  view: TourReservationEditViewDto | null;
  /** values to start from instead of the reservation's (a guest's accepted change request) */
  prefill?: Partial<Values> | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Dialog
      open={view !== null}
      onClose={onClose}
      title="Tur Rezervasyonunu Düzenle"
      closeLabel="Kapat"
      size="lg"
    >
      {view ? (
        <EditForm
          reservationId={reservationId}
          view={view}
          values={{ ...view.values, ...prefill }}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Dialog>
  );
}

function EditForm({
  reservationId,
  view,
  values,
  onClose,
  onSaved,
}: {
  reservationId: number;
  view: TourReservationEditViewDto;
  values: Values;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveTourReservationEdit();
  const [draft, setDraft] = useState<Draft>(() => draftOf(values));
  const [driver, setDriver] = useState<DriverOnMove | null>(null);
  const [price, setPrice] = useState<TourPriceChoice>({ quote: null, apply: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    const checked = tourReservationEditSchema({ pickups }).safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues)
        found[issue.path.map(String).join('.')] ??= translateMessage(issue.message, 'tr');
      setErrors(found);
      setFailure('Lütfen işaretli alanları düzeltin');
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    save(reservationId, body)
      .then((answer) => onSaved(answer.message ?? 'Rezervasyon güncellendi'))
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.errors)
          setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0] ?? ''])));
        setFailure(
          err instanceof ApiError && err.message
            ? err.message
            : adminErrorMessage(err, 'Rezervasyon güncellenemedi'),
        );
      })
      .finally(() => setBusy(false));
  };

  const text = (
    key: keyof Draft,
    label: string,
    opts: { type?: string; required?: boolean; className?: string } = {},
  ): ReactNode => (
    <Field label={label} error={errors[key]} required={opts.required} className={opts.className ?? ''}>
      {(p) => (
        <input
          {...p}
          type={opts.type ?? 'text'}
          className={inputClass}
          value={draft[key]}
          onChange={(e) => set(key, e.currentTarget.value)}
        />
      )}
    </Field>
  );

  const slot = `${draft.booking_date} ${draft.booking_time}`;
  const departures = view.departures;
  const bookedSlot = `${view.values.booking_date} ${view.values.booking_time}`;
  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="tour-edit-form">
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
        {price.apply ? 'Yeni fiyat uygulanacak.' : 'Fiyat rezervasyondaki gibi kalır.'}
      </p>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
          Kalkış ve Kişiler
        </legend>
        {departures ? (
          <Field
            label="Kalkış"
            error={errors.booking_date ?? errors.booking_time}
            required
            className="sm:col-span-2"
          >
            {(p) => (
              <select
                {...p}
                className={inputClass}
                value={slot}
                onChange={(e) => {
                  const [date = '', time = ''] = e.currentTarget.value.split(' ');
                  set('booking_date', date);
                  set('booking_time', time);
                }}
              >
                {departures.some((d) => `${d.date} ${d.time}` === bookedSlot) ? null : (
                  <option value={bookedSlot}>
                    {formatDateTr(view.values.booking_date)} {view.values.booking_time} (rezervasyondaki)
                  </option>
                )}
                {departures.map((d) => (
                  <option key={`${d.date} ${d.time}`} value={`${d.date} ${d.time}`}>
                    {formatDateTr(d.date)} {d.time} · {d.seats_left > 0 ? `${d.seats_left} boş yer` : 'Dolu'}
                    {d.state === 'closed' ? ' (satışa kapalı)' : ''}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <>
            {text('booking_date', 'Tur tarihi', { type: 'date', required: true })}
            {text('booking_time', 'Tur saati', { type: 'time', required: true })}
          </>
        )}
        {text('passenger_count', 'Yetişkin', { type: 'number', required: true })}
        {text('children_count', 'Çocuk', { type: 'number' })}
      </fieldset>
      {view.pickups.length > 0 ? (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
            Otelden Alış
          </legend>
          <Field label="Alış bölgesi" error={errors.pickup_zone_id} required>
            {(p) => (
              <select
                {...p}
                className={inputClass}
                value={draft.pickup_zone_id}
                onChange={(e) => set('pickup_zone_id', e.currentTarget.value)}
              >
                <option value="">Bölge seçin</option>
                {view.pickups.map((z) => (
                  <option key={z.zone_id} value={String(z.zone_id)}>
                    {z.name} ({Math.abs(z.offset_minutes)} dk önce)
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('pickup_place', 'Otel / adres', { required: true })}
        </fieldset>
      ) : null}
      <TourReservationEditPrice
        reservationId={reservationId}
        booked={view.price}
        party={{ passenger_count: int(draft.passenger_count), children_count: int(draft.children_count) }}
        choice={price}
        onChange={setPrice}
        error={errors.quoted_total}
      />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Müşteri</legend>
        {text('customer_name', 'Ad', { required: true })}
        {text('customer_surname', 'Soyad', { required: true })}
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
            onChange={(e) => set('special_requests', e.currentTarget.value)}
          />
        )}
      </Field>
      {view.job_has_driver ? (
        <DriverOnMoveChoice
          question="Kalkış veya alış değişirse bu tura atanmış şoför ne olsun?"
          value={driver}
          onChange={setDriver}
          error={errors.driver_on_move}
        />
      ) : null}
      <FormActions error={failure} onCancel={onClose} busy={busy} />
    </form>
  );
}
