import { describe, expect, it } from 'vitest';
import { parseTourPickups, pickupMoment, pickupProblems } from './pickups.js';
import { tourPickupsInput } from './contracts/pickups.js';

describe('pickupMoment (decision 038)', () => {
  it('moves the start by the zone offset: 08:30 − 90 min is Kemer at 07:00, − 45 min Beldibi at 07:45', () => {
    expect(pickupMoment('2030-06-03', '08:30', -90)).toEqual({ date: '2030-06-03', time: '07:00' });
    expect(pickupMoment('2030-06-03', '08:30', -45)).toEqual({ date: '2030-06-03', time: '07:45' });
    expect(pickupMoment('2030-06-03', '08:30', 0)).toEqual({ date: '2030-06-03', time: '08:30' });
  });

  it('puts a pickup before midnight on the day before, across a month and a year', () => {
    expect(pickupMoment('2030-07-01', '00:30', -60)).toEqual({ date: '2030-06-30', time: '23:30' });
    expect(pickupMoment('2031-01-01', '01:00', -120)).toEqual({ date: '2030-12-31', time: '23:00' });
  });

  it('refuses what is not a departure', () => {
    expect(() => pickupMoment('2030-02-30', '08:30', -60)).toThrow(RangeError);
    expect(() => pickupMoment('2030-02-03', '8:30', -60)).toThrow(RangeError);
  });
});

describe('pickupProblems', () => {
  const pickups = [
    { zone_id: 1, offset_minutes: -90 },
    { zone_id: 2, offset_minutes: -45 },
  ];

  it('asks nothing of a tour without pickup', () => {
    expect(pickupProblems([], {})).toEqual({});
  });

  it('needs a zone of the tour and a hotel for a tour with pickup', () => {
    expect(pickupProblems(pickups, {})).toEqual({
      pickup_zone_id: 'validation.pickup_zone_required',
      pickup_place: 'validation.pickup_place_required',
    });
    expect(pickupProblems(pickups, { pickup_zone_id: 3, pickup_place: 'Rixos' })).toEqual({
      pickup_zone_id: 'error.pickup_zone_not_offered',
    });
    expect(pickupProblems(pickups, { pickup_zone_id: 2, pickup_place: '   ' })).toEqual({
      pickup_place: 'validation.pickup_place_required',
    });
    expect(pickupProblems(pickups, { pickup_zone_id: 2, pickup_place: 'Rixos Beldibi' })).toEqual({});
  });
});

describe('tour pickups contract and storage', () => {
  it('takes offsets from −360 to 0 minutes, each zone once', () => {
    expect(tourPickupsInput.safeParse({ pickups: [{ zone_id: 1, offset_minutes: -90 }] }).success).toBe(true);
    const late = tourPickupsInput.safeParse({ pickups: [{ zone_id: 1, offset_minutes: 15 }] });
    expect(late.error?.issues[0]?.message).toBe('validation.pickup_offset_range');
    const early = tourPickupsInput.safeParse({ pickups: [{ zone_id: 1, offset_minutes: -361 }] });
    expect(early.error?.issues[0]?.message).toBe('validation.pickup_offset_range');
    const twice = tourPickupsInput.safeParse({
      pickups: [
        { zone_id: 1, offset_minutes: -90 },
        { zone_id: 1, offset_minutes: -60 },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('validation.pickup_zone_twice');
  });

  it('reads stored pickups, and nothing from unreadable text', () => {
    expect(parseTourPickups('[{"zone_id":1,"offset_minutes":-90}]')).toEqual([
      { zone_id: 1, offset_minutes: -90 },
    ]);
    expect(parseTourPickups(null)).toEqual([]);
    expect(parseTourPickups('{oops')).toEqual([]);
  });
});
