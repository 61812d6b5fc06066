import type { JobAssignmentDto, JobAssignmentInput, Lang } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { notFound } from '../../lib/app-error.js';
import { fieldError } from '../../lib/admin-form.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { driversRepository as drivers } from './drivers.repository.js';
import { jobBoardService } from './job-board.service.js';
import { jobsRepository as jobs } from './jobs.repository.js';
import { operationsSettingsService } from './operations-settings.service.js';
import { enqueueDriverAssignedMail } from '../trip-mails/trip-mails.service.js';

/** The operator's day: the board, assignments with their warnings and run sheets (share links: run-links.service.ts). */
export function operationsService(db: Kysely<Database>) {
  const jobBoard = jobBoardService(db);
  const { requireJob } = jobBoard;

  return {
    ...jobBoard,

    /**
     * Sets a job's driver, vehicle and note, audited in the same transaction. Warnings (the
     * driver is busy near that time, the vehicle is too small) do not block: the dispatcher may
     * know better, but is told.
     */
    async assign(
      admin: AdminPrincipal | null,
      id: number,
      input: JobAssignmentInput,
      lang: Lang,
    ): Promise<JobAssignmentDto> {
      const driver = input.driver_id !== null ? await drivers.find(db, input.driver_id) : null;
      if (input.driver_id !== null && !driver) throw fieldError('driver_id', 'error.driver_not_found');
      if (input.vehicle_id !== null && !(await drivers.vehicleExists(db, input.vehicle_id)))
        throw fieldError('vehicle_id', 'error.vehicle_not_found');
      await db.transaction().execute(async (trx) => {
        const before = await jobs.findAssignment(trx, id);
        if (!before) throw notFound('error.job_not_found');
        // a driver set 'Pasif' keeps the jobs he has, but gets no new ones
        if (driver && driver.is_active !== 1 && before.driver_id !== driver.id)
          throw fieldError('driver_id', 'error.driver_inactive');
        const after = { driver_id: input.driver_id, vehicle_id: input.vehicle_id, note: input.note };
        await jobs.setAssignment(trx, id, after, nowIso());
        // the customer hears who comes when a driver is set or changed, unless staff said no
        if (input.notify_customer && input.driver_id !== null && input.driver_id !== before.driver_id)
          await enqueueDriverAssignedMail(trx, id);
        const vehicle = input.vehicle_id !== null ? await drivers.findVehicle(trx, input.vehicle_id) : null;
        // Names beside the ids: the audit log reads 'Sürücü: Ömer Çelik → Ali Can', not '2 → 1'.
        await recordAudit(trx, {
          admin,
          action: 'update',
          entity: 'dispatch_job',
          entityId: id,
          before: {
            driver: before.driver_name,
            vehicle: before.vehicle_name,
            note: before.note,
            driver_id: before.driver_id,
            vehicle_id: before.vehicle_id,
          },
          after: { driver: driver?.name ?? null, vehicle: vehicle?.name ?? null, ...after },
        });
      });
      const job = await requireJob(id, lang);
      return { job, warnings: job.warnings };
    },

    ...operationsSettingsService(db),
  };
}
