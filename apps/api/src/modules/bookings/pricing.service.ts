import {
  BASE_CURRENCY,
  computeTransferPrice,
  conversionRate,
  normalizeLocationKey,
  vehicleFitsParty,
  type CalculatePriceInput,
  type MessageKey,
  type TransferPrice,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { PublicReadCache } from '../../lib/public-read-cache.js';
import { readRoundTripDiscount } from '../site-settings/site-settings.service.js';
import { pricingRepository } from './bookings.repository.js';
import { cachedPricingRepository } from './pricing.cache.js';
import { routePointNamesRepository } from '../transfer-routes/route-point-names.repository.js';

/** Everything a transfer's price was made of, read from the database at one moment. */
export interface TransferQuote {
  route: { id: number; from_location: string; to_location: string };
  /** `type_translations` and the extras' `translations` name them in the booking's language (decision 024) */
  vehicle: { id: number; name: string; translations: string | null; capacity: number; type_key: string; type_name: string; type_translations: string | null };
  extras: { id: number; name: string; icon: string; price_euro: number; translations: string | null }[];
  oneWayPriceEur: number;
  currency: string;
  /** how many TRY one unit of the booking currency buys (stored for TRY revenue figures) */
  rateToTry: number;
  price: TransferPrice;
}

type PricingRepository = ReturnType<typeof pricingRepository>;
type RouteRow = Awaited<ReturnType<PricingRepository['findRouteById']>>;
type VehicleRow = NonNullable<Awaited<ReturnType<PricingRepository['findVehicleWithType']>>>;
type Problems = Partial<Record<string, MessageKey>>;

/** A route id from the client must name the same two places the booking names. */
function namesSame(row: RouteRow, fromKeys: readonly string[], toKeys: readonly string[]): RouteRow {
  return row && row.is_active === 1 && fromKeys.includes(row.from_key) && toKeys.includes(row.to_key)
    ? row
    : undefined;
}

/** The one 422 for every problem found: its own message when there is one, the general one otherwise. */
function problemsError(problems: Problems): AppError {
  const keys = Object.values(problems);
  const errors = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, [key!]]));
  return new AppError(422, keys.length === 1 ? keys[0]! : 'error.validation', errors);
}

/** The vehicle as a quote keeps it: its names and size, without the catalogue's active flags. */
const quotedVehicle = (v: VehicleRow): TransferQuote['vehicle'] => ({
  id: v.id,
  name: v.name,
  translations: v.translations,
  capacity: v.capacity,
  type_key: v.type_key,
  type_name: v.type_name,
  type_translations: v.type_translations,
});

/**
 * Prices a transfer from the database only (public-site §9): the route's price for the vehicle's
 * type, the round-trip discount from the settings, the chosen active extras, and the EUR → booking
 * currency rate from the currencies table. Whatever price a client believes in is never read.
 * Every problem found is reported together as one 422 with field errors. Given the public read
 * cache, the catalogue rows come through it (emptied by every admin write, decision 009).
 */
export function pricingService(db: Kysely<Database>, cache?: PublicReadCache) {
  const roundTripDiscount = () => readRoundTripDiscount(db);
  const repo = cache
    ? cachedPricingRepository(pricingRepository(db), cache, roundTripDiscount)
    : { ...pricingRepository(db), roundTripDiscount };
  return {
    async quote(input: CalculatePriceInput): Promise<TransferQuote> {
      const fromKey = normalizeLocationKey(input.pickup_location);
      const toKey = normalizeLocationKey(input.destination);
      const [routeRow, vehicle, extras, currencies, discount] = await Promise.all([
        input.route_id ? repo.findRouteById(input.route_id) : repo.findRouteByKeys(fromKey, toKey),
        repo.findVehicleWithType(input.vehicle_id),
        repo.findActiveExtras(input.selected_extra_services),
        repo.findCurrencies([...new Set([BASE_CURRENCY, input.currency])]),
        repo.roundTripDiscount(),
      ]);

      const problems: Problems = {};
      let route = namesSame(routeRow, [fromKey], [toKey]);
      if (!route) {
        // A place may be named in another language (decision 024); the booking then stores the
        // route's canonical names. Looked up only when the canonical names do not match.
        const [fromNamed, toNamed] = await Promise.all(
          [input.pickup_location, input.destination].map((t) => routePointNamesRepository.keysNamed(db, t, 'exact')),
        );
        if (fromNamed!.length + toNamed!.length > 0) {
          const fromKeys = [fromKey, ...fromNamed!];
          const toKeys = [toKey, ...toNamed!];
          let row = input.route_id ? routeRow : undefined;
          for (const f of input.route_id ? [] : fromKeys)
            for (const t of toKeys) row ??= await repo.findRouteByKeys(f, t);
          route = namesSame(row, fromKeys, toKeys);
        }
      }
      if (!route) problems.route_id = 'validation.route_not_found';
      const vehicleUsable = vehicle && vehicle.is_active === 1 && vehicle.type_is_active === 1;
      if (!vehicleUsable) problems.vehicle_id = 'error.vehicle_not_found';
      else if (input.passengers !== undefined && !vehicleFitsParty(vehicle.capacity, input.passengers)) {
        problems.vehicle_id = 'validation.vehicle_too_small';
      }
      if (extras.length !== input.selected_extra_services.length) {
        problems.selected_extra_services = 'validation.extra_service_invalid';
      }
      const eur = currencies.find((c) => c.code === BASE_CURRENCY);
      // A rate of 0 (stored before rates had to be positive) cannot convert a price: not offered.
      const target = currencies.find((c) => c.code === input.currency && c.is_active === 1 && c.rate_to_try > 0);
      if (!eur || !target) problems.currency = 'validation.currency_invalid';

      const oneWayPriceEur =
        route && vehicleUsable ? await repo.findRoutePrice(route.id, vehicle.type_key) : undefined;
      if (
        route &&
        vehicleUsable &&
        !problems.vehicle_id &&
        (oneWayPriceEur === undefined || oneWayPriceEur <= 0)
      ) {
        problems.vehicle_id = 'error.route_price_missing';
      }

      const anyProblem = Object.keys(problems).length > 0;
      if (anyProblem || !route || !vehicleUsable || !eur || !target || oneWayPriceEur === undefined) {
        throw problemsError(problems);
      }

      const price = computeTransferPrice({
        oneWayPriceEur,
        tripType: input.trip_type,
        roundTripDiscountPercent: discount,
        extrasEur: extras.map((e) => e.price_euro),
        rateEurToTarget:
          target.code === BASE_CURRENCY ? 1 : conversionRate(eur.rate_to_try, target.rate_to_try),
      });
      return {
        route: { id: route.id, from_location: route.from_location, to_location: route.to_location },
        vehicle: quotedVehicle(vehicle),
        extras,
        oneWayPriceEur,
        currency: target.code,
        rateToTry: target.rate_to_try,
        price,
      };
    },
  };
}
