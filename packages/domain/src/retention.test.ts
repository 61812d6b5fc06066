import { describe, expect, it } from 'vitest';
import { retentionCutoffDate, tripEndDate } from './retention.js';

describe('retention cutoff', () => {
  it('goes back whole calendar months', () => {
    expect(retentionCutoffDate('2026-11-23', 24)).toBe('2024-11-23');
    expect(retentionCutoffDate('2026-01-15', 1)).toBe('2025-12-15');
    expect(retentionCutoffDate('2026-11-23', 120)).toBe('2016-11-23');
  });
  it('falls to the last day of a shorter month', () => {
    expect(retentionCutoffDate('2026-03-31', 1)).toBe('2026-02-28');
    expect(retentionCutoffDate('2026-05-31', 3)).toBe('2026-02-28');
    expect(retentionCutoffDate('2028-03-30', 1)).toBe('2028-02-29');
  });
  it('ends a round trip on its return date', () => {
    expect(tripEndDate({ pickup_date: '2024-01-01', return_date: '2024-01-09' })).toBe('2024-01-09');
    expect(tripEndDate({ pickup_date: '2024-01-01', return_date: null })).toBe('2024-01-01');
  });
});
