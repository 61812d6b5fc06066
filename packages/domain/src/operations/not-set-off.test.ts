import { describe, expect, it } from 'vitest';
import {
  isNotSetOff,
  minutesToPickup,
  notSetOffMinutesOf,
  notSetOffSettingError,
  NOT_SET_OFF_SETTING_KEY,
} from './not-set-off.js';

// A pickup at 08:40 Istanbul is 05:40 UTC.
const job = { date: '2026-07-15', time: '08:40', status: 'confirmed', trip_status: null };
const at = (utc: string) => new Date(`2026-07-15T${utc}:00Z`);

describe('isNotSetOff', () => {
  it('turns on N minutes before the pickup, not a minute earlier, as time passes', () => {
    expect(isNotSetOff(job, at('05:09'), 30)).toBe(false);
    expect(isNotSetOff(job, at('05:10'), 30)).toBe(true);
    expect(isNotSetOff(job, at('05:40'), 30)).toBe(true);
    expect(isNotSetOff(job, at('05:25'), 10)).toBe(false);
  });

  it('goes off once the driver tapped, and for a cancelled or completed booking', () => {
    expect(isNotSetOff({ ...job, trip_status: { status: 'on_the_way' } }, at('05:30'), 30)).toBe(false);
    expect(isNotSetOff({ ...job, status: 'cancelled' }, at('05:30'), 30)).toBe(false);
    expect(isNotSetOff({ ...job, status: 'completed' }, at('05:30'), 30)).toBe(false);
  });

  it('ends two hours after the pickup, needs a pickup time, and 0 turns it off', () => {
    expect(isNotSetOff(job, at('07:39'), 30)).toBe(true);
    expect(isNotSetOff(job, at('07:40'), 30)).toBe(false);
    expect(isNotSetOff({ ...job, time: null }, at('05:30'), 30)).toBe(false);
    expect(isNotSetOff(job, at('05:39'), 0)).toBe(false);
  });

  it('counts the minutes left to the pickup', () => {
    expect(minutesToPickup(job, at('05:28'))).toBe(12);
    expect(minutesToPickup(job, at('05:50'))).toBe(-10);
  });
});

describe('the setting', () => {
  it('defaults to 30 minutes and accepts 0-240 whole minutes', () => {
    expect(notSetOffMinutesOf(null)).toBe(30);
    expect(notSetOffMinutesOf('45')).toBe(45);
    expect(notSetOffMinutesOf('-5')).toBe(30);
    expect(notSetOffSettingError(NOT_SET_OFF_SETTING_KEY, '241')).toBe(
      'validation.not_set_off_minutes_invalid',
    );
    expect(notSetOffSettingError(NOT_SET_OFF_SETTING_KEY, '0')).toBeUndefined();
    expect(notSetOffSettingError('other', 'x')).toBeUndefined();
  });
});
