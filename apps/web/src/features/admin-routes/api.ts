import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../lib/admin-api';

export interface VehiclePrice {
  vehicle_type: string;
  price_euro: number;
}
export interface AdminRoute {
  id: number;
  from_location: string;
  to_location: string;
  is_active: boolean;
  vehicle_prices: VehiclePrice[];
}
export interface VehicleType {
  id: number;
  key: string;
  name: string;
  is_active: boolean;
  sort_order: number;
}

export const ROUTES_KEY = ['admin', 'routes'] as const;
export const DISCOUNT_KEY = ['admin', 'round-trip-discount'] as const;

export const useRoutes = () => useQuery({ queryKey: ROUTES_KEY, queryFn: () => adminRequest<AdminRoute[]>('/routes') });
export const useVehicleTypes = () =>
  useQuery({ queryKey: ['admin', 'vehicle-types'], queryFn: () => adminRequest<VehicleType[]>('/admin/vehicle-types') });
export const useDiscount = () =>
  useQuery({
    queryKey: DISCOUNT_KEY,
    queryFn: async () => (await adminRequest<{ round_trip_discount: number }>('/settings/round-trip/discount')).round_trip_discount,
  });
