import { describe, expect, it } from 'vitest';
import { phoneDigits, settingOf } from './site-settings';
import { resolveCurrency, type CurrencyDto } from './currency-preference';

describe('settingOf', () => {
  it('prefers the API value, falls back to the built-in one, treats blanks as unset', () => {
    expect(settingOf({ tursab_certificate: '12345' }, 'tursab_certificate')).toBe('12345');
    expect(settingOf({}, 'tursab_certificate')).toBe('18012');
    expect(settingOf({ tursab_certificate: '   ' }, 'tursab_certificate')).toBe('18012');
    expect(settingOf(undefined, 'social_twitter')).toBeUndefined();
  });

  it('turns a display phone into a dialable one', () => {
    expect(phoneDigits('+90 (242) 555 12 34')).toBe('+902425551234');
  });
});

describe('resolveCurrency', () => {
  const c = (code: string): CurrencyDto => ({
    id: 1, code, name: code, symbol: code, rate_to_try: 1, rate_from_try: 1, is_active: true, is_base: false,
    last_updated: '2025-11-14T12:00:00.000Z',
  });
  it('keeps a wanted active currency, else the default, else the first active one', () => {
    expect(resolveCurrency([c('EUR'), c('TRY')], 'TRY')).toBe('TRY');
    expect(resolveCurrency([c('EUR'), c('TRY')], 'GBP')).toBe('EUR');
    expect(resolveCurrency([c('USD'), c('TRY')], null)).toBe('USD');
    expect(resolveCurrency([c('USD'), c('TRY')], null, 'TRY')).toBe('TRY');
  });
});
