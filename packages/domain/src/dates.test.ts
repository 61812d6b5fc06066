import { describe, it, expect } from 'vitest';
import {
  BUSINESS_TIME_ZONE,
  ISTANBUL_UTC_OFFSET_MS,
  istanbulDayRange,
  formatDateLongTr,
  formatDateTimeTr,
  formatDateTr,
  isDateNotInPast,
  isReturnNotBeforePickup,
  isValidHm,
  isValidYmd,
  istanbulClockSource,
  istanbulMonthRange,
  readIstanbulTimeFrom,
  todayInIstanbul,
  tzDatabaseWall,
} from './dates.js';

describe('todayInIstanbul', () => {
  it('uses Istanbul time (UTC+3), not the machine time zone', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Europe/Istanbul');
    expect(todayInIstanbul(new Date('2026-11-20T20:59:59Z'))).toBe('2026-11-20');
    expect(todayInIstanbul(new Date('2026-11-20T21:00:00Z'))).toBe('2026-11-21');
    expect(todayInIstanbul(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });

  // The guard means something only where the runtime's tz data knows Turkey's 2016 change (tzdata 2016g).
  const tzVersion = (globalThis as { process?: { versions?: { tz?: string } } }).process?.versions?.tz;
  const tzDataIsCurrent = tzVersion !== undefined && tzVersion >= '2016g';

  it.runIf(tzDataIsCurrent)(
    "agrees with the time-zone database's Europe/Istanbul at every hour of day from 2017 to 2040",
    { timeout: 60_000 },
    () => {
      const from = Date.UTC(2017, 0, 1);
      const to = Date.UTC(2041, 0, 1);
      // Seven hours apart: every hour of the day comes round, on every day of the week and the year.
      for (let at = from; at < to; at += 7 * 3_600_000 + 60_000) {
        const parts = tzDatabaseWall(new Date(at));
        const inZone = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
        expect(
          `${todayInIstanbul(new Date(at))} ${formatDateTimeTr(new Date(at)).slice(-5)}`,
          new Date(at).toISOString(),
        ).toBe(inZone);
      }
      expect(ISTANBUL_UTC_OFFSET_MS).toBe(3 * 3_600_000);
    },
  );
});

describe('the server reads Istanbul time from the tz database', () => {
  // 10 January 2015, 21:30 UTC: Turkey was on UTC+2 in winter then, so it was still the 10th in
  // Istanbul; the fixed UTC+3 offset would say 00:30 on the 11th. The tz reading must follow the rules.
  const winter2015 = new Date('2015-01-10T21:30:00Z');

  it('follows the time-zone database where it differs from the fixed offset', () => {
    try {
      readIstanbulTimeFrom('tz-database');
      expect(istanbulClockSource()).toBe('tz-database');
      expect(todayInIstanbul(winter2015)).toBe('2015-01-10');
      expect(formatDateTimeTr(winter2015)).toBe('10.01.2015 23:30');
      expect(istanbulDayRange('2015-01-11').start.toISOString()).toBe('2015-01-10T22:00:00.000Z');
      expect(istanbulDayRange('2026-11-21').start.toISOString()).toBe('2026-11-20T21:00:00.000Z');
      expect(todayInIstanbul(new Date('2026-11-20T21:00:00Z'))).toBe('2026-11-21');
    } finally {
      readIstanbulTimeFrom('fixed-offset');
    }
  });

  it('keeps the fixed offset by default (the browser)', () => {
    expect(istanbulClockSource()).toBe('fixed-offset');
    expect(todayInIstanbul(winter2015)).toBe('2015-01-11');
  });
});

describe('isDateNotInPast', () => {
  const lateEveningUtc = new Date('2026-11-20T22:30:00Z'); // already 21 Nov in Antalya
  it('accepts today and later in Istanbul', () => {
    expect(isDateNotInPast('2026-11-21', lateEveningUtc)).toBe(true);
    expect(isDateNotInPast('2027-01-01', lateEveningUtc)).toBe(true);
  });

  it('rejects yesterday and invalid dates', () => {
    expect(isDateNotInPast('2026-11-20', lateEveningUtc)).toBe(false);
    expect(isDateNotInPast('2026-13-01', lateEveningUtc)).toBe(false);
    expect(isDateNotInPast('21.11.2026', lateEveningUtc)).toBe(false);
  });
});

describe('format checks', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isValidYmd('2026-11-21')).toBe(true);
    expect(isValidYmd('2028-02-29')).toBe(true);
    expect(isValidYmd('2026-02-29')).toBe(false);
    expect(isValidYmd('2026-2-9')).toBe(false);
    expect(isValidYmd(20261121)).toBe(false);
  });

  it('accepts 24-hour HH:MM times only', () => {
    expect(isValidHm('00:00')).toBe(true);
    expect(isValidHm('23:59')).toBe(true);
    expect(isValidHm('24:00')).toBe(false);
    expect(isValidHm('9:05')).toBe(false);
    expect(isValidHm('12:60')).toBe(false);
    expect(isValidHm('12:30:00')).toBe(false);
  });

  it('keeps the return date on or after the pickup date', () => {
    expect(isReturnNotBeforePickup('2026-11-21', '2026-11-21')).toBe(true);
    expect(isReturnNotBeforePickup('2026-11-21', '2026-11-28')).toBe(true);
    expect(isReturnNotBeforePickup('2026-11-21', '2026-11-20')).toBe(false);
  });
});

describe('Turkish display', () => {
  it('formats dates the tr-TR way', () => {
    expect(formatDateTr('2026-11-21')).toBe('21.11.2026');
    expect(formatDateTr('not a date')).toBe('not a date');
    expect(formatDateLongTr('2026-11-21')).toBe('21 Kasım 2026 Cumartesi');
  });

  it('shows instants in Istanbul time', () => {
    expect(formatDateTimeTr(new Date('2026-11-21T11:05:00Z'))).toBe('21.11.2026 14:05');
    expect(formatDateTimeTr(new Date('invalid'))).toBe('');
  });
});

describe('istanbulMonthRange', () => {
  it('is the Istanbul month as UTC instants (UTC+3)', () => {
    const r = istanbulMonthRange(new Date('2026-03-15T12:00:00Z'));
    expect(r.month).toBe('2026-03');
    expect(r.start.toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-03-31T21:00:00.000Z');
  });
  it('switches month at Istanbul midnight, not UTC midnight, and across the year end', () => {
    expect(istanbulMonthRange(new Date('2026-03-31T21:30:00Z')).month).toBe('2026-04');
    expect(istanbulMonthRange(new Date('2026-03-31T20:59:00Z')).month).toBe('2026-03');
    const dec = istanbulMonthRange(new Date('2026-12-20T00:00:00Z'));
    expect(dec.end.toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(istanbulMonthRange(new Date('2026-12-31T21:00:00Z')).month).toBe('2027-01');
  });
});

describe('istanbulDayRange', () => {
  it('starts and ends an Istanbul day three hours before UTC midnight', () => {
    const r = istanbulDayRange('2026-12-31');
    expect(r.start.toISOString()).toBe('2026-12-30T21:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });
});
