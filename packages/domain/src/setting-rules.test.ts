import { describe, expect, it } from 'vitest';
import { roundTripDiscountInput, siteSettingInput } from './contracts/admin-content.js';
import { discountError, settingRuleError } from './setting-rules.js';

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
