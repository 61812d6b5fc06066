import { z } from 'zod/mini';

/**
 * Currency answers and the public conversion's request: GET /currencies and /currencies/active
 * (the currency selector, read in the first render), POST /currencies/convert, and the back
 * office's 'Kurları Güncelle'. zod/mini, like every answer the first render parses (see
 * contracts/gallery.ts); the back office's form contract is `currencyInput` in admin-content.ts.
 */
export const currencyDto = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  /** TRY for one unit of the currency */
  rate_to_try: z.number(),
  /** units of the currency for one TRY */
  rate_from_try: z.number(),
  is_active: z.boolean(),
  /** the currency prices are kept in (EUR); it can be neither deleted nor deactivated */
  is_base: z.boolean(),
  /** ISO-8601 time the rates were last set */
  last_updated: z.string(),
});
export type CurrencyDto = z.infer<typeof currencyDto>;

export const currencyListDto = z.array(currencyDto);

/** POST /currencies/convert: an amount in one currency, by code. */
export const currencyConversionInput = z.object({
  from: z.string().check(z.trim(), z.minLength(1), z.maxLength(3)),
  to: z.string().check(z.trim(), z.minLength(1), z.maxLength(3)),
  amount: z.coerce.number().check(z.gte(0), z.lte(1e9)),
});
export type CurrencyConversionInput = z.infer<typeof currencyConversionInput>;

export const currencyConversionDto = z.object({
  from: z.string(),
  to: z.string(),
  amount: z.number(),
  rate: z.number(),
  /** rounded to cents */
  converted_amount: z.number(),
});
export type CurrencyConversionDto = z.infer<typeof currencyConversionDto>;

/** 'Kurları Güncelle': every currency afterwards, and which codes the central bank's file set. */
export const currencyRatesUpdateDto = z.object({
  currencies: currencyListDto,
  /** codes whose rates were set from the file (and TRY, which is always 1) */
  updated: z.array(z.string()),
  /** codes the file does not list: left as they were */
  unchanged: z.array(z.string()),
});
export type CurrencyRatesUpdateDto = z.infer<typeof currencyRatesUpdateDto>;
