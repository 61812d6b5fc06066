import { z } from 'zod';
import type { RouteRow } from '../../db/schema.js';

export const vehiclePriceDto = z.object({ vehicle_type: z.string(), price_euro: z.number() });

export const routeDto = z.object({
  id: z.number(),
  from_location: z.string(),
  to_location: z.string(),
  is_active: z.boolean(),
  vehicle_prices: z.array(vehiclePriceDto),
});
export type RouteDto = z.infer<typeof routeDto>;

/** The route columns a DTO shows; public reads select only these. */
export type RouteDtoSource = Pick<RouteRow, 'id' | 'from_location' | 'to_location' | 'is_active'>;

export function toRouteDtos(
  routes: RouteDtoSource[],
  prices: { route_id: number; vehicle_type_key: string; price_euro: number }[],
): RouteDto[] {
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
