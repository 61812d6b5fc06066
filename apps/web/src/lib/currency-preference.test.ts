import { describe, expect, it } from 'vitest';
import { resolveCurrency, type CurrencyDto } from './currency-preference';

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
