import { describe, it, expect } from 'vitest';
import * as domain from './index.js';

describe('package entry', () => {
  it('exposes the rules from one place', () => {
    for (const name of [
      'pickLanguage',
      'selectVehiclesForParty',
      'rankSuggestions',
      'isAirportLocation',
      'formatPrice',
      'computeTransferPrice',
      'computeTourTotal',
      'generatePnr',
      'formatOrn',
      'statusLabel',
      'todayInIstanbul',
      'translateMessage',
      'isValidPhone',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
    }
    expect(domain.LUGGAGE_MAX).toBe(10);
  });
});
