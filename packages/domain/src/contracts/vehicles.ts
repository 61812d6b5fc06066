import { z } from 'zod/mini';
import { translationsDto } from './translations-dto.js';

/**
 * Vehicle type and vehicle answers (public GET /vehicle-types, /vehicles, /vehicles/{id}; the back
 * office's /admin/vehicle-types and /admin/vehicles) and the public list's query. zod/mini, like the
 * other public answers (see contracts/gallery.ts); the back office's request contracts are
 * `vehicleTypeInput` and `vehicleInput` in admin-content.ts.
 */
export const vehicleTypeDto = z.object({
  id: z.number(),
  /** what route prices refer to the type by */
  key: z.string(),
  name: z.string(),
  description: z.string(),
  image_url: z.nullable(z.string()),
  is_active: z.boolean(),
  sort_order: z.number(),
  /** back office only: the other languages' texts (decision 014) */
  translations: z.optional(translationsDto),
});
export type VehicleTypeDto = z.infer<typeof vehicleTypeDto>;

export const vehicleTypeListDto = z.array(vehicleTypeDto);

export const vehicleDto = z.object({
  id: z.number(),
  name: z.string(),
  capacity: z.number(),
  image_url: z.nullable(z.string()),
  features: z.array(z.string()),
  is_active: z.boolean(),
  vehicle_type: z.pick(vehicleTypeDto, { id: true, key: true, name: true, image_url: true }),
  /** back office only: pieces of luggage the boot takes (decision 032); null: not set */
  luggage_capacity: z.optional(z.nullable(z.number())),
  /** back office only: the other languages' texts (decision 014) */
  translations: z.optional(translationsDto),
});
export type VehicleDto = z.infer<typeof vehicleDto>;

export const vehicleListDto = z.array(vehicleDto);

/** The public vehicle list's query. */
export const vehicleListQuery = z.object({
  /** when given, only the vehicles the capacity-tier rule offers for a party of this size */
  passengers: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(99))),
});
