import type { BookingEditViewDto } from '@riviera/domain';
import {
  CustomerFieldset,
  SpecialRequestsField,
  type TextFieldMaker,
} from '../../components/admin/edit-form-fields';
import { DriverOnMoveChoice } from '../../components/admin/driver-on-move-choice';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { BookingEditPrice } from './booking-edit-price';
import { int, type Draft } from './booking-edit-draft';
import { BookingEditGuests } from './booking-edit-guests';
import { BookingEditRoute } from './booking-edit-route';
import { useBookingEditForm } from './use-booking-edit-form';

type Values = BookingEditViewDto['values'];

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
  assignedLegs,
  onClose,
  onSaved,
}: {
  bookingId: number;
  view: BookingEditViewDto;
  values: Values;
  assignedLegs: string[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const form = useBookingEditForm({ bookingId, view, values, onSaved });
  const { draft, errors, price, text } = form;
  const booked = view.booked;
  const roundTrip = draft.trip_type === 'round_trip';
  return (
    <form onSubmit={form.submit} noValidate className="space-y-5" data-testid="booking-edit-form">
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
        Rezervasyonda: {booked.pickup_location} → {booked.destination} ·{' '}
        {booked.trip_type === 'round_trip' ? 'Gidiş-Dönüş' : 'Tek Yön'}.{' '}
        {price.apply ? 'Yeni fiyat uygulanacak.' : 'Fiyat rezervasyondaki gibi kalır.'}
      </p>
      <BookingEditRoute draft={draft} errors={errors} onChange={form.setValue}>
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
        onChange={form.setGuests}
      />
      <BookingEditPrice
        bookingId={bookingId}
        view={view}
        trip={form.trip}
        passengers={int(draft.passengers)}
        choice={price}
        onChange={form.choosePrice}
        errors={errors}
      />
      <FlightFieldset text={text} />
      <LuggageFieldset text={text} />
      <CustomerFieldset text={text} firstName="customer_first_name" lastName="customer_last_name" />
      <SpecialRequestsField
        value={draft.special_requests}
        error={errors.special_requests}
        onChange={(v) => form.setValue('special_requests', v)}
      />
      {assignedLegs.length > 0 ? (
        <DriverOnMoveChoice
          question="Tarih, saat veya güzergâh değişirse ya da dönüş kaldırılırsa bu transfere atanmış şoför ne olsun?"
          value={form.driver}
          onChange={form.setDriver}
          error={errors.driver_on_move}
        />
      ) : null}
      <FormActions error={form.failure} onCancel={onClose} busy={form.busy} />
    </form>
  );
}

type Text = TextFieldMaker<Exclude<keyof Draft, 'guests'>>;

function FlightFieldset({ text }: { text: Text }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Uçuş</legend>
      {text('flight_code', 'Uçuş kodu', { required: true })}
      {text('departure_flight_time', 'İniş saati', { type: 'time' })}
      {text('arrival_flight_time', 'Kalkış saati', { type: 'time' })}
    </fieldset>
  );
}

function LuggageFieldset({ text }: { text: Text }) {
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Bagaj</legend>
      {text('luggage_large', 'Büyük', { type: 'number' })}
      {text('luggage_medium', 'Orta', { type: 'number' })}
      {text('luggage_small', 'Küçük', { type: 'number' })}
      {text('luggage_hand', 'El', { type: 'number' })}
    </fieldset>
  );
}
