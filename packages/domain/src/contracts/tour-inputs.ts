import { z } from 'zod';
import { MAX_RECORD_ID } from '../limits.js';
import {
  formFlag,
  formNumber,
  optionalFormNumber,
  optionalText,
  requiredText,
  textList,
} from './form-values.js';
import { translationsInput } from '../translations.js';
import { MAX_PRICE, cents } from './price-input.js';

/** Request contracts of the back-office tours screen (back-office §3): a tour, the list's query and bulk delete. Every message is a catalogue key. */

export const tourInput = z.object({
  title: requiredText('validation.title_required', 200),
  description: requiredText('validation.description_required', 10_000),
  price: formNumber('validation.price_min_zero').pipe(
    z.number().min(0, 'validation.price_min_zero').max(MAX_PRICE).refine(cents, 'validation.price_decimals'),
  ),
  children_price: optionalFormNumber('validation.price_min_zero').pipe(
    z
      .number()
      .min(0, 'validation.price_min_zero')
      .max(MAX_PRICE)
      .nullable()
      .refine(cents, 'validation.price_decimals'),
  ),
  currency: z.preprocess(
    (v) =>
      v === undefined || v === null || v === '' ? 'EUR' : typeof v === 'string' ? v.trim().toUpperCase() : v,
    z.string().regex(/^[A-Z]{3}$/, 'validation.currency_invalid'),
  ),
  duration: requiredText('validation.duration_required', 100),
  location: requiredText('validation.location_required', 200),
  category: optionalText(100),
  is_active: formFlag.default(true),
  features: textList().default([]),
  inclusions: textList().default([]),
  exclusions: textList().default([]),
  /** the other languages' texts (decision 014); left out on an update: kept as they are */
  translations: translationsInput('tour').optional(),
});
export type TourInput = z.infer<typeof tourInput>;

export const tourListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(200).optional(),
  status: z.enum(['active', 'inactive', '']).optional(),
});

export const bulkDeleteInput = z.object({
  ids: z
    .array(z.coerce.number().int().positive().max(MAX_RECORD_ID), 'validation.ids_required')
    .min(1, 'validation.ids_required')
    .max(500),
});
