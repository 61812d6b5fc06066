import { z } from 'zod';
import type { CurrencyRow } from '../../db/schema.js';

export const currencyDto = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  rate_to_try: z.number(),
  rate_from_try: z.number(),
  is_active: z.boolean(),
  is_base: z.boolean(),
  last_updated: z.string(),
});
export type CurrencyDto = z.infer<typeof currencyDto>;

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
