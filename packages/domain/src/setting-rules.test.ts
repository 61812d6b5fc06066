import { describe, expect, it } from 'vitest';
import { siteSettingInput } from './contracts/admin-content.js';
import { isPickupTooSoon } from './dates.js';
import { BOOKING_MIN_NOTICE_HOURS_KEY, DATA_RETENTION_MONTHS_KEY, wholeNumberSetting } from './setting-rules.js';

const setting = (key: string, value: string) =>
  siteSettingInput.safeParse({ key, value, type: 'text', group: 'general', description: 'x' });

describe('settings with a rule', () => {
  it('refuse a value outside the rule on the site settings form and endpoint', () => {
    expect(setting(BOOKING_MIN_NOTICE_HOURS_KEY, '3').success).toBe(true);
    for (const bad of ['-1', 'abc', '2.5', '1000']) expect(setting(BOOKING_MIN_NOTICE_HOURS_KEY, bad).success).toBe(false);
    expect(setting(DATA_RETENTION_MONTHS_KEY, '0').success).toBe(false);
    expect(setting(DATA_RETENTION_MONTHS_KEY, '24').success).toBe(true);
  });

  it('read as their default when unset or unreadable', () => {
    expect(wholeNumberSetting(DATA_RETENTION_MONTHS_KEY, undefined)).toBe(24);
    expect(wholeNumberSetting(DATA_RETENTION_MONTHS_KEY, 'x')).toBe(24);
    expect(wholeNumberSetting(BOOKING_MIN_NOTICE_HOURS_KEY, ' 4 ')).toBe(4);
  });
});

describe('pickup times (Istanbul)', () => {
  // 01:26 in Istanbul on 23 November 2026
  const now = new Date('2026-11-22T22:26:00Z');
  it('refuses a time already past today, whatever the server time zone', () => {
    expect(isPickupTooSoon('2026-11-23', '00:05', now)).toBe(true);
    expect(isPickupTooSoon('2026-11-23', '01:26', now)).toBe(false);
    expect(isPickupTooSoon('2026-11-24', '00:05', now)).toBe(false);
  });
  it('with a minimum notice, refuses times closer than that', () => {
    expect(isPickupTooSoon('2026-11-23', '03:00', now, 2)).toBe(true);
    expect(isPickupTooSoon('2026-11-23', '03:30', now, 2)).toBe(false);
    // notice across midnight
    expect(isPickupTooSoon('2026-11-24', '00:30', new Date('2026-11-23T20:00:00Z'), 2)).toBe(true);
  });
});
