import { describe, expect, it } from 'vitest';
import { departureScheduleInput } from './contracts/departures.js';
import { touristTripJsonLd } from './seo/json-ld.js';
import {
  departureAvailability,
  departuresBetween,
  departureTimesOn,
  isPastCutoff,
  isScheduledDeparture,
  isoWeekday,
  refuseSeats,
  seatsLeft,
  type DepartureSchedule,
} from './departures.js';

/** The issue's jeep safari: Mondays and Thursdays at 08:30, 60 seats, bookings close 12 h before. */
const safari: DepartureSchedule = {
  weekdays: [1, 4],
  times: ['08:30'],
  starts_on: '2026-12-01',
  ends_on: '2026-12-31',
  capacity: 60,
  cutoff_hours: 12,
  minimum: 4,
  extra: [{ date: '2026-12-05', time: '10:00' }],
  closed: ['2026-12-10'],
};

describe('departure schedule', () => {
  it('reads weekdays from the date string alone (Monday 1, Sunday 7)', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-12-06')).toBe(7);
  });

  it('lists the pattern inside its dates, without closed days, with extras', () => {
    expect(departureTimesOn(safari, '2026-12-03')).toEqual(['08:30']); // a Thursday
    expect(departureTimesOn(safari, '2026-12-02')).toEqual([]); // a Wednesday
    expect(departureTimesOn(safari, '2026-12-10')).toEqual([]); // a closed Thursday
    expect(departureTimesOn(safari, '2026-12-05')).toEqual(['10:00']); // an extra Saturday
    expect(departureTimesOn(safari, '2026-11-30')).toEqual([]); // a Monday before the start
    expect(departureTimesOn(safari, '2027-01-04')).toEqual([]); // a Monday after the end
    expect(departureTimesOn({ ...safari, times: ['14:00', '08:30'] }, '2026-12-07')).toEqual([
      '08:30',
      '14:00',
    ]);
  });

  it('walks a range day by day, across a month end', () => {
    expect(departuresBetween(safari, '2026-12-01', '2026-12-08')).toEqual([
      { date: '2026-12-03', time: '08:30' },
      { date: '2026-12-05', time: '10:00' },
      { date: '2026-12-07', time: '08:30' },
    ]);
    expect(departuresBetween(safari, '2026-12-29', '2027-01-05')).toEqual([
      { date: '2026-12-31', time: '08:30' },
    ]);
    expect(isScheduledDeparture(safari, '2026-12-03', '08:30')).toBe(true);
    expect(isScheduledDeparture(safari, '2026-12-03', '09:00')).toBe(false);
  });

  it('closes bookings cut-off hours before the start, Istanbul time', () => {
    const slot = { date: '2026-12-03', time: '08:30' }; // 05:30 UTC
    // 12 h before is 20:30 Istanbul on the 2nd = 17:30 UTC
    expect(isPastCutoff(slot, 12, new Date('2026-12-02T17:29:00Z'))).toBe(false);
    expect(isPastCutoff(slot, 12, new Date('2026-12-02T17:31:00Z'))).toBe(true);
    // the issue's 'today at 08:30 booked at 15:47' is refused even without a cut-off
    expect(isPastCutoff(slot, 0, new Date('2026-12-03T12:47:00Z'))).toBe(true);
  });

  it('counts seats and says available, sold out or closed', () => {
    expect(seatsLeft(10, 7)).toBe(3);
    expect(seatsLeft(5, 7)).toBe(0);
    const open = { state: 'open' as const, capacity: 10, pastCutoff: false };
    expect(departureAvailability({ ...open, sold: 7 })).toEqual({ availability: 'available', seatsLeft: 3 });
    expect(departureAvailability({ ...open, sold: 10 })).toEqual({ availability: 'sold_out', seatsLeft: 0 });
    expect(departureAvailability({ ...open, state: 'closed', sold: 0 })).toEqual({
      availability: 'closed',
      seatsLeft: 0,
    });
    expect(departureAvailability({ ...open, state: 'cancelled', sold: 0 }).availability).toBe('closed');
    expect(departureAvailability({ ...open, sold: 0, pastCutoff: true }).availability).toBe('closed');
  });

  it('refuses a party larger than the seats left as sold out', () => {
    const base = { isScheduled: true, state: 'open' as const, capacity: 10, sold: 8, pastCutoff: false };
    expect(refuseSeats({ ...base, party: 2 })).toBeNull();
    expect(refuseSeats({ ...base, party: 3 })).toBe('error.departure_sold_out');
    expect(refuseSeats({ ...base, party: 1, isScheduled: false })).toBe('error.departure_unavailable');
    expect(refuseSeats({ ...base, party: 1, state: 'closed' })).toBe('error.departure_unavailable');
    expect(refuseSeats({ ...base, party: 1, pastCutoff: true })).toBe('error.departure_unavailable');
  });

  it('checks a written schedule: days, times, dates in order', () => {
    const ok = departureScheduleInput.safeParse({
      ...safari,
      weekdays: [4, 1, 4],
      times: ['10:00', '08:30'],
    });
    expect(ok.success && ok.data.weekdays).toEqual([1, 4]);
    expect(ok.success && ok.data.times).toEqual(['08:30', '10:00']);
    const bad = departureScheduleInput.safeParse({
      ...safari,
      weekdays: [],
      times: ['8:30'],
      ends_on: '2026-11-01',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message);
    expect(messages).toContain('validation.schedule_weekdays_required');
    expect(messages).toContain('validation.schedule_times_required');
  });
});

describe('a scheduled tour in JSON-LD', () => {
  const trip = {
    name: 'Jeep Safari',
    description: 'd',
    url: 'https://x.test/en/tours/jeep',
    price: 35,
    currency: 'EUR',
    inLanguage: 'en',
    provider: { name: 'R', url: 'https://x.test/' },
  };
  it('offers each departure with its availability, leaving closed ones out', () => {
    const offers = touristTripJsonLd({
      ...trip,
      departures: [
        { date: '2026-12-03', time: '08:30', availability: 'available', seats_left: 3 },
        { date: '2026-12-07', time: '08:30', availability: 'sold_out', seats_left: 0 },
        { date: '2026-12-10', time: '08:30', availability: 'closed', seats_left: 0 },
      ],
    }).offers as { availability: string; availabilityStarts: string }[];
    expect(offers.map((o) => [o.availabilityStarts, o.availability])).toEqual([
      ['2026-12-03T08:30:00+03:00', 'https://schema.org/InStock'],
      ['2026-12-07T08:30:00+03:00', 'https://schema.org/SoldOut'],
    ]);
  });
  it('is sold out when no departure can be sold, and in stock without a schedule', () => {
    expect(touristTripJsonLd({ ...trip, departures: [] }).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
    expect(touristTripJsonLd(trip).offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });
});
