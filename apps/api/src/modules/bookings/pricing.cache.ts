import type { PublicReadCache } from '../../lib/public-read-cache.js';
import type { pricingRepository } from './bookings.repository.js';

type PricingRepository = ReturnType<typeof pricingRepository>;

/** Kept rows are shared by every later quote: freeze them (and the rows in a list) so none can change. */
function frozen<T>(value: T): T {
  if (Array.isArray(value)) for (const item of value) Object.freeze(item);
  return value && typeof value === 'object' ? Object.freeze(value) : value;
}

/**
 * The pricing reads through the public read cache (decision 009): routes, route prices, vehicles,
 * extras, currencies and the round-trip discount change only through admin writes, which empty the
 * cache once committed, so a quote from kept rows equals one read from the database at that moment.
 * With the cache disabled (PostgreSQL by default) every read goes to the database, as before.
 */
export function cachedPricingRepository(
  repo: PricingRepository,
  cache: PublicReadCache,
  readDiscount: () => Promise<number>,
): PricingRepository & { roundTripDiscount: () => Promise<number> } {
  const kept = <T>(key: string, load: () => Promise<T>) => cache.value('pricing', key, async () => frozen(await load()));
  return {
    findRouteById: (id) => kept(`route\u0000${id}`, () => repo.findRouteById(id)),
    findRouteByKeys: (fromKey, toKey) =>
      kept(`route-keys\u0000${fromKey}\u0000${toKey}`, () => repo.findRouteByKeys(fromKey, toKey)),
    findRoutePrice: (routeId, typeKey) =>
      kept(`price\u0000${routeId}\u0000${typeKey}`, () => repo.findRoutePrice(routeId, typeKey)),
    findVehicleWithType: (id) => kept(`vehicle\u0000${id}`, () => repo.findVehicleWithType(id)),
    findActiveExtras: (ids) => kept(`extras\u0000${ids.join(',')}`, () => repo.findActiveExtras(ids)),
    findCurrencies: (codes) => kept(`currencies\u0000${codes.join(',')}`, () => repo.findCurrencies(codes)),
    roundTripDiscount: () => kept('round-trip-discount', readDiscount),
  };
}
