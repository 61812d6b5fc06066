import { selectVehiclesForParty } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database, VehicleRow, VehicleTypeRow } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { vehicleRepository } from './vehicles.repository.js';

/** A vehicle with its type, as every vehicle answer shows it. */
export interface VehicleWithType {
  vehicle: VehicleRow;
  type: VehicleTypeRow;
}

/** Pairs each vehicle with its type; a vehicle whose type is not among `types` is left out. */
export function withTypes(vehicles: VehicleRow[], types: VehicleTypeRow[]): VehicleWithType[] {
  const typeById = new Map(types.map((t) => [t.id, t]));
  return vehicles.flatMap((vehicle) => {
    const type = typeById.get(vehicle.vehicle_type_id);
    return type ? [{ vehicle, type }] : [];
  });
}

/** What the public site may see of the fleet: active vehicles of active types. */
export function vehicleService(db: Kysely<Database>) {
  const repo = vehicleRepository(db);
  return {
    listActiveTypes: () => repo.listActiveTypes(),

    /** Smallest first; for a party, only the vehicles the capacity-tier rule offers it. */
    async listActiveVehicles(passengers?: number): Promise<VehicleWithType[]> {
      const [vehicles, types] = await Promise.all([repo.listActiveVehicles(), repo.listActiveTypes()]);
      return withTypes(passengers ? selectVehiclesForParty(vehicles, passengers) : vehicles, types);
    },

    /** An inactive vehicle, or one of an inactive type, is as unknown as a missing one. */
    async getActiveVehicle(id: number): Promise<VehicleWithType> {
      const vehicle = await repo.findVehicle(id);
      const type = vehicle && vehicle.is_active === 1 ? await repo.findType(vehicle.vehicle_type_id) : undefined;
      if (!vehicle || !type || type.is_active !== 1) throw notFound('error.vehicle_not_found');
      return { vehicle, type };
    },
  };
}
