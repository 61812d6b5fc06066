import { type TripType } from '@riviera/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { phoneDigits } from '../../../lib/site-settings';
import type { VehicleDto } from '../api';
import { VehicleImage } from './vehicle-image';
import { CheckIcon, PersonIcon } from '../../../components/booking/icons';

interface Props {
  vehicle: VehicleDto;
  /** The trip price as shown; null when the route has no price for the vehicle's type (not selectable). */
  priceText: string | null;
  tripType: TripType;
  discountPercent: number;
  selected: boolean;
  phone: string | undefined;
  onSelect: (id: number) => void;
}

/** One vehicle offered on step 1, as a radio card: photo, name, capacity, features and price. */
export function VehicleCard({
  vehicle: v,
  priceText,
  tripType,
  discountPercent,
  selected,
  phone,
  onSelect,
}: Props) {
  const { t } = useTranslation('booking');
  const selectable = priceText !== null;
  return (
    <label
      data-testid="vehicle-card"
      className={`group relative flex flex-col overflow-hidden rounded-2xl border-2 bg-white shadow-sm transition ${
        selectable ? 'cursor-pointer hover:-translate-y-0.5 hover:shadow-lg' : 'cursor-not-allowed opacity-80'
      } ${selected ? 'border-sea-600 ring-4 ring-sea-600/15' : 'border-transparent'} has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sea-700`}
    >
      <input
        type="radio"
        name="vehicle"
        value={v.id}
        checked={selected}
        disabled={!selectable}
        onChange={() => onSelect(v.id)}
        className="sr-only"
      />
      <div className="relative">
        <VehicleImage vehicle={v} className="aspect-[16/9]" />
        <span className="absolute left-3 top-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-sea-800 shadow-sm">
          {v.vehicle_type.name}
        </span>
        {selected ? (
          <span className="absolute right-3 top-3 flex items-center gap-1 rounded-full bg-sea-700 px-2.5 py-1 text-xs font-bold text-white shadow">
            <CheckIcon /> {t('vehicles.selected')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg font-bold text-slate-900">{v.name}</h3>
          <span className="flex shrink-0 items-center gap-1 rounded-lg bg-slate-100 px-2 py-1 text-sm font-semibold text-slate-700">
            <PersonIcon /> {t('vehicles.capacity', { count: v.capacity })}
          </span>
        </div>
        <VehicleFeatures features={v.features} />
        <VehicleCardFooter
          priceText={priceText}
          tripType={tripType}
          discountPercent={discountPercent}
          selected={selected}
          phone={phone}
        />
      </div>
    </label>
  );
}

function VehicleFeatures({ features }: { features: VehicleDto['features'] }) {
  const { t } = useTranslation('booking');
  if (features.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('vehicles.features')}>
      {features.map((f) => (
        <li
          key={f}
          className="flex items-center gap-1 rounded-full bg-lagoon-500/10 px-2.5 py-1 text-xs font-medium text-teal-700"
        >
          <CheckIcon /> {f}
        </li>
      ))}
    </ul>
  );
}

/** The price with how it was reached (or "contact us" with the phone), and the select chip. */
function VehicleCardFooter({
  priceText,
  tripType,
  discountPercent,
  selected,
  phone,
}: Omit<Props, 'vehicle' | 'onSelect'>) {
  const { t } = useTranslation('booking');
  return (
    <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
      {priceText !== null ? (
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
            {tripType === 'round_trip'
              ? discountPercent > 0
                ? t('vehicles.roundTripDiscount', { percent: discountPercent })
                : t('vehicles.roundTripDouble')
              : t('vehicles.oneWay')}
          </p>
          <p className="text-2xl font-extrabold text-sea-900" data-testid="vehicle-price">
            {priceText}
          </p>
        </div>
      ) : (
        <p className="text-sm font-semibold text-amber-700">
          {t('vehicles.contactForPrice')}
          {phone ? (
            <a href={`tel:${phoneDigits(phone)}`} className="ml-1 block text-sea-800 underline">
              {phone}
            </a>
          ) : null}
        </p>
      )}
      {priceText !== null ? (
        <span
          aria-hidden="true"
          className={`rounded-lg px-4 py-2 text-sm font-semibold transition ${
            selected ? 'bg-sea-700 text-white' : 'bg-sea-50 text-sea-800 group-hover:bg-sea-100'
          }`}
        >
          {selected ? t('vehicles.selected') : t('vehicles.select')}
        </span>
      ) : null}
    </div>
  );
}
