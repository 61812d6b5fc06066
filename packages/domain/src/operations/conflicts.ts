import { jobMinuteOf, type JobLeg } from './dispatch.js';

/**
 * Conflicts by duration (issue 26 item 4, decision 032): a job keeps its driver and its vehicle
 * busy from the pickup until the drive is over and a buffer has passed, so one driver is not given
 * AYT → Kalkan at 16:00 and an 18:00 pickup, nor one car two jobs at once. Pure: the API computes
 * the board's and the assign dialog's flags with it.
 */

/** Minutes after a drive before the same driver or vehicle can start another job (loading, traffic, a break). */
export const DRIVE_BUFFER_MINUTES = 30;

/** Longest drive time a route can be given, in minutes (a day). */
export const DRIVE_MINUTES_MAX = 1440;

/** A job as the duration rule sees it. */
export interface ScheduledJob {
  id: number;
  leg: JobLeg;
  date: string;
  time: string | null;
  /** the route's drive time; null for tours and routes without one (the fallback applies) */
  drive_minutes: number | null;
  driver_id: number | null;
  vehicle_id: number | null;
}

/** Minutes since the epoch, [start, end): when a job keeps its driver and vehicle busy. */
export interface BusyWindow {
  start: number;
  end: number;
}

/**
 * When a job keeps its driver and vehicle busy, or null when it has no time (it cannot be compared).
 * Outbound and tours: [pickup, pickup + drive + buffer). A return leg is picked up at the hotel, so
 * the car first drives out to it from the airport side where the operator's cars are: the return
 * takes [pickup − drive, pickup + drive + buffer). `fallbackMinutes` stands in for an unknown drive.
 */
export function busyWindow(job: ScheduledJob, fallbackMinutes: number): BusyWindow | null {
  const pickup = jobMinuteOf(job.date, job.time);
  if (pickup === null) return null;
  const drive = job.drive_minutes ?? fallbackMinutes;
  const start = job.leg === 'return' ? pickup - drive : pickup;
  return { start, end: pickup + drive + DRIVE_BUFFER_MINUTES };
}

/** Whether two busy windows share a minute. */
export function windowsOverlap(a: BusyWindow, b: BusyWindow): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * The other jobs that share the job's driver (`driver`) or its vehicle (`vehicle`) while both are
 * busy. Jobs without a time, and the job itself, are never reported.
 */
export function scheduleClashes<T extends ScheduledJob>(
  job: ScheduledJob,
  others: readonly T[],
  fallbackMinutes: number,
): { driver: T[]; vehicle: T[] } {
  const out = { driver: [] as T[], vehicle: [] as T[] };
  const own = busyWindow(job, fallbackMinutes);
  if (!own) return out;
  for (const o of others) {
    if (o.id === job.id) continue;
    const sameDriver = job.driver_id !== null && o.driver_id === job.driver_id;
    const sameVehicle = job.vehicle_id !== null && o.vehicle_id === job.vehicle_id;
    if (!sameDriver && !sameVehicle) continue;
    const theirs = busyWindow(o, fallbackMinutes);
    if (!theirs || !windowsOverlap(own, theirs)) continue;
    if (sameDriver) out.driver.push(o);
    if (sameVehicle) out.vehicle.push(o);
  }
  return out;
}

/** Whether the assigned vehicle seats fewer than the vehicle the customer booked (a sedan for a minivan). */
export function isSmallerThanBooked(assignedCapacity: number, bookedCapacity: number | null): boolean {
  return bookedCapacity !== null && assignedCapacity < bookedCapacity;
}

/** Pieces that go in the boot: large, medium and small cases; hand luggage travels on the lap. */
export function luggagePieces(luggage: { large: number; medium: number; small: number } | null): number {
  return luggage ? luggage.large + luggage.medium + luggage.small : 0;
}

/** Whether the pieces exceed the vehicle's luggage capacity; a vehicle without one is never flagged. */
export function isLuggageOver(pieces: number, luggageCapacity: number | null): boolean {
  return luggageCapacity !== null && pieces > luggageCapacity;
}
