import { describe, expect, it } from 'vitest';
import { mailTemplateLabel } from './mail-labels.js';
import {
  driverFirstName,
  dueReminders,
  reminderTimeOf,
  reviewFollows,
  reviewUrlOf,
  tripMailSettingError,
} from './trip-mails.js';

describe('the day-of-the-trip mails (decision 040)', () => {
  it("makes tomorrow's reminders due from the configured Istanbul hour until midnight", () => {
    // 2026-07-14 17:59 and 18:00 in Istanbul (UTC+3)
    expect(dueReminders(new Date('2026-07-14T14:59:00Z'), '18:00')).toBeNull();
    const due = dueReminders(new Date('2026-07-14T15:00:00Z'), '18:00');
    expect(due).toEqual({ serviceDate: '2026-07-15', reminderAt: new Date('2026-07-14T15:00:00Z') });
    // 23:59 Istanbul is still the 14th: still tomorrow's legs; 00:30 on the 15th looks at the 16th
    expect(dueReminders(new Date('2026-07-14T20:59:00Z'), '18:00')?.serviceDate).toBe('2026-07-15');
    expect(dueReminders(new Date('2026-07-14T21:30:00Z'), '00:00')?.serviceDate).toBe('2026-07-16');
    // the month's end
    expect(dueReminders(new Date('2026-08-31T16:00:00Z'), '18:00')?.serviceDate).toBe('2026-09-01');
  });

  it('reads a damaged reminder hour as the default and refuses it on write', () => {
    expect(reminderTimeOf('19:30')).toBe('19:30');
    expect(reminderTimeOf('25:00')).toBe('18:00');
    expect(reminderTimeOf(undefined)).toBe('18:00');
    expect(tripMailSettingError('trip_reminder_time', '7:00')).toBe('validation.reminder_time_invalid');
    expect(tripMailSettingError('trip_reminder_time', '07:00')).toBeUndefined();
  });

  it('takes an http(s) review link only; empty means no review mail', () => {
    expect(reviewUrlOf('https://g.page/r/x')).toBe('https://g.page/r/x');
    expect(reviewUrlOf('')).toBeNull();
    expect(reviewUrlOf('javascript:alert(1)')).toBeNull();
    expect(tripMailSettingError('review_url', 'javascript:alert(1)')).toBe('validation.review_url_invalid');
    expect(tripMailSettingError('review_url', '')).toBeUndefined();
  });

  it('asks for a review after the last leg only, never after a no-show', () => {
    const oneWay = [{ leg: 'outbound', trip_status: 'completed' }];
    expect(reviewFollows({ leg: 'outbound' }, oneWay)).toBe(true);
    const round = [
      { leg: 'outbound', trip_status: 'completed' },
      { leg: 'return', trip_status: null },
    ];
    expect(reviewFollows({ leg: 'outbound' }, round)).toBe(false);
    expect(reviewFollows({ leg: 'return' }, round)).toBe(true);
    expect(
      reviewFollows({ leg: 'return' }, [
        { leg: 'outbound', trip_status: 'no_show' },
        { leg: 'return', trip_status: 'completed' },
      ]),
    ).toBe(false);
    expect(reviewFollows({ leg: 'tour' }, [{ leg: 'tour', trip_status: 'completed' }])).toBe(true);
  });

  it("names the three mails in the back office's mail history in Turkish", () => {
    expect(['driver_assigned', 'trip_reminder', 'review_request'].map(mailTemplateLabel)).toEqual([
      'Sürücü bilgisi',
      'Yolculuk hatırlatması',
      'Değerlendirme isteği',
    ]);
  });

  it('calls the driver by the first word of the name', () => {
    expect(driverFirstName('  Mehmet Can Sürer ')).toBe('Mehmet');
  });
});
