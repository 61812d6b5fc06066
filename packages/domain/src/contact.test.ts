import { describe, it, expect } from 'vitest';
import {
  COUNTRY_CODES_BOOKING,
  COUNTRY_CODES_TOUR,
  DEFAULT_COUNTRY_CODE,
  EMAIL_PATTERN,
  flagEmoji,
  isKnownCountryCode,
  isValidEmail,
} from './contact.js';

describe('e-mail', () => {
  it.each(['ali@example.com', 'anna.nowak+trip@poczta.onet.pl', ' hans@web.de '])('accepts %s', (e) => {
    expect(isValidEmail(e)).toBe(true);
  });
  it.each(['', 'ali', 'ali@example', '@example.com', 'ali @example.com', 'ali@@example.com'])(
    'rejects %j',
    (e) => {
      expect(isValidEmail(e)).toBe(false);
    },
  );
  it('exports the pattern', () => {
    expect(EMAIL_PATTERN.test('x@y.z')).toBe(true);
  });
});

describe('country dialling codes', () => {
  it('defaults to Turkey', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('+90');
    expect(COUNTRY_CODES_TOUR[0]).toEqual({ code: '+90', country: 'TR', flag: '🇹🇷' });
    expect(COUNTRY_CODES_BOOKING[0]?.code).toBe('+90');
  });

  it('offers 28 codes on the tour form and about 50 on the booking page', () => {
    expect(COUNTRY_CODES_TOUR).toHaveLength(28);
    expect(COUNTRY_CODES_BOOKING.length).toBeGreaterThanOrEqual(48);
    expect(COUNTRY_CODES_BOOKING.length).toBeLessThanOrEqual(55);
  });

  it('has unique codes and countries, and includes the main markets', () => {
    const codes = COUNTRY_CODES_BOOKING.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(COUNTRY_CODES_BOOKING.map((c) => c.country)).size).toBe(codes.length);
    for (const code of ['+90', '+49', '+44', '+7', '+48', '+1', '+31', '+380', '+995']) {
      expect(isKnownCountryCode(code)).toBe(true);
    }
    for (const entry of COUNTRY_CODES_TOUR) expect(COUNTRY_CODES_BOOKING).toContainEqual(entry);
    for (const entry of COUNTRY_CODES_BOOKING) expect(entry.code).toMatch(/^\+\d{1,3}$/);
    expect(isKnownCountryCode('+999')).toBe(false);
  });

  it("dials Kazakhstan with +7, shared with Russia (never '+77')", () => {
    expect(isKnownCountryCode('+77')).toBe(false);
    const seven = COUNTRY_CODES_BOOKING.find((c) => c.code === '+7');
    expect(seven?.shared_with).toEqual(['KZ']);
    expect(seven?.flag).toBe('🇷🇺🇰🇿');
  });

  it('builds flags from ISO codes', () => {
    expect(flagEmoji('de')).toBe('🇩🇪');
    expect(flagEmoji('PL')).toBe('🇵🇱');
  });
});
