import type { TransferRouteDto } from '@riviera/domain';
import type { RouteRow } from '../../db/schema.js';

/** The route columns an answer shows; public reads select only these. */
export type TransferRouteSource = Pick<RouteRow, 'id' | 'from_location' | 'to_location' | 'is_active'>;

/** Routes with their prices as their contract (`transferRouteDto` in packages/domain) describes them. */
export function toTransferRouteDtos(
  routes: TransferRouteSource[],
  prices: { route_id: number; vehicle_type_key: string; price_euro: number }[],
): TransferRouteDto[] {
  const byRoute = new Map<number, { vehicle_type: string; price_euro: number }[]>();
  for (const p of prices) {
    const list = byRoute.get(p.route_id) ?? [];
    list.push({ vehicle_type: p.vehicle_type_key, price_euro: p.price_euro });
    byRoute.set(p.route_id, list);
  }
  return routes.map((r) => ({
    id: r.id,
    from_location: r.from_location,
    to_location: r.to_location,
    is_active: r.is_active === 1,
    vehicle_prices: byRoute.get(r.id) ?? [],
  }));
}
