import { pickupZoneListDto, tourPickupListDto, type PickupZoneDto, type TourPickupsInput } from '@riviera/domain';
import { adminRequest, adminRequestEnvelope } from '../../lib/admin-api';

/** A pickup zone as the back office lists it (decision 038). */
export type PickupZone = PickupZoneDto;

export const PICKUP_ZONES_KEY = ['admin', 'pickup-zones'] as const;

export const listPickupZones = () => adminRequest('/admin/pickup-zones', { schema: pickupZoneListDto });

export const loadTourPickups = (tourId: number) =>
  adminRequest(`/admin/tours/${tourId}/pickups`, { schema: tourPickupListDto });

export const saveTourPickups = (tourId: number, input: TourPickupsInput) =>
  adminRequestEnvelope(`/admin/tours/${tourId}/pickups`, { method: 'PUT', body: input, schema: tourPickupListDto });
