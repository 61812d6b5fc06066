import { describe, expect, it } from 'vitest';
import { changeRequestSchema, manageBookingSchema, selfCancelDeadline } from './index.js';

describe('self-cancel deadline', () => {
  it('is the cut-off before the pickup in Istanbul time (UTC+3), whatever zone the server runs in', () => {
    expect(selfCancelDeadline('2026-12-10', '14:30', 24).toISOString()).toBe('2026-12-09T11:30:00.000Z');
    expect(selfCancelDeadline('2026-12-10', null, 0).toISOString()).toBe('2026-12-09T21:00:00.000Z');
  });
});

describe('manage-booking input', () => {
  it('normalises the PNR and e-mail and refuses a bad e-mail', () => {
    expect(manageBookingSchema.parse({ pnr_code: ' k7m2qx9a ', email: ' Ayse@Example.com ' })).toEqual({
      pnr_code: 'K7M2QX9A',
      email: 'ayse@example.com',
    });
    expect(
      manageBookingSchema.safeParse({ pnr_code: 'K7M2QX9A', email: 'nope' }).error?.issues[0]?.message,
    ).toBe('validation.email_invalid');
  });

  it('a change request needs at least one detail', () => {
    const base = { pnr_code: 'K7M2QX9A', email: 'a@b.co' };
    expect(changeRequestSchema.safeParse(base).error?.issues[0]?.message).toBe(
      'validation.change_request_empty',
    );
    expect(changeRequestSchema.safeParse({ ...base, pickup_time: '25:00' }).success).toBe(false);
    expect(changeRequestSchema.parse({ ...base, hotel: ' Rixos ' }).hotel).toBe('Rixos');
  });
});
