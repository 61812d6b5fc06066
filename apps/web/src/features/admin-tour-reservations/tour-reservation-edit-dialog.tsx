import { formatDateTr, type TourReservationEditViewDto } from '@riviera/domain';
import { DriverOnMoveChoice } from '../../components/admin/driver-on-move-choice';
import {
  CustomerFieldset,
  SpecialRequestsField,
  type TextFieldMaker,
} from '../../components/admin/edit-form-fields';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { FormActions } from '../../components/ui/form-actions';
import { int, type Draft } from './tour-reservation-edit-draft';
import { TourReservationEditPrice } from './tour-reservation-edit-price';
import { useTourReservationEditForm } from './use-tour-reservation-edit-form';

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
  const form = useTourReservationEditForm({ reservationId, view, values, onSaved });
  const { draft, errors, price, text, set } = form;
  return (
    <form onSubmit={form.submit} noValidate className="space-y-5" data-testid="tour-edit-form">
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
        {price.apply ? 'Yeni fiyat uygulanacak.' : 'Fiyat rezervasyondaki gibi kalır.'}
      </p>
      <DepartureAndPartyFieldset view={view} draft={draft} errors={errors} set={set} text={text} />
      {view.pickups.length > 0 ? (
        <PickupFieldset view={view} draft={draft} errors={errors} set={set} text={text} />
      ) : null}
      <TourReservationEditPrice
        reservationId={reservationId}
        booked={view.price}
        party={{ passenger_count: int(draft.passenger_count), children_count: int(draft.children_count) }}
        choice={price}
        onChange={form.setPrice}
        error={errors.quoted_total}
      />
      <CustomerFieldset text={text} firstName="customer_name" lastName="customer_surname" />
      <SpecialRequestsField
        value={draft.special_requests}
        error={errors.special_requests}
        onChange={(v) => set('special_requests', v)}
      />
      {view.job_has_driver ? (
        <DriverOnMoveChoice
          question="Kalkış veya alış değişirse bu tura atanmış şoför ne olsun?"
          value={form.driver}
          onChange={form.setDriver}
          error={errors.driver_on_move}
        />
      ) : null}
      <FormActions error={form.failure} onCancel={onClose} busy={form.busy} />
    </form>
  );
}

interface SectionProps {
  view: TourReservationEditViewDto;
  draft: Draft;
  errors: Record<string, string>;
  set: (key: keyof Draft, value: string) => void;
  text: TextFieldMaker<keyof Draft>;
}

/** Another departure of the tour (with its seats left) when it runs on a schedule, and the party. */
function DepartureAndPartyFieldset({ view, draft, errors, set, text }: SectionProps) {
  const departures = view.departures;
  return (
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
              value={`${draft.booking_date} ${draft.booking_time}`}
              onChange={(e) => {
                const [date = '', time = ''] = e.currentTarget.value.split(' ');
                set('booking_date', date);
                set('booking_time', time);
              }}
            >
              <DepartureOptions view={view} departures={departures} />
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
  );
}

/** The departures to move to; the booked one stays choosable even when no longer listed. */
function DepartureOptions({
  view,
  departures,
}: {
  view: TourReservationEditViewDto;
  departures: NonNullable<TourReservationEditViewDto['departures']>;
}) {
  const bookedSlot = `${view.values.booking_date} ${view.values.booking_time}`;
  return (
    <>
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
    </>
  );
}

/** A pickup tour's zone and hotel. */
function PickupFieldset({ view, draft, errors, set, text }: SectionProps) {
  return (
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
  );
}
