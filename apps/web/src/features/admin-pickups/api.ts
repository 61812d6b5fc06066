import { pickupZoneListDto, type PickupZoneDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';
import { adminResource } from '../../lib/admin-resource';

/** A pickup zone as the back office lists it (decision 038). */
export type PickupZone = PickupZoneDto;

/** the same key as the tour's pickup form on the departures page, which reads the zones too */
export const PICKUP_ZONES_KEY = ['admin', 'pickup-zones'] as const;

export const listPickupZones = () => adminRequest('/admin/pickup-zones', { schema: pickupZoneListDto });

/** The pickup zones: list, save and delete (decision 042). */
export const pickupZones = adminResource<PickupZone>({
  key: PICKUP_ZONES_KEY,
  list: listPickupZones,
  path: '/admin/pickup-zones',
  body: 'json',
});
