import { computeTransferPrice, formatPrice, transferPriceLines, type TripType } from '@riviera/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrency } from '../../../lib/currency-preference';
import { phoneDigits, settingOf, useSiteSettings } from '../../../lib/site-settings';
import type { RouteDto, VehicleDto } from '../api';
import { VehicleCard } from './vehicle-card';

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
          const priceText =
            priceEur === null
              ? null
              : formatPrice(
                  vehicleTripShown(route, v, tripType, discountPercent, [], rate) ?? priceEur,
                  rate ? code : 'EUR',
                  i18n.language,
                );
          return (
            <VehicleCard
              key={v.id}
              vehicle={v}
              priceText={priceText}
              tripType={tripType}
              discountPercent={discountPercent}
              selected={selectedId === v.id}
              phone={phone}
              onSelect={onSelect}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
