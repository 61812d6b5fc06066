import { pickupZoneListDto, type PickupZoneDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';

/** A pickup zone as the back office lists it (decision 038). */
export type PickupZone = PickupZoneDto;

/** the same key as the tour's pickup form on the departures page, which reads the zones too */
export const PICKUP_ZONES_KEY = ['admin', 'pickup-zones'] as const;

export const listPickupZones = () => adminRequest('/admin/pickup-zones', { schema: pickupZoneListDto });
