import {
  formatPhone,
  type AssignmentPreviewQuery,
  type AssignmentWarningDto,
  type JobDayDto,
  type JobDayQuery,
  type JobDto,
  type Lang,
  type RunSheetDto,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { fieldError } from '../../lib/admin-form.js';
import { driversRepository as drivers } from './drivers.repository.js';
import { flagsOf } from './job-flags.js';
import { toJobDto } from './jobs.dto.js';
import { keysetBatches } from '../exports/csv.js';
import {
  jobBoardRepository as board,
  type JobCursor,
  type JobFilter,
  type JobRow,
} from './job-board.repository.js';
import { tripStatusRepository } from './trip-status.repository.js';

/** What the board reads: a day's jobs with their extras, flags and trip events, a job, a run sheet, the flags before an assignment. */
export function jobBoardService(db: Kysely<Database>) {
  /** The board's jobs with their flags (decision 032) in `lang`; null: without flags (exports, run sheets). */
  async function listJobs(filter: JobFilter, lang: Lang | null): Promise<JobDto[]> {
    return withExtras(await board.list(db, filter), lang);
  }

  /** The board's jobs of these rows, each with the extras booked with its booking and its flags. */
  async function withExtras(rows: JobRow[], lang: Lang | null): Promise<JobDto[]> {
    const [extras, flags, tripEvents] = await Promise.all([
      board.extrasOf(db, [...new Set(rows.flatMap((r) => (r.booking_id !== null ? [r.booking_id] : [])))]),
      lang ? flagsOf(db, rows, lang) : new Map<number, AssignmentWarningDto[]>(),
      tripStatusRepository.eventsOf(
        db,
        rows.filter((r) => r.trip_status !== null).map((r) => r.id),
      ),
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

    runSheet,
  };
}
