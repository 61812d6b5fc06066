import { describe, expect, it } from 'vitest';
import {
  DRIVE_BUFFER_MINUTES,
  busyWindow,
  isLuggageOver,
  isSmallerThanBooked,
  luggagePieces,
  scheduleClashes,
  type ScheduledJob,
} from './conflicts.js';

const job = (over: Partial<ScheduledJob> & { id: number; time: string }): ScheduledJob => ({
  leg: 'outbound',
  date: '2030-05-01',
  drive_minutes: null,
  driver_id: null,
  vehicle_id: null,
  ...over,
});

describe('conflicts by duration', () => {
  it('flags AYT → Kalkan at 16:00 and an 18:00 pickup of the same driver (the old 90-minute rule did not)', () => {
    const kalkan = job({ id: 1, time: '16:00', drive_minutes: 210, driver_id: 7 });
    const belek = job({ id: 2, time: '18:00', drive_minutes: 35, driver_id: 7 });
    expect(scheduleClashes(kalkan, [kalkan, belek], 90).driver.map((j) => j.id)).toEqual([2]);
    expect(scheduleClashes(belek, [kalkan, belek], 90).driver.map((j) => j.id)).toEqual([1]);
  });

  it('lets the driver take the next job once the drive and the buffer are over', () => {
    const kalkan = job({ id: 1, time: '16:00', drive_minutes: 210, driver_id: 7 });
    // 16:00 + 210 + 30 = 20:00
    const at2000 = job({ id: 2, time: '20:00', drive_minutes: 35, driver_id: 7 });
    const at1959 = job({ id: 3, time: '19:59', drive_minutes: 35, driver_id: 7 });
    expect(scheduleClashes(kalkan, [at2000, at1959], 90).driver.map((j) => j.id)).toEqual([3]);
    expect(DRIVE_BUFFER_MINUTES).toBe(30);
  });

  it('flags the same car at 09:30 and 10:00 with two different drivers', () => {
    const a = job({ id: 1, time: '09:30', drive_minutes: 60, driver_id: 1, vehicle_id: 4 });
    const b = job({ id: 2, time: '10:00', drive_minutes: 35, driver_id: 2, vehicle_id: 4 });
    const clashes = scheduleClashes(a, [b], 90);
    expect(clashes.vehicle.map((j) => j.id)).toEqual([2]);
    expect(clashes.driver).toEqual([]);
  });

  it('crosses midnight and counts a return leg from the drive out to the hotel', () => {
    const late = job({ id: 1, time: '23:30', drive_minutes: 60, driver_id: 1 });
    const early = job({ id: 2, date: '2030-05-02', time: '00:30', drive_minutes: 35, driver_id: 1 });
    expect(scheduleClashes(late, [early], 90).driver).toHaveLength(1);
    // Kalkan → AYT picked up at 12:00: the car leaves the airport side at 08:30
    const back = job({ id: 3, leg: 'return', time: '12:00', drive_minutes: 210, driver_id: 1 });
    expect(busyWindow(back, 90)).toEqual({
      start: busyWindow(job({ id: 9, time: '08:30' }), 0)!.start,
      end: busyWindow(job({ id: 9, time: '15:30' }), 0)!.start + DRIVE_BUFFER_MINUTES,
    });
    const morning = job({ id: 4, time: '08:00', drive_minutes: 35, driver_id: 1 });
    expect(scheduleClashes(back, [morning], 90).driver).toHaveLength(1);
  });

  it('uses the fallback for jobs without a drive time and never compares jobs without a time', () => {
    const tour = job({ id: 1, leg: 'tour', time: '09:00', driver_id: 1 });
    const at1100 = job({ id: 2, time: '11:00', driver_id: 1, drive_minutes: 30 });
    expect(scheduleClashes(tour, [at1100], 120).driver).toHaveLength(1);
    expect(scheduleClashes(tour, [at1100], 60).driver).toHaveLength(0);
    const untimed = { ...job({ id: 3, time: '' }), time: null };
    expect(scheduleClashes(untimed, [at1100], 90).driver).toEqual([]);
    expect(scheduleClashes(at1100, [untimed], 90).driver).toEqual([]);
  });
});

describe('vehicle fit', () => {
  it('flags a sedan for a minivan booking, not a larger or equal vehicle', () => {
    expect(isSmallerThanBooked(2, 7)).toBe(true);
    expect(isSmallerThanBooked(7, 7)).toBe(false);
    expect(isSmallerThanBooked(7, 2)).toBe(false);
    expect(isSmallerThanBooked(2, null)).toBe(false);
  });

  it('counts the pieces for the boot and flags more than the vehicle carries', () => {
    expect(luggagePieces({ large: 3, medium: 2, small: 1 })).toBe(6);
    expect(luggagePieces(null)).toBe(0);
    expect(isLuggageOver(6, 5)).toBe(true);
    expect(isLuggageOver(5, 5)).toBe(false);
    expect(isLuggageOver(9, null)).toBe(false);
  });
});
