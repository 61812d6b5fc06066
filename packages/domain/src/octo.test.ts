import { describe, expect, it } from 'vitest';
import {
  durationMinutesOf,
  octoAvailabilityId,
  octoAvailabilityStatus,
  octoLocalEnd,
  parseOctoAvailabilityId,
  departureInstant,
  toMinorUnits,
} from './octo.js';

describe("OCTO's words for departures and prices", () => {
  it('names a departure by its local start with Istanbul offset, and reads it back', () => {
    expect(octoAvailabilityId('2026-12-03', '09:30')).toBe('2026-12-03T09:30:00+03:00');
    expect(parseOctoAvailabilityId('2026-12-03T09:30:00+03:00')).toEqual({ date: '2026-12-03', time: '09:30' });
    expect(parseOctoAvailabilityId('2026-12-03T09:30:00Z')).toBeNull();
    expect(parseOctoAvailabilityId('2026-12-03T09:30:00+01:00')).toBeNull();
    expect(parseOctoAvailabilityId('2026-02-30T09:30:00+03:00')).toBeNull();
    expect(parseOctoAvailabilityId(42)).toBeNull();
  });

  it('places the start in UTC and the end after the duration', () => {
    expect(departureInstant('2026-12-03', '09:30').toISOString()).toBe('2026-12-03T06:30:00.000Z');
    expect(octoLocalEnd('2026-12-03', '22:00', 180)).toBe('2026-12-04T01:00:00+03:00');
  });

  it('reads a duration from free text in the five languages', () => {
    expect(durationMinutesOf('8 saat')).toBe(480);
    expect(durationMinutesOf('3,5 hours')).toBe(210);
    expect(durationMinutesOf('90 dk')).toBe(90);
    expect(durationMinutesOf('Tam gün')).toBe(480);
    expect(durationMinutesOf('sunset')).toBeNull();
  });

  it('says LIMITED below half the seats, as OCTO defines it', () => {
    expect(octoAvailabilityStatus('available', 10, 10)).toBe('AVAILABLE');
    expect(octoAvailabilityStatus('available', 5, 10)).toBe('AVAILABLE');
    expect(octoAvailabilityStatus('available', 4, 10)).toBe('LIMITED');
    expect(octoAvailabilityStatus('sold_out', 0, 10)).toBe('SOLD_OUT');
    expect(octoAvailabilityStatus('closed', 3, 10)).toBe('CLOSED');
  });

  it('writes money in minor units', () => {
    expect(toMinorUnits(45)).toBe(4500);
    expect(toMinorUnits(12.345)).toBe(1235);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  });
});
