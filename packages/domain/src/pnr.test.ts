import { describe, it, expect } from 'vitest';
import {
  PNR_ALPHABET,
  PNR_MAX_LENGTH,
  PNR_MIN_LENGTH,
  PNR_PATTERN,
  generatePnr,
  isValidPnr,
  normalizePnr,
} from './pnr.js';

describe('PNR validation', () => {
  it('accepts 4-10 uppercase letters or digits', () => {
    expect(PNR_MIN_LENGTH).toBe(4);
    expect(PNR_MAX_LENGTH).toBe(10);
    expect(isValidPnr('AB12')).toBe(true);
    expect(isValidPnr('ABCDEFGH23')).toBe(true);
    expect(isValidPnr('ORN000042')).toBe(true);
  });

  it('rejects short, long, lower-case or punctuated codes', () => {
    expect(isValidPnr('AB1')).toBe(false);
    expect(isValidPnr('ABCDEFGHJKM')).toBe(false);
    expect(isValidPnr('ab12cd')).toBe(false);
    expect(isValidPnr('AB-12')).toBe(false);
    expect(isValidPnr(' AB12')).toBe(false);
    expect(isValidPnr(12345)).toBe(false);
  });

  it('normalises typed input', () => {
    expect(normalizePnr('  k7m2xq9p ')).toBe('K7M2XQ9P');
    expect(isValidPnr(normalizePnr(' ab12 '))).toBe(true);
  });
});

describe('generatePnr', () => {
  it('leaves out look-alike symbols', () => {
    expect(PNR_ALPHABET).toHaveLength(31);
    for (const c of '01ILO') expect(PNR_ALPHABET).not.toContain(c);
    expect(new Set(PNR_ALPHABET).size).toBe(PNR_ALPHABET.length);
  });

  it('produces valid codes of the requested length', () => {
    for (let i = 0; i < 200; i++) {
      const code = generatePnr();
      expect(code).toHaveLength(8);
      expect(code).toMatch(PNR_PATTERN);
      expect([...code].every((c) => PNR_ALPHABET.includes(c))).toBe(true);
    }
    expect(generatePnr(4)).toHaveLength(4);
    expect(generatePnr(10)).toHaveLength(10);
  });

  it('refuses lengths outside 4-10', () => {
    expect(() => generatePnr(3)).toThrow(RangeError);
    expect(() => generatePnr(11)).toThrow(RangeError);
    expect(() => generatePnr(6.5)).toThrow(RangeError);
  });

  it('maps bytes to symbols and rejects the biased top bytes', () => {
    const stream = [255, 248, 0, 30, 31, 247];
    const random = (bytes: Uint8Array) => {
      for (let i = 0; i < bytes.length; i++) bytes[i] = stream.shift() ?? 0;
    };
    // 255 and 248 are rejected; 0 → 'A', 30 → '9', 31 → 'A', 247 → 247 % 31 = 30 → '9'
    expect(generatePnr(4, random)).toBe('A9A9');
  });

  it('fails instead of hanging on a broken random source', () => {
    expect(() => generatePnr(8, (bytes) => bytes.fill(255))).toThrow();
  });

  it('spreads symbols evenly', () => {
    const counts = new Map<string, number>();
    const codes = 4000;
    for (let i = 0; i < codes; i++) {
      for (const c of generatePnr(10)) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    const expected = (codes * 10) / PNR_ALPHABET.length;
    expect(counts.size).toBe(PNR_ALPHABET.length);
    for (const count of counts.values()) {
      expect(Math.abs(count - expected) / expected).toBeLessThan(0.15);
    }
  });

  it('rarely repeats', () => {
    const codes = new Set(Array.from({ length: 5000 }, () => generatePnr()));
    expect(codes.size).toBe(5000);
  });
});
