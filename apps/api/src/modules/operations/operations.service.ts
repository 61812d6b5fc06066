import {
  DISPATCH_OVERLAP_SETTING_KEY,
  NOT_SET_OFF_SETTING_KEY,
  notSetOffMinutesOf,
  formatPhone,
  overlapMinutesOf,
  type AssignmentPreviewQuery,
  type AssignmentWarningDto,
  type JobAssignmentDto,
  type JobAssignmentInput,
  type JobDayDto,
  type JobDayQuery,
  type JobDto,
  type Lang,
  type OperationsSettingsDto,
  type OperationsSettingsInput,
  type RunSheetDto,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { notFound } from '../../lib/app-error.js';
import { fieldError } from '../../lib/admin-form.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { driversRepository as drivers } from './drivers.repository.js';
import { flagsOf } from './job-flags.js';
import { toJobDto } from './jobs.dto.js';
import { keysetBatches } from '../exports/csv.js';
import { jobBoardRepository as board, type JobCursor, type JobFilter, type JobRow } from './job-board.repository.js';
import { jobsRepository as jobs } from './jobs.repository.js';
import { settingsRepository } from './settings.repository.js';
import { tripStatusRepository } from './trip-status.repository.js';
import { enqueueDriverAssignedMail } from '../trip-mails/trip-mails.service.js';

/** The operator's day: the board, assignments with their warnings and run sheets (share links: run-links.service.ts). */
export function operationsService(db: Kysely<Database>) {
  /** The board's jobs with their flags (decision 032) in `lang`; null: without flags (exports, run sheets). */
  async function listJobs(filter: JobFilter, lang: Lang | null): Promise<JobDto[]> {
    return withExtras(await board.list(db, filter), lang);
  }

  /** The board's jobs of these rows, each with the extras booked with its booking and its flags. */
  async function withExtras(rows: JobRow[], lang: Lang | null): Promise<JobDto[]> {
    const [extras, flags, tripEvents] = await Promise.all([
      board.extrasOf(db, [...new Set(rows.flatMap((r) => (r.booking_id !== null ? [r.booking_id] : [])))]),
      lang ? flagsOf(db, rows, lang) : new Map<number, AssignmentWarningDto[]>(),
      tripStatusRepository.eventsOf(db, rows.filter((r) => r.trip_status !== null).map((r) => r.id)),
    ]);
    return rows.map((r) =>
      toJobDto(
        r,
        r.booking_id !== null ? (extras.get(r.booking_id) ?? []) : [],
        flags.get(r.id) ?? [],
        tripEvents.get(r.id) ?? [],
      ),
    );
  }

  async function requireJob(id: number, lang: Lang | null = null): Promise<JobDto> {
    const [job] = await listJobs({ id }, lang);
    if (!job) throw notFound('error.job_not_found');
    return job;
  }

  async function overlapMinutes(): Promise<number> {
    return overlapMinutesOf(await settingsRepository.valueOf(db, DISPATCH_OVERLAP_SETTING_KEY));
  }

  async function runSheet(driverId: number, date: string): Promise<RunSheetDto> {
    const driver = await drivers.find(db, driverId);
    if (!driver) throw notFound('error.driver_not_found');
    const list = await listJobs({ date, driver: driverId }, null);
    return {
      date,
      driver: { name: driver.name, phone: formatPhone(driver.phone), plate: driver.plate },
      jobs: list.map(({ driver: _driver, warnings: _warnings, ...job }) => job),
    };
  }

  return {
    /** One day's jobs by time, filtered; the counts are the whole day's. */
    async day(q: JobDayQuery, lang: Lang): Promise<JobDayDto> {
      const [list, counted] = await Promise.all([
        listJobs({ date: q.date, status: q.status, driver: q.driver }, lang),
        board.countDay(db, q.date),
      ]);
      const counts: JobDayDto['counts'] = { total: 0, unassigned: 0, by_status: {}, by_leg: {} };
      for (const c of counted) {
        counts.total += c.n;
        if (c.unassigned) counts.unassigned += c.n;
        counts.by_status[c.status] = (counts.by_status[c.status] ?? 0) + c.n;
        counts.by_leg[c.leg] = (counts.by_leg[c.leg] ?? 0) + c.n;
      }
      return { date: q.date, counts, jobs: list };
    },

    /**
     * The same day and filters as the board, job by job in the board's order, read in keyset
     * batches so that an export holds one batch at a time however busy the day.
     */
    async *dayBatches(q: JobDayQuery): AsyncGenerator<JobDto[]> {
      const filter = { date: q.date, status: q.status, driver: q.driver };
      const batches = keysetBatches(
        (after: JobCursor | null, n) => board.dayBatch(db, filter, after, n),
        (r) => ({ time: r.service_time, id: r.id }),
      );
      for await (const rows of batches) yield await withExtras(rows, null);
    },

    requireJob,

    /**
     * The flags a job would get with this driver and vehicle, before anything is saved: the assign
     * dialog shows them as the dispatcher chooses.
     */
    async previewFlags(id: number, q: AssignmentPreviewQuery, lang: Lang): Promise<AssignmentWarningDto[]> {
      const [row] = await board.list(db, { id });
      if (!row) throw notFound('error.job_not_found');
      const vehicle = q.vehicle_id !== null ? await drivers.findVehicle(db, q.vehicle_id) : null;
      if (q.vehicle_id !== null && !vehicle) throw fieldError('vehicle_id', 'error.vehicle_not_found');
      const subject = {
        ...row,
        driver_id: q.driver_id,
        vehicle_id: vehicle?.id ?? null,
        vehicle_capacity: vehicle?.capacity ?? null,
        vehicle_luggage_capacity: vehicle?.luggage_capacity ?? null,
      };
      return (await flagsOf(db, [subject], lang)).get(id) ?? [];
    },

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
          before: { driver: before.driver_name, vehicle: before.vehicle_name, note: before.note, driver_id: before.driver_id, vehicle_id: before.vehicle_id },
          after: { driver: driver?.name ?? null, vehicle: vehicle?.name ?? null, ...after },
        });
      });
      const job = await requireJob(id, lang);
      return { job, warnings: job.warnings };
    },

    runSheet,

    overlapMinutes,

    /** The board's settings: the overlap window and when a job counts as 'Yola çıkmadı' (decision 039). */
    async settings(): Promise<OperationsSettingsDto> {
      const [overlap, notSetOff] = await Promise.all([
        overlapMinutes(),
        settingsRepository.valueOf(db, NOT_SET_OFF_SETTING_KEY).then(notSetOffMinutesOf),
      ]);
      return { overlap_minutes: overlap, not_set_off_minutes: notSetOff };
    },

    /**
     * Saves the overlap window and, when given, the 'Yola çıkmadı' minutes (validated by the shared
     * contract) as their site settings, each change audited.
     */
    async setSettings(admin: AdminPrincipal | null, input: OperationsSettingsInput): Promise<OperationsSettingsDto> {
      const wanted: [string, number | undefined, string][] = [
        [DISPATCH_OVERLAP_SETTING_KEY, input.overlap_minutes, 'Operasyon: aynı sürücünün iki işi arasında uyarı verilecek süre (dakika)'],
        [NOT_SET_OFF_SETTING_KEY, input.not_set_off_minutes, "Operasyon: alıştan kaç dakika önce 'Yola çıktım' gelmemişse iş vurgulanır (0: kapalı)"],
      ];
      await db.transaction().execute(async (trx) => {
        for (const [key, minutes, description] of wanted) {
          if (minutes === undefined) continue;
          const before = await settingsRepository.valueOf(trx, key);
          await settingsRepository.upsert(trx, key, String(minutes), nowIso(), description);
          await recordAudit(trx, {
            admin,
            action: 'update',
            entity: 'site_setting',
            entityId: key,
            before: before === null ? null : { value: before },
            after: { value: String(minutes) },
          });
        }
      });
      return this.settings();
    },
  };
}
