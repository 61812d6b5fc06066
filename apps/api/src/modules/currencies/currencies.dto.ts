import type { CurrencyDto } from '@riviera/domain';
import type { CurrencyRow } from '../../db/schema.js';

/** A currency row as its contract (`currencyDto` in packages/domain) describes it. */
export const toCurrencyDto = (r: CurrencyRow): CurrencyDto => ({
  id: r.id,
  code: r.code,
  name: r.name,
  symbol: r.symbol,
  rate_to_try: r.rate_to_try,
  rate_from_try: r.rate_from_try,
  is_active: r.is_active === 1,
  is_base: r.is_base === 1,
  last_updated: r.last_updated,
});
