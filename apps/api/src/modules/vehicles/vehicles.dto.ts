import type { Lang, VehicleDto, VehicleTypeDto } from '@riviera/domain';
import { parseStringList } from '../../db/time.js';
import type { VehicleRow, VehicleTypeRow } from '../../db/schema.js';
import { inLanguage, translationsOf } from '../../lib/content-language.js';
import { mediaUrl } from '../../lib/media-url.js';

/** A vehicle type row as its contract (`vehicleTypeDto` in packages/domain) describes it. */
const turkishVehicleTypeDto = (r: VehicleTypeRow): VehicleTypeDto => ({
  id: r.id,
  key: r.key,
  name: r.name,
  description: r.description,
  image_url: mediaUrl(r.image_url),
  is_active: r.is_active === 1,
  sort_order: r.sort_order,
});

/** A vehicle and its type as the contract (`vehicleDto`) describes them. */
const turkishVehicleDto = ({ vehicle: v, type: t }: { vehicle: VehicleRow; type: VehicleTypeRow }): VehicleDto => ({
  id: v.id,
  name: v.name,
  capacity: v.capacity,
  image_url: mediaUrl(v.image_url),
  features: parseStringList(v.features),
  is_active: v.is_active === 1,
  vehicle_type: { id: t.id, key: t.key, name: t.name, image_url: mediaUrl(t.image_url) },
});

/** A vehicle type as the back office reads it: the Turkish fields and every translation. */
export const toVehicleTypeDto = (r: VehicleTypeRow): VehicleTypeDto => ({ ...turkishVehicleTypeDto(r), translations: translationsOf(r) });

/** A vehicle and its type as the back office reads them: the vehicle's translations too. */
export const toVehicleDto = (vt: { vehicle: VehicleRow; type: VehicleTypeRow }): VehicleDto => ({
  ...turkishVehicleDto(vt),
  luggage_capacity: vt.vehicle.luggage_capacity ?? null,
  translations: translationsOf(vt.vehicle),
});

/** A vehicle type as a visitor reads it in `lang`, field by field falling back to Turkish. */
export const toPublicVehicleTypeDto = (r: VehicleTypeRow, lang: Lang): VehicleTypeDto =>
  inLanguage(turkishVehicleTypeDto(r), r, lang, 'vehicleType');

/** A vehicle as a visitor reads it in `lang`: its features and its type's name. */
export const toPublicVehicleDto = (vt: { vehicle: VehicleRow; type: VehicleTypeRow }, lang: Lang): VehicleDto => {
  const dto = inLanguage(turkishVehicleDto(vt), vt.vehicle, lang, 'vehicle');
  const type = inLanguage({ name: dto.vehicle_type.name }, vt.type, lang, 'vehicleType');
  return { ...dto, vehicle_type: { ...dto.vehicle_type, name: type.name } };
};
