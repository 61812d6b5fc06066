import { computeTransferPrice, formatPrice, transferPriceLines, type TripType } from '@riviera/domain';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrency } from '../../../lib/currency-preference';
import { phoneDigits, settingOf, useSiteSettings } from '../../../lib/site-settings';
import type { RouteDto, VehicleDto } from '../api';
import { VehicleImage } from './vehicle-image';
import { CheckIcon, PersonIcon } from '../../../components/booking/icons';

/** Trip price in euro for a vehicle on the route, or null when the route has no price for its type. */
export function vehiclePriceEur(
  route: RouteDto,
  vehicle: VehicleDto,
  tripType: TripType,
  discountPercent: number,
): number | null {
  const p = route.vehicle_prices.find((x) => x.vehicle_type === vehicle.vehicle_type.key)?.price_euro;
  if (p === undefined || p <= 0) return null;
  return computeTransferPrice({ oneWayPriceEur: p, tripType, roundTripDiscountPercent: discountPercent })
    .tripPriceEur;
}

/**
 * The trip price shown for a vehicle in the chosen currency (`rate` from euro; null: shown in euro),
 * priced as the server's quote is (decision 027): the one-way price converted first, then doubled
 * and discounted in whole units. Null when the route has no price for its type.
 */
export function vehicleTripShown(
  route: RouteDto,
  vehicle: VehicleDto,
  tripType: TripType,
  discountPercent: number,
  extrasEur: readonly number[],
  rate: number | null,
): number | null {
  const p = route.vehicle_prices.find((x) => x.vehicle_type === vehicle.vehicle_type.key)?.price_euro;
  if (p === undefined || p <= 0) return null;
  return transferPriceLines({ oneWayPriceEur: p, roundTrip: tripType === 'round_trip', discountPercent, extrasEur, rate: rate ?? 1 })
    .total;
}

interface Props {
  route: RouteDto;
  vehicles: VehicleDto[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  passengers: number;
  tripType: TripType;
  discountPercent: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function VehicleStep({
  route,
  vehicles,
  loading,
  failed,
  onRetry,
  passengers,
  tripType,
  discountPercent,
  selectedId,
  onSelect,
}: Props) {
  const { t, i18n } = useTranslation('booking');
  const { code, rateFromEur } = useCurrency();
  const rate = rateFromEur();
  const { data: settings } = useSiteSettings();
  const phone = settingOf(settings, 'contact_phone');

  if (loading) return <Spinner label={t('wizard.loading')} />;
  if (failed)
    return (
      <ErrorState
        message={t('vehicles.loadFailed')}
        retryLabel={t('common:common.retry')}
        onRetry={onRetry}
      />
    );
  if (!vehicles || vehicles.length === 0) {
    return (
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
        <p>{t('vehicles.empty')}</p>
        {phone ? (
          <a
            href={`tel:${phoneDigits(phone)}`}
            className="mt-3 inline-block font-semibold text-sea-800 underline"
          >
            {phone}
          </a>
        ) : null}
      </div>
    );
  }

  return (
    <fieldset>
      <legend className="sr-only">{t('vehicles.title')}</legend>
      <p className="mb-4 text-sm text-slate-600">{t('vehicles.hint', { count: passengers })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {vehicles.map((v) => {
          const priceEur = vehiclePriceEur(route, v, tripType, discountPercent);
          const selectable = priceEur !== null;
          const selected = selectedId === v.id;
          return (
            <label
              key={v.id}
              data-testid="vehicle-card"
              className={`group relative flex flex-col overflow-hidden rounded-2xl border-2 bg-white shadow-sm transition ${
                selectable
                  ? 'cursor-pointer hover:-translate-y-0.5 hover:shadow-lg'
                  : 'cursor-not-allowed opacity-80'
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
                {v.features.length > 0 ? (
                  <ul className="flex flex-wrap gap-1.5" aria-label={t('vehicles.features')}>
                    {v.features.map((f) => (
                      <li
                        key={f}
                        className="flex items-center gap-1 rounded-full bg-lagoon-500/10 px-2.5 py-1 text-xs font-medium text-teal-700"
                      >
                        <CheckIcon /> {f}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
                  {selectable ? (
                    <div>
                      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
                        {tripType === 'round_trip'
                          ? discountPercent > 0
                            ? t('vehicles.roundTripDiscount', { percent: discountPercent })
                            : t('vehicles.roundTripDouble')
                          : t('vehicles.oneWay')}
                      </p>
                      <p className="text-2xl font-extrabold text-sea-900" data-testid="vehicle-price">
                        {formatPrice(
                          vehicleTripShown(route, v, tripType, discountPercent, [], rate) ?? priceEur,
                          rate ? code : 'EUR',
                          i18n.language,
                        )}
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
                  {selectable ? (
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
              </div>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
