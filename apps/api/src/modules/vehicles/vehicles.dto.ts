import { z } from 'zod';
import { parseStringList } from '../../db/time.js';
import type { VehicleRow, VehicleTypeRow } from '../../db/schema.js';
import { mediaUrl } from '../../lib/media-url.js';

export const vehicleTypeDto = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number(),
});
export type VehicleTypeDto = z.infer<typeof vehicleTypeDto>;

export const toVehicleTypeDto = (r: VehicleTypeRow): VehicleTypeDto => ({
  id: r.id,
  key: r.key,
  name: r.name,
  description: r.description,
  image_url: mediaUrl(r.image_url),
  is_active: r.is_active === 1,
  sort_order: r.sort_order,
});

export const vehicleDto = z.object({
  id: z.number(),
  name: z.string(),
  capacity: z.number(),
  image_url: z.string().nullable(),
  features: z.array(z.string()),
  is_active: z.boolean(),
  vehicle_type: vehicleTypeDto.pick({ id: true, key: true, name: true, image_url: true }),
});
export type VehicleDto = z.infer<typeof vehicleDto>;

export const toVehicleDto = (v: VehicleRow, t: VehicleTypeRow): VehicleDto => ({
  id: v.id,
  name: v.name,
  capacity: v.capacity,
  image_url: mediaUrl(v.image_url),
  features: parseStringList(v.features),
  is_active: v.is_active === 1,
  vehicle_type: { id: t.id, key: t.key, name: t.name, image_url: mediaUrl(t.image_url) },
});
