import { describe, it, expect } from 'vitest';
import {
  CURRENCY_SYMBOLS,
  conversionRate,
  convertAmount,
  currencySymbol,
  formatPrice,
  formatPriceWithCents,
  roundMoney,
  roundToWholeUnits,
} from './currency.js';

describe('currency symbols', () => {
  it('maps the spec currencies and falls back to €', () => {
    expect(CURRENCY_SYMBOLS).toEqual({ EUR: '€', USD: '$', GBP: '£', TRY: '₺', PLN: 'zł' });
    expect(currencySymbol('TRY')).toBe('₺');
    expect(currencySymbol('pln')).toBe('zł');
    expect(currencySymbol('CHF')).toBe('€');
    expect(currencySymbol(undefined)).toBe('€');
  });
});

describe('conversion', () => {
  it('uses the ratio of rate_to_try values', () => {
    expect(conversionRate(35, 1)).toBe(35);
    expect(conversionRate(1, 35)).toBeCloseTo(1 / 35, 12);
    expect(conversionRate(1, 1)).toBe(1);
    // EUR at 36 ₺, USD at 32 ₺ → 1 € = 1.125 $
    expect(conversionRate(36, 32)).toBe(1.125);
  });

  it('converts and rounds to cents', () => {
    expect(convertAmount(50, 36, 32)).toBe(56.25);
    expect(convertAmount(45, 35.5, 1)).toBe(1597.5);
    expect(convertAmount(100, 1, 3)).toBe(33.33);
  });

  it('rejects rates that cannot be right', () => {
    expect(() => conversionRate(0, 1)).toThrow(RangeError);
    expect(() => conversionRate(1, -2)).toThrow(RangeError);
    expect(() => conversionRate(Number.NaN, 1)).toThrow(RangeError);
  });
});

describe('rounding', () => {
  it('rounds half away from zero despite float noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(89.999999999)).toBe(90);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it('rounds to whole units for display', () => {
    expect(roundToWholeUnits(44.5)).toBe(45);
    expect(roundToWholeUnits(44.49)).toBe(44);
    expect(roundToWholeUnits(-2.5)).toBe(-3);
    expect(roundToWholeUnits(44.495)).toBe(44);
  });
});

describe('formatPrice', () => {
  it('shows whole units with the symbol in front for €, $, £', () => {
    expect(formatPrice(45, 'EUR')).toBe('€45');
    expect(formatPrice(44.6, 'USD')).toBe('$45');
    expect(formatPrice(1250, 'GBP')).toBe('£1.250');
    expect(formatPrice(1250, 'GBP', 'en-GB')).toBe('£1,250');
  });

  it('puts ₺ and zł after the number', () => {
    expect(formatPrice(1520.4, 'TRY')).toBe('1.520 ₺');
    expect(formatPrice(45, 'PLN')).toBe('45 zł');
  });

  it("writes the symbol after the amount in German, Russian and Polish ('126 €')", () => {
    expect(formatPrice(126, 'EUR', 'de')).toBe('126 €');
    expect(formatPrice(126, 'EUR', 'ru')).toBe('126 €');
    expect(formatPrice(126, 'EUR', 'pl')).toBe('126 €');
    expect(formatPrice(126, 'USD', 'de-DE')).toBe('126 $');
    expect(formatPrice(126, 'EUR', 'en')).toBe('€126');
    expect(formatPrice(126, 'EUR', 'tr')).toBe('€126');
  });

  it('falls back to € for unknown codes and keeps the sign', () => {
    expect(formatPrice(10, 'XYZ')).toBe('€10');
    expect(formatPrice(-10, 'TRY')).toBe('-10 ₺');
  });

  it('shows 2 decimals after rounding to whole units in the back office', () => {
    expect(formatPriceWithCents(1520.4, 'TRY')).toBe('1.520,00 ₺');
    expect(formatPriceWithCents(89.5, 'EUR')).toBe('€90,00');
  });
});
