import { describe, expect, it } from 'vitest';
import { cancellationWindow, formatIstanbulDateTime, pickupKindOf } from './index.js';

describe('free-cancellation window', () => {
  it('closes the cut-off before the pickup, in Istanbul time', () => {
    const w = cancellationWindow('2026-12-10', '14:30', 24, new Date('2026-12-01T00:00:00Z'));
    expect(w).toEqual({ open: true, deadline: new Date('2026-12-09T11:30:00.000Z') });
    expect(formatIstanbulDateTime(w.deadline, 'de-DE')).toBe('9. Dezember 2026 um 14:30');
    expect(formatIstanbulDateTime(w.deadline, 'en-GB')).toBe('9 December 2026 at 14:30');
  });
  it('is closed for a booking made 22 h before pickup with a 24 h cut-off', () => {
    const w = cancellationWindow('2026-12-10', '14:30', 24, new Date('2026-12-09T13:30:00Z'));
    expect(w.open).toBe(false);
  });
  it('is closed exactly at the deadline and open a minute before', () => {
    expect(cancellationWindow('2026-12-10', '14:30', 24, new Date('2026-12-09T11:30:00Z')).open).toBe(false);
    expect(cancellationWindow('2026-12-10', '14:30', 24, new Date('2026-12-09T11:29:00Z')).open).toBe(true);
  });
  it('a pickup without a time counts from the start of its day', () => {
    expect(
      cancellationWindow('2026-12-10', null, 12, new Date('2026-12-01T00:00:00Z')).deadline.toISOString(),
    ).toBe('2026-12-09T09:00:00.000Z');
  });
});

describe('pickup kind', () => {
  it('an airport start is met at arrivals, anything else at the address, a tour at its pickup point', () => {
    expect(pickupKindOf('transfer', 'Antalya Havalimanı (AYT)')).toBe('airport');
    expect(pickupKindOf('transfer', 'Belek')).toBe('address');
    expect(pickupKindOf('tour', 'Antalya Havalimanı (AYT)')).toBe('tour');
  });
});
