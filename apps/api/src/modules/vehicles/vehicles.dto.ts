import type { VehicleDto, VehicleTypeDto } from '@riviera/domain';
import { parseStringList } from '../../db/time.js';
import type { VehicleRow, VehicleTypeRow } from '../../db/schema.js';
import { mediaUrl } from '../../lib/media-url.js';

/** A vehicle type row as its contract (`vehicleTypeDto` in packages/domain) describes it. */
export const toVehicleTypeDto = (r: VehicleTypeRow): VehicleTypeDto => ({
  id: r.id,
  key: r.key,
  name: r.name,
  description: r.description,
  image_url: mediaUrl(r.image_url),
  is_active: r.is_active === 1,
  sort_order: r.sort_order,
});

/** A vehicle and its type as the contract (`vehicleDto`) describes them. */
export const toVehicleDto = ({ vehicle: v, type: t }: { vehicle: VehicleRow; type: VehicleTypeRow }): VehicleDto => ({
  id: v.id,
  name: v.name,
  capacity: v.capacity,
  image_url: mediaUrl(v.image_url),
  features: parseStringList(v.features),
  is_active: v.is_active === 1,
  vehicle_type: { id: t.id, key: t.key, name: t.name, image_url: mediaUrl(t.image_url) },
});
