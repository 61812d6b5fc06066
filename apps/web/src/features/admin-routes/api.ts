import {
  adminTransferRouteListDto,
  roundTripDiscountDto,
  vehicleTypeListDto,
  type AdminTransferRouteDto,
  type VehicleTypeDto,
} from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../lib/admin-api';
import { adminResource } from '../../lib/admin-resource';

/** A route as the back office lists it, inactive ones too, with its points' names: the API's contract. */
export type AdminRoute = AdminTransferRouteDto;
/** A vehicle type (the route form's price columns): the API's contract. */
export type VehicleType = VehicleTypeDto;

export const ROUTES_KEY = ['admin', 'routes'] as const;
export const DISCOUNT_KEY = ['admin', 'round-trip-discount'] as const;

/** The routes: list, save and delete (decision 042). */
export const routes = adminResource<AdminRoute>({
  key: ROUTES_KEY,
  list: () => adminRequest('/routes', { schema: adminTransferRouteListDto }),
  path: '/routes',
  body: 'json',
});
export const useVehicleTypes = () =>
  useQuery({
    queryKey: ['admin', 'vehicle-types'],
    queryFn: () => adminRequest('/admin/vehicle-types', { schema: vehicleTypeListDto }),
  });
export const useDiscount = () =>
  useQuery({
    queryKey: DISCOUNT_KEY,
    queryFn: async () =>
      (await adminRequest('/settings/round-trip/discount', { schema: roundTripDiscountDto })).round_trip_discount,
  });
