import { describe, expect, it } from 'vitest';
import { formatTry } from './format';

describe('dashboard money', () => {
  it("reads TRY as the lists do, '9.653,00 ₺', not '₺9.653,00'", () => {
    expect(formatTry(9653)).toBe('9.653,00 ₺');
    expect(formatTry(0)).toBe('0,00 ₺');
  });
});
