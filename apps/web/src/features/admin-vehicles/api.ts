import { vehicleListDto, vehicleTypeListDto, type VehicleDto, type VehicleTypeDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';
import { adminResource } from '../../lib/admin-resource';

/** A vehicle type and a vehicle as the back office lists them: the API's contracts. */
export type VehicleType = VehicleTypeDto;
export type Vehicle = VehicleDto;

export const VEHICLES_KEY = ['admin', 'vehicles'] as const;
export const TYPES_KEY = ['admin', 'vehicle-types'] as const;

/** Every vehicle and every type, inactive ones included, checked against the contracts. */
export const listVehicles = () => adminRequest('/admin/vehicles', { schema: vehicleListDto });
export const listVehicleTypes = () => adminRequest('/admin/vehicle-types', { schema: vehicleTypeListDto });

/** The vehicles' list, save and delete (decision 042); a save sends the form as multipart (it may carry an image). */
export const vehicles = adminResource<Vehicle>({
  key: VEHICLES_KEY,
  list: listVehicles,
  path: '/vehicles',
  body: 'multipart',
});
