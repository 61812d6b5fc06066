import type { DriverInput } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { fieldError } from '../../lib/admin-form.js';
import { isRowGone, isStillReferenced } from '../../lib/db-errors.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { driversRepository as repo, type DriverWithVehicle } from './drivers.repository.js';
import { jobsRepository } from './jobs.repository.js';

/** The driver form's shape of a stored driver, so a partial update is validated whole. */
export const driverFormOf = (d: DriverWithVehicle) => ({
  name: d.name,
  phone: d.phone,
  plate: d.plate,
  default_vehicle_id: d.default_vehicle_id,
  is_active: d.is_active === 1,
});

/** Drivers: created, edited, set inactive; deleted only while no job names them. Every change audited. */
export function driversService(db: Kysely<Database>) {
  async function require(id: number) {
    const d = await repo.find(db, id);
    if (!d) throw notFound('error.driver_not_found');
    return d;
  }
  async function checkVehicle(input: DriverInput) {
    if (input.default_vehicle_id !== null && !(await repo.vehicleExists(db, input.default_vehicle_id))) {
      throw fieldError('default_vehicle_id', 'error.vehicle_not_found');
    }
  }
  const columns = (i: DriverInput) => ({
    name: i.name,
    phone: i.phone,
    plate: i.plate,
    default_vehicle_id: i.default_vehicle_id,
    is_active: toFlag(i.is_active),
  });

  return {
    list: () => repo.list(db),
    require,

    async create(admin: AdminPrincipal | null, input: DriverInput) {
      await checkVehicle(input);
      const now = nowIso();
      const id = await db.transaction().execute(async (trx) => {
        const newId = await repo.insert(trx, { ...columns(input), created_at: now, updated_at: now });
        await recordAudit(trx, {
          admin,
          action: 'create',
          entity: 'driver',
          entityId: newId,
          after: columns(input),
        });
        return newId;
      });
      return require(id);
    },

    async update(admin: AdminPrincipal | null, before: DriverWithVehicle, input: DriverInput) {
      await checkVehicle(input);
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        await repo.update(trx, before.id, { ...columns(input), updated_at: now });
        // set 'Pasif': his share links die with it, and stay dead if he comes back (decision 032)
        if (before.is_active === 1 && !input.is_active) await repo.revokeRunLinks(trx, { driverId: before.id }, now);
        await recordAudit(trx, {
          admin,
          action: 'update',
          entity: 'driver',
          entityId: before.id,
          before: driverFormOf(before),
          after: columns(input),
        });
      });
      return require(before.id);
    },

    /**
     * A driver who has jobs keeps them on record: deleting is refused with 409 (the message offers
     * 'Pasif'); the foreign key refuses it too if a job is assigned between the check and the delete.
     */
    async remove(admin: AdminPrincipal | null, id: number) {
      const before = await require(id);
      if ((await jobsRepository.countForDriver(db, id)) > 0) throw conflict('error.driver_has_jobs');
      try {
        await db.transaction().execute(async (trx) => {
          await repo.delete(trx, id);
          await recordAudit(trx, {
            admin,
            action: 'delete',
            entity: 'driver',
            entityId: id,
            before: driverFormOf(before),
          });
        });
      } catch (err) {
        if (isStillReferenced(err) || isRowGone(err)) throw conflict('error.driver_has_jobs');
        throw err;
      }
    },
  };
}
