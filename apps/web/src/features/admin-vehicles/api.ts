import { vehicleListDto, vehicleTypeListDto, type VehicleDto, type VehicleTypeDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';

/** A vehicle type and a vehicle as the back office lists them: the API's contracts. */
export type VehicleType = VehicleTypeDto;
export type Vehicle = VehicleDto;

export const VEHICLES_KEY = ['admin', 'vehicles'] as const;
export const TYPES_KEY = ['admin', 'vehicle-types'] as const;

/** Every vehicle and every type, inactive ones included, checked against the contracts. */
export const listVehicles = () => adminRequest('/admin/vehicles', { schema: vehicleListDto });
export const listVehicleTypes = () => adminRequest('/admin/vehicle-types', { schema: vehicleTypeListDto });
