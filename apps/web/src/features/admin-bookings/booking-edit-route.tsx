import type { ReactNode } from 'react';
import { Field, inputClass } from '../../components/ui/field';
import type { Draft } from './booking-edit-draft';
import { RoutePointField } from './route-point-field';

/**
 * The edit dialog's route: where from, where to and one way or round trip (issue 25 item 1). The
 * return's date and time are asked only for a round trip, as on the booking form; `children` are the
 * trip's other fields (dates, times, passengers, hotel).
 */
export function BookingEditRoute({
  draft,
  errors,
  onChange,
  children,
}: {
  draft: Draft;
  errors: Record<string, string | undefined>;
  onChange: (key: 'pickup_location' | 'destination' | 'trip_type', value: string) => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" data-testid="booking-edit-route">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Yolculuk</legend>
      <RoutePointField
        end="from"
        label="Nereden"
        value={draft.pickup_location}
        error={errors.pickup_location}
        onChange={(v) => onChange('pickup_location', v)}
      />
      <RoutePointField
        end="to"
        label="Nereye"
        value={draft.destination}
        from={draft.pickup_location}
        error={errors.destination}
        onChange={(v) => onChange('destination', v)}
      />
      <Field label="Yolculuk tipi" error={errors.trip_type} className="sm:col-span-2">
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={draft.trip_type}
            onChange={(e) => onChange('trip_type', e.currentTarget.value)}
          >
            <option value="one_way">Tek Yön</option>
            <option value="round_trip">Gidiş-Dönüş</option>
          </select>
        )}
      </Field>
      {children}
    </fieldset>
  );
}
