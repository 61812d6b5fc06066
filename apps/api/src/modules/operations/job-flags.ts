import {
  DISPATCH_OVERLAP_SETTING_KEY,
  addDaysYmd,
  isLuggageOver,
  isSmallerThanBooked,
  isVehicleTooSmall,
  luggagePieces,
  overlapMinutesOf,
  scheduleClashes,
  translateMessage,
  type AssignmentWarningDto,
  type Lang,
  type ScheduledJob,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { jobBoardRepository as board, type BusyJobRow, type JobRow } from './job-board.repository.js';
import { settingsRepository } from './settings.repository.js';

/** What of a board row the flags read; the assign dialog's preview swaps in another driver and vehicle. */
export type FlagSubject = Pick<
  JobRow,
  | 'id'
  | 'leg'
  | 'service_date'
  | 'service_time'
  | 'status'
  | 'drive_minutes'
  | 'driver_id'
  | 'vehicle_id'
  | 'vehicle_capacity'
  | 'vehicle_luggage_capacity'
  | 'booked_capacity'
  | 'passengers'
  | 'children'
  | 'luggage_large'
  | 'luggage_medium'
  | 'luggage_small'
>;

/** Fills a catalogue text's `{name}` places. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

const scheduled = (r: FlagSubject): ScheduledJob => ({
  id: r.id,
  leg: r.leg,
  date: r.service_date,
  time: r.service_time,
  drive_minutes: r.drive_minutes,
  driver_id: r.driver_id,
  vehicle_id: r.vehicle_id,
});

/**
 * Every flag of these jobs (decision 032), in `lang`: the driver or the vehicle busy with another
 * job while this one runs, a vehicle seating fewer than the party or than the booked vehicle, more
 * luggage than the boot takes. Their other jobs are read in one query; a cancelled job gets none.
 */
export async function flagsOf(
  db: Kysely<Database>,
  rows: readonly FlagSubject[],
  lang: Lang,
): Promise<Map<number, AssignmentWarningDto[]>> {
  const out = new Map<number, AssignmentWarningDto[]>();
  const live = rows.filter((r) => r.status !== 'cancelled');
  if (live.length === 0) return out;
  const dates = [...new Set(live.flatMap((r) => [-1, 0, 1].map((d) => addDaysYmd(r.service_date, d))))];
  const driverIds = [...new Set(live.flatMap((r) => (r.driver_id !== null ? [r.driver_id] : [])))];
  const vehicleIds = [...new Set(live.flatMap((r) => (r.vehicle_id !== null ? [r.vehicle_id] : [])))];
  const [others, fallback] = await Promise.all([
    board.busyJobs(db, dates, driverIds, vehicleIds),
    settingsRepository.valueOf(db, DISPATCH_OVERLAP_SETTING_KEY).then(overlapMinutesOf),
  ]);
  for (const r of live) out.set(r.id, flagsOfOne(r, others, fallback, lang));
  return out;
}

function flagsOfOne(
  r: FlagSubject,
  others: BusyJobRow[],
  fallback: number,
  lang: Lang,
): AssignmentWarningDto[] {
  const warnings: AssignmentWarningDto[] = [];
  const clashes = scheduleClashes(scheduled(r), others, fallback);
  const other = (o: BusyJobRow) => ({ date: o.date, time: o.time ?? '', pnr: o.pnr });
  for (const o of clashes.driver) {
    const message = fill(translateMessage('warning.driver_overlap', lang), other(o));
    warnings.push({ code: 'driver_overlap', message, pnr: o.pnr, time: o.time, date: o.date });
  }
  for (const o of clashes.vehicle) {
    const message = fill(translateMessage('warning.vehicle_overlap', lang), other(o));
    warnings.push({ code: 'vehicle_overlap', message, pnr: o.pnr, time: o.time, date: o.date });
  }
  if (r.vehicle_id === null || r.vehicle_capacity === null) return warnings;
  const capacity = Number(r.vehicle_capacity);
  const party = Number(r.passengers) + Number(r.children);
  if (isVehicleTooSmall(capacity, party)) {
    const message = fill(translateMessage('warning.vehicle_too_small', lang), { capacity, party });
    warnings.push({ code: 'vehicle_too_small', message, capacity, party });
  }
  const booked = r.booked_capacity === null ? null : Number(r.booked_capacity);
  if (booked !== null && isSmallerThanBooked(capacity, booked)) {
    const message = fill(translateMessage('warning.vehicle_smaller_than_booked', lang), {
      capacity,
      booked_capacity: booked,
    });
    warnings.push({ code: 'vehicle_smaller_than_booked', message, capacity, booked_capacity: booked });
  }
  const pieces = luggagePieces({
    large: Number(r.luggage_large ?? 0),
    medium: Number(r.luggage_medium ?? 0),
    small: Number(r.luggage_small ?? 0),
  });
  const room = r.vehicle_luggage_capacity === null ? null : Number(r.vehicle_luggage_capacity);
  if (room !== null && isLuggageOver(pieces, room)) {
    const message = fill(translateMessage('warning.luggage_over', lang), { pieces, luggage_capacity: room });
    warnings.push({ code: 'luggage_over', message, pieces, luggage_capacity: room });
  }
  return warnings;
}
