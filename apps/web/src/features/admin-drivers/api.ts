import { driverListDto, vehicleListDto, type DriverDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';
import { adminResource } from '../../lib/admin-resource';

/** Every driver, inactive ones included, checked against the contract. */
export const listDrivers = () => adminRequest('/admin/drivers', { schema: driverListDto });
/** The fleet, for the default-vehicle choice. */
export const listVehicles = () => adminRequest('/admin/vehicles', { schema: vehicleListDto });

// the same keys as the Operasyon screen, so a change here refreshes its driver filter
export const DRIVERS_KEY = ['admin', 'drivers'] as const;
export const VEHICLES_KEY = ['admin', 'operations', 'vehicles'] as const;

/** The drivers: list, save and delete (decision 042). */
export const drivers = adminResource<DriverDto>({
  key: DRIVERS_KEY,
  list: listDrivers,
  path: '/admin/drivers',
  body: 'json',
});
