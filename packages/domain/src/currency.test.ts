import { describe, it, expect } from 'vitest';
import {
  CURRENCY_SYMBOLS,
  conversionRate,
  currencyNameIn,
  convertAmount,
  currencySymbol,
  formatPrice,
  formatPriceWithCents,
  groupWholeNumber,
  roundMoney,
  roundToWholeUnits,
} from './currency.js';

describe('currency symbols', () => {
  it('maps the spec currencies and falls back to €', () => {
    expect(CURRENCY_SYMBOLS).toEqual({ EUR: '€', USD: '$', GBP: '£', TRY: '₺', PLN: 'zł' });
    expect(currencySymbol('TRY')).toBe('₺');
    expect(currencySymbol('pln')).toBe('zł');
    expect(currencySymbol('CHF')).toBe('CHF');
    expect(currencySymbol('chf')).toBe('CHF');
    expect(currencySymbol(undefined)).toBe('€');
    expect(currencySymbol('??')).toBe('€');
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

  it("writes a currency added in the back office with its own code, never '€', and keeps the sign", () => {
    expect(formatPrice(10, 'CHF')).toBe('CHF 10');
    expect(formatPrice(1520.4, 'CHF', 'en')).toBe('CHF 1,520');
    expect(formatPrice(126, 'CHF', 'de')).toBe('126 CHF');
    expect(formatPrice(126, 'CHF', 'pl')).toBe('126 CHF');
    expect(formatPriceWithCents(1520.4, 'CHF')).toBe('CHF 1.520,00');
    expect(formatPrice(-10, 'CHF')).toBe('-CHF 10');
    expect(formatPrice(-10, 'TRY')).toBe('-10 ₺');
    expect(formatPrice(10, null)).toBe('€10');
  });

  it('groups the digits as Intl does in every site language, Polish leaving four digits whole', () => {
    const amounts = [
      0, 7, 42, 999, 1000, 1520, 9999, 10_000, 12_345, 99_999, 100_000, 123_456, 1_000_000, 1_234_567,
      98_765_432, 2_147_483_648,
    ];
    for (let n = 0; n < 200; n++) amounts.push(Math.floor(((n * 7919) % 1000) ** 2.5));
    for (const locale of [
      'tr',
      'tr-TR',
      'en',
      'en-US',
      'en-GB',
      'de',
      'de-DE',
      'ru',
      'ru-RU',
      'pl',
      'pl-PL',
    ]) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (const amount of amounts)
        expect(groupWholeNumber(amount, locale), `${locale} ${amount}`).toBe(intl.format(amount));
    }
    expect(formatPrice(1520, 'EUR', 'pl')).toBe('1520 €');
    expect(formatPrice(12_345, 'EUR', 'ru')).toBe('12\u00a0345 €');
  });

  it('leaves other locales to Intl', () => {
    expect(groupWholeNumber(1_234_567, 'de-CH')).toBe(new Intl.NumberFormat('de-CH').format(1_234_567));
    expect(groupWholeNumber(1_234_567, 'en-IN')).toBe('12,34,567');
  });

  it('shows 2 decimals after rounding to whole units in the back office', () => {
    expect(formatPriceWithCents(1520.4, 'TRY')).toBe('1.520,00 ₺');
    expect(formatPriceWithCents(89.5, 'EUR')).toBe('€90,00');
  });
});

describe('currencyNameIn (issue 32)', () => {
  it("names a currency in the reader's language; Turkish readers and unknown codes keep the stored name", () => {
    expect(currencyNameIn('GBP', 'İngiliz Sterlini', 'tr')).toBe('İngiliz Sterlini');
    expect(currencyNameIn('GBP', 'İngiliz Sterlini', 'en')).toBe('British Pound');
    expect(currencyNameIn('GBP', 'İngiliz Sterlini', 'de')).toBe('Britisches Pfund');
    expect(currencyNameIn('GBP', 'İngiliz Sterlini', 'ru')).toBe('Британский фунт стерлингов');
    expect(currencyNameIn('TRY', 'Türk Lirası', 'pl')).toBe('Lira turecka');
    expect(currencyNameIn('XQQ', 'Özel Para', 'en')).toBe('Özel Para');
    expect(currencyNameIn('gb', 'Kısa', 'en')).toBe('Kısa');
  });
});
