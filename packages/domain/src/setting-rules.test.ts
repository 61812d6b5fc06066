import { describe, expect, it } from 'vitest';
import { roundTripDiscountInput, siteSettingInput } from './contracts/admin-content.js';
import { isPickupTooSoon } from './dates.js';
import { BOOKING_MIN_NOTICE_HOURS_KEY, DATA_RETENTION_MONTHS_KEY, discountError, minNoticeHoursOf, pickupTimeProblem, settingRuleError, wholeNumberSetting } from './setting-rules.js';

describe('settingRuleError', () => {
  it('keeps the round-trip discount a number from 0 to 100 in steps of 0.1', () => {
    for (const v of ['150', 'abc', '', '-1', '12,5']) expect(settingRuleError('round_trip_discount', v), v).toBe('validation.discount_out_of_range');
    expect(settingRuleError('round_trip_discount', '12.35')).toBe('validation.discount_step');
    for (const v of ['0', '12.5', '100', ' 10 ']) expect(settingRuleError('round_trip_discount', v), v).toBeUndefined();
  });

  it('checks e-mail settings, allowing blank', () => {
    expect(settingRuleError('contact_email', 'info@@x')).toBe('validation.email_invalid');
    expect(settingRuleError('booking_email', 'a@b.co')).toBeUndefined();
    expect(settingRuleError('contact_email', '')).toBeUndefined();
    expect(settingRuleError('site_title', 'abc')).toBeUndefined();
  });

  it('keeps the dispatch overlap window whole minutes from 0 to 720', () => {
    for (const v of ['abc', '-5', '721', '1.5']) expect(settingRuleError('dispatch_overlap_minutes', v), v).toBe('validation.overlap_minutes_invalid');
    for (const v of ['0', '90', '720']) expect(settingRuleError('dispatch_overlap_minutes', v), v).toBeUndefined();
  });

  it('is part of the site-settings form contract and the discount dialog contract', () => {
    const form = { key: 'round_trip_discount', value: '150', type: 'text', group: 'general', description: 'x' };
    expect(siteSettingInput.safeParse(form).success).toBe(false);
    expect(siteSettingInput.safeParse({ ...form, value: '15' }).success).toBe(true);
    expect(roundTripDiscountInput.safeParse({ value: '12.35' }).success).toBe(false);
    expect(discountError(12.3)).toBeUndefined();
  });
});

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

describe('pickupTimeProblem: the one notice rule of the server and the forms (issue 32)', () => {
  // 12:00 in Istanbul on 23 November 2026
  const now = new Date('2026-11-23T09:00:00Z');
  it('tells a past time from one inside the notice, and accepts one outside it', () => {
    expect(pickupTimeProblem('2026-11-23', '11:59', now, 2)).toBe('validation.pickup_time_past');
    expect(pickupTimeProblem('2026-11-23', '13:00', now, 2)).toBe('validation.pickup_too_soon');
    expect(pickupTimeProblem('2026-11-23', '13:59', now, 2)).toBe('validation.pickup_too_soon');
    expect(pickupTimeProblem('2026-11-23', '14:00', now, 2)).toBeUndefined();
    expect(pickupTimeProblem('2026-11-23', '13:00', now, 0)).toBeUndefined();
    expect(pickupTimeProblem('2026-11-23', '', now, 2)).toBeUndefined();
  });
  it("reads the notice from the public settings, 0 when unset or unreadable", () => {
    expect(minNoticeHoursOf({ booking_min_notice_hours: '2' })).toBe(2);
    expect(minNoticeHoursOf({ booking_min_notice_hours: 'x' })).toBe(0);
    expect(minNoticeHoursOf(undefined)).toBe(0);
  });
});
