export interface VehicleType {
  id: number;
  key: string;
  name: string;
  description: string;
  is_active: boolean;
  sort_order: number;
}
export interface Vehicle {
  id: number;
  name: string;
  capacity: number;
  image_url: string | null;
  features: string[];
  is_active: boolean;
  vehicle_type: { id: number; key: string; name: string };
}
export const VEHICLES_KEY = ['admin', 'vehicles'] as const;
export const TYPES_KEY = ['admin', 'vehicle-types'] as const;
