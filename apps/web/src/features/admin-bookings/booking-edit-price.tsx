import { formatPriceWithCents, type BookingEditViewDto, type BookingRequoteDto } from '@riviera/domain';
import { useState } from 'react';
import { Field, inputClass } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { adminErrorMessage } from '../../lib/admin-api';
import { requoteBooking } from './booking-edit-api';

/** What the price section holds: the chosen vehicle and extras, and a quote staff chose to apply. */
export interface PriceChoice {
  vehicle_id: number | null;
  selected_extra_services: number[];
  /** the quote shown; null until 'Yeniden fiyatla' is pressed, and again once a choice changes */
  quote: BookingRequoteDto | null;
  apply: boolean;
}

export const priceChoiceOf = (view: BookingEditViewDto): PriceChoice => ({
  vehicle_id: view.vehicle_id,
  selected_extra_services: view.selected_extra_services,
  quote: null,
  apply: false,
});

/** The body's part of the price section: the quote's total goes with it, so a moved quote is refused. */
export const priceBodyOf = (c: PriceChoice) => ({
  ...(c.vehicle_id !== null ? { vehicle_id: c.vehicle_id } : {}),
  selected_extra_services: c.selected_extra_services,
  ...(c.apply && c.quote ? { reprice: true, quoted_total: c.quote.quoted_total } : {}),
});

const money = (amount: number, currency: string) => formatPriceWithCents(amount, currency);

/**
 * The vehicle, the extras and 'Yeniden fiyatla' (issue 25 item 1): the price stays as booked until
 * staff ask for the server's quote, see it beside the booked price, and tick that it applies. Any
 * change of vehicle, extras or passengers after that makes the shown quote stale, so it is dropped.
 */
export function BookingEditPrice({
  bookingId,
  view,
  trip,
  passengers,
  choice,
  onChange,
  errors,
}: {
  bookingId: number;
  view: BookingEditViewDto;
  /** the route and trip type as edited: the quote prices them */
  trip: { pickup_location: string; destination: string; trip_type: 'one_way' | 'round_trip' };
  passengers: number;
  choice: PriceChoice;
  onChange: (next: PriceChoice) => void;
  errors: Record<string, string | undefined>;
}) {
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = (over: Partial<PriceChoice>) => {
    setFailure(null);
    onChange({ ...choice, ...over, quote: null, apply: false });
  };
  const extrasChanged =
    [...choice.selected_extra_services].sort().join() !== [...view.selected_extra_services].sort().join();
  const routeChanged =
    trip.pickup_location !== view.values.pickup_location ||
    trip.destination !== view.values.destination ||
    trip.trip_type !== view.values.trip_type;

  const ask = () => {
    if (choice.vehicle_id === null) return;
    setAsking(true);
    setFailure(null);
    requoteBooking(bookingId, {
      ...trip,
      vehicle_id: choice.vehicle_id,
      selected_extra_services: choice.selected_extra_services,
      passengers,
    })
      .then((quote) => onChange({ ...choice, quote, apply: false }))
      .catch((err: unknown) => {
        const first = err instanceof ApiError && err.errors ? Object.values(err.errors)[0]?.[0] : undefined;
        setFailure(first ?? adminErrorMessage(err, 'Fiyat hesaplanamadı'));
      })
      .finally(() => setAsking(false));
  };

  return (
    <fieldset className="grid gap-3" data-testid="booking-edit-price">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
        Araç, Ek Hizmetler ve Fiyat
      </legend>
      <Field label="Araç" error={errors.vehicle_id}>
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={choice.vehicle_id ?? ''}
            onChange={(e) => change({ vehicle_id: Number(e.currentTarget.value) || null })}
          >
            {choice.vehicle_id === null ? <option value="">Araç seçin</option> : null}
            {view.vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name} ({v.type_name}, {v.capacity} kişi)
              </option>
            ))}
          </select>
        )}
      </Field>
      {view.extras.length > 0 ? (
        <div role="group" aria-label="Ek hizmetler" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {view.extras.map((x) => (
            <label key={x.id} className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                checked={choice.selected_extra_services.includes(x.id)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  change({
                    selected_extra_services: on
                      ? [...choice.selected_extra_services, x.id]
                      : choice.selected_extra_services.filter((id) => id !== x.id),
                  });
                }}
              />
              {x.name} ({money(x.price_euro, 'EUR')})
            </label>
          ))}
        </div>
      ) : null}
      {errors.selected_extra_services ? (
        <p className="text-sm text-red-700">{errors.selected_extra_services}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <span>
          Rezervasyondaki fiyat: <strong>{money(view.price.total, view.price.currency)}</strong>
        </span>
        <button
          type="button"
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium hover:bg-slate-100 disabled:opacity-60"
          onClick={ask}
          disabled={asking || choice.vehicle_id === null}
        >
          {asking ? 'Hesaplanıyor…' : 'Yeniden fiyatla'}
        </button>
        {extrasChanged && !choice.apply ? (
          <span className="text-amber-800">Ek hizmet değişikliği yeni fiyatla kaydedilir.</span>
        ) : null}
        {routeChanged && !choice.apply ? (
          <span className="text-amber-800">
            Güzergâh veya yolculuk tipi değişikliği yeni fiyatla kaydedilir.
          </span>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      {choice.quote ? (
        <div className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm" data-testid="booking-requote">
          <p>
            Yeni fiyat: <strong>{money(choice.quote.quoted_total, choice.quote.currency)}</strong> (yolculuk{' '}
            {money(choice.quote.trip, choice.quote.currency)}, ek hizmetler{' '}
            {money(choice.quote.extras_total, choice.quote.currency)}) · rezervasyondaki:{' '}
            {money(choice.quote.booked_total, choice.quote.currency)}
          </p>
          <label className="mt-2 inline-flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              checked={choice.apply}
              onChange={(e) => onChange({ ...choice, apply: e.currentTarget.checked })}
            />
            Yeni fiyatı uygula
          </label>
          {errors.quoted_total ? <p className="mt-1 text-red-700">{errors.quoted_total}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}
