import { formatPrice, type BookingQuery, type TripType } from '@riviera/domain';
import { useTranslation } from '../../i18n/use-translation';
import { useCurrency } from '../../lib/currency-preference';
import { usePriceQuote, type ExtraServiceDto, type RouteDto, type VehicleDto } from './api';
import { vehiclePriceEur, vehicleTripShown } from './components/vehicle-step';
import { shownPrice } from './shown-price';

/**
 * The booking's price as the wizard shows it: the estimate from the route's euro price (with the
 * chosen extras on step 2), the server's quote asked on step 2, and the one total both panels show.
 */
export function useBookingPrice({
  query,
  route,
  vehicle,
  tripType,
  selectedExtras,
  extras,
  discountPercent,
  step,
}: {
  query: BookingQuery;
  route: RouteDto;
  vehicle: VehicleDto | null;
  tripType: TripType;
  selectedExtras: number[];
  extras: ExtraServiceDto[] | undefined;
  discountPercent: number;
  step: 1 | 2;
}) {
  const { i18n } = useTranslation('booking');
  const { code: currency, format, rateFromEur } = useCurrency();
  const estimateEur = vehicle ? vehiclePriceEur(route, vehicle, tripType, discountPercent) : null;
  const chosenExtrasEur = (extras ?? [])
    .filter((x) => selectedExtras.includes(x.id))
    .map((x) => x.price_euro);
  const extrasEur = chosenExtrasEur.reduce((s, x) => s + x, 0);
  // The estimate in the chosen currency, priced line by line as the server's quote is (decision 027).
  const estimateShown = vehicle
    ? vehicleTripShown(
        route,
        vehicle,
        tripType,
        discountPercent,
        step === 2 ? chosenExtrasEur : [],
        rateFromEur(),
      )
    : null;
  const quote = usePriceQuote(
    step === 2 && vehicle
      ? {
          pickup_location: query.pickup_location,
          destination: query.destination,
          route_id: route.id,
          vehicle_id: vehicle.id,
          trip_type: tripType,
          currency,
          passengers: query.passengers,
          selected_extra_services: selectedExtras,
        }
      : null,
  );
  const shown = shownPrice({
    step,
    quote: quote.data,
    quoteFailed: quote.isError,
    estimateEur,
    extrasEur,
    formatIn: (amount, code) => formatPrice(amount, code, i18n.language),
    formatConverted: (eur) =>
      estimateShown !== null && rateFromEur()
        ? formatPrice(estimateShown, currency, i18n.language)
        : format(eur),
  });
  return { estimateEur, extrasEur, quote, shown };
}
