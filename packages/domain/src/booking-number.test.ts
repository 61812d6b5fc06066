import { describe, it, expect } from 'vitest';
import { bookingDisplayCode, formatOrn, parseBookingIdParam } from './booking-number.js';

describe('formatOrn', () => {
  it('pads the id to 6 digits after ORN', () => {
    expect(formatOrn(42)).toBe('ORN000042');
    expect(formatOrn(1)).toBe('ORN000001');
    expect(formatOrn(999999)).toBe('ORN999999');
    expect(formatOrn(1234567)).toBe('ORN1234567');
  });

  it('rejects ids that are not positive integers', () => {
    expect(() => formatOrn(0)).toThrow(RangeError);
    expect(() => formatOrn(-3)).toThrow(RangeError);
    expect(() => formatOrn(4.2)).toThrow(RangeError);
  });
});

describe('parseBookingIdParam', () => {
  it.each([
    ['42', 42],
    ['ORN000042', 42],
    ['orn42', 42],
    [' ORN000001 ', 1],
    ['000042', 42],
  ])('reads %s as %i', (input, id) => {
    expect(parseBookingIdParam(input)).toBe(id);
  });

  it.each(['', 'ORN', 'abc', '4.2', '-1', '0', 'ORN000000', 'ORN 42', 'PNR42', '1e3', '9999999999999999'])(
    'rejects %j',
    (input) => {
      expect(parseBookingIdParam(input)).toBeNull();
    },
  );

  it('rejects missing values', () => {
    expect(parseBookingIdParam(null)).toBeNull();
    expect(parseBookingIdParam(undefined)).toBeNull();
  });

  it('round-trips with formatOrn', () => {
    expect(parseBookingIdParam(formatOrn(31337))).toBe(31337);
  });
});

describe('bookingDisplayCode', () => {
  it('prefers the PNR and falls back to the ORN number', () => {
    expect(bookingDisplayCode('K7M2XQ9P', 42)).toBe('K7M2XQ9P');
    expect(bookingDisplayCode(null, 42)).toBe('ORN000042');
    expect(bookingDisplayCode('  ', 42)).toBe('ORN000042');
  });
});
