import { describe, expect, it } from 'vitest';
import { siteSettingInput } from '../contracts/admin-content.js';
import { jobAssignmentInput } from '../contracts/operations.js';
import {
  DISPATCH_OVERLAP_DEFAULT_MINUTES,
  addDaysYmd,
  isValidOverlapMinutes,
  isVehicleTooSmall,
  overlapMinutesOf,
  runLinkExpiry,
  telLink,
  whatsappLink,
} from './dispatch.js';

describe('dispatch settings and rules', () => {
  it('accepts whole minutes 0-720 and reads a damaged stored value as the default', () => {
    expect([0, 90, '720', ' 45 '].every(isValidOverlapMinutes)).toBe(true);
    expect([-1, 721, 1.5, '1e2', '', null, 'abc'].some(isValidOverlapMinutes)).toBe(false);
    expect(overlapMinutesOf('120')).toBe(120);
    expect(overlapMinutesOf('nonsense')).toBe(DISPATCH_OVERLAP_DEFAULT_MINUTES);
    expect(overlapMinutesOf(null)).toBe(DISPATCH_OVERLAP_DEFAULT_MINUTES);
  });

  it('holds the overlap setting to its rule when written as a site setting', () => {
    const setting = { key: 'dispatch_overlap_minutes', type: 'text', group: 'general', description: 'x' };
    expect(siteSettingInput.safeParse({ ...setting, value: '60' }).success).toBe(true);
    const bad = siteSettingInput.safeParse({ ...setting, value: '9999' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['validation.overlap_minutes_invalid']);
  });

  it('warns when the vehicle seats fewer than the party', () => {
    expect(isVehicleTooSmall(4, 5)).toBe(true);
    expect(isVehicleTooSmall(5, 5)).toBe(false);
  });

  it('ends a share link at the end of the following day in Istanbul', () => {
    expect(runLinkExpiry('2030-05-01').toISOString()).toBe('2030-05-02T21:00:00.000Z');
    expect(addDaysYmd('2030-12-31', 1)).toBe('2031-01-01');
  });

  it('makes call and WhatsApp links from a stored phone number', () => {
    expect(telLink('+90 532 123 45 67')).toBe('tel:+905321234567');
    expect(whatsappLink('+90 (532) 123-45-67')).toBe('https://wa.me/905321234567');
  });

  it('reads an assignment form: blank selects clear the driver and vehicle', () => {
    expect(jobAssignmentInput.parse({ driver_id: '3', vehicle_id: '', note: '  ' })).toEqual({
      driver_id: 3,
      vehicle_id: null,
      note: null,
      // the customer is mailed unless the dialog says not to (decision 040)
      notify_customer: true,
    });
    expect(
      jobAssignmentInput.parse({ driver_id: '3', vehicle_id: '', note: '', notify_customer: false })
        .notify_customer,
    ).toBe(false);
    expect(jobAssignmentInput.safeParse({ driver_id: '0', vehicle_id: null, note: null }).success).toBe(
      false,
    );
  });
});
