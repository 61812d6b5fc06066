import { formatPriceWithCents, type BookingEditViewDto, type BookingRequoteDto } from '@riviera/domain';
import { Field, inputClass } from '../../components/ui/field';
import { Requote, useRequote } from '../../components/admin/requote';
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
  const requote = useRequote((quote: BookingRequoteDto) => onChange({ ...choice, quote, apply: false }));
  const change = (over: Partial<PriceChoice>) => {
    requote.clearFailure();
    onChange({ ...choice, ...over, quote: null, apply: false });
  };
  const extrasChanged =
    [...choice.selected_extra_services].sort().join() !== [...view.selected_extra_services].sort().join();
  const routeChanged =
    trip.pickup_location !== view.values.pickup_location ||
    trip.destination !== view.values.destination ||
    trip.trip_type !== view.values.trip_type;

  const ask = () => {
    const vehicleId = choice.vehicle_id;
    if (vehicleId === null) return;
    requote.ask(() =>
      requoteBooking(bookingId, {
        ...trip,
        vehicle_id: vehicleId,
        selected_extra_services: choice.selected_extra_services,
        passengers,
      }),
    );
  };

  return (
    <fieldset className="grid gap-3" data-testid="booking-edit-price">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
        Araç, Ek Hizmetler ve Fiyat
      </legend>
      <VehicleAndExtras view={view} choice={choice} change={change} errors={errors} />
      <Requote
        booked={money(view.price.total, view.price.currency)}
        asking={requote.asking}
        failure={requote.failure}
        onAsk={ask}
        askDisabled={choice.vehicle_id === null}
        notes={<StaleNotes extras={extrasChanged && !choice.apply} route={routeChanged && !choice.apply} />}
        offer={
          choice.quote
            ? {
                testId: 'booking-requote',
                text: quoteText(choice.quote),
                apply: choice.apply,
                onApply: (apply) => onChange({ ...choice, apply }),
                error: errors.quoted_total,
              }
            : null
        }
      />
    </fieldset>
  );
}

function VehicleAndExtras({
  view,
  choice,
  change,
  errors,
}: {
  view: BookingEditViewDto;
  choice: PriceChoice;
  change: (over: Partial<PriceChoice>) => void;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
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
    </>
  );
}

/** Why the save will take the new price even without the quote applied. */
function StaleNotes({ extras, route }: { extras: boolean; route: boolean }) {
  return (
    <>
      {extras ? <span className="text-amber-800">Ek hizmet değişikliği yeni fiyatla kaydedilir.</span> : null}
      {route ? (
        <span className="text-amber-800">
          Güzergâh veya yolculuk tipi değişikliği yeni fiyatla kaydedilir.
        </span>
      ) : null}
    </>
  );
}

const quoteText = (quote: BookingRequoteDto) => (
  <>
    Yeni fiyat: <strong>{money(quote.quoted_total, quote.currency)}</strong> (yolculuk{' '}
    {money(quote.trip, quote.currency)}, ek hizmetler {money(quote.extras_total, quote.currency)}) ·
    rezervasyondaki: {money(quote.booked_total, quote.currency)}
  </>
);
