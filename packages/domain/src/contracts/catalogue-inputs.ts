import { z } from 'zod';
import {
  CURRENCY_CODE_MAX,
  CURRENCY_SYMBOL_MAX,
  DISPLAY_ORDER_MIN,
  MAX_RECORD_ID,
  VEHICLE_CAPACITY_MAX,
  VEHICLE_CAPACITY_MIN,
} from '../limits.js';
import { isIconText } from '../icon-text.js';
import {
  formFlag,
  formInt,
  formNumber,
  optionalFormInt,
  optionalText,
  requiredText,
  textList,
} from './form-values.js';
import { translationsInput } from '../translations.js';
import { MAX_PRICE, cents } from './price-input.js';

/** Request contracts of the back-office vehicle types, vehicles, extra services and currencies screens (back-office §3, §5). Every message is a catalogue key. */

export const VEHICLE_TYPE_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

export const vehicleTypeInput = z.object({
  name: requiredText('validation.name_required', 100),
  key: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .string('validation.key_required')
      .min(1, 'validation.key_required')
      .max(50, 'validation.text_too_long')
      .regex(VEHICLE_TYPE_KEY_PATTERN, 'validation.key_invalid'),
  ),
  description: optionalText(1000),
  is_active: formFlag.default(true),
  sort_order: formInt('validation.sort_order_min').pipe(
    z.number().min(DISPLAY_ORDER_MIN, 'validation.sort_order_min').max(100_000),
  ),
  /** the other languages' texts (decision 014); left out on an update: kept as they are */
  translations: translationsInput('vehicleType').optional(),
});
export type VehicleTypeInput = z.infer<typeof vehicleTypeInput>;

export const vehicleInput = z.object({
  name: requiredText('validation.name_required', 100),
  vehicle_type_id: formInt('validation.vehicle_type_required').pipe(
    z
      .number()
      .min(1, 'validation.vehicle_type_required')
      .max(MAX_RECORD_ID, 'validation.vehicle_type_required'),
  ),
  capacity: formInt('validation.capacity_out_of_range').pipe(
    z
      .number()
      .min(VEHICLE_CAPACITY_MIN, 'validation.capacity_out_of_range')
      .max(VEHICLE_CAPACITY_MAX, 'validation.capacity_out_of_range'),
  ),
  is_active: formFlag.default(true),
  /** pieces of luggage (large, medium, small) the boot takes; blank: not known, never flagged */
  luggage_capacity: optionalFormInt('validation.luggage_capacity_invalid', 0, 99),
  /** a JSON array text in the multipart form; empty entries dropped */
  features: textList(30, 120).default([]),
  /** the other languages' texts (decision 014); left out on an update: kept as they are */
  translations: translationsInput('vehicle').optional(),
});
export type VehicleInput = z.infer<typeof vehicleInput>;

// Extra services ---------------------------------------------------------------------------------

export const extraServiceInput = z.object({
  name: requiredText('validation.name_required', 100),
  description: optionalText(1000),
  price_euro: formNumber('validation.price_min_zero').pipe(
    z
      .number()
      .min(0, 'validation.price_min_zero')
      .max(MAX_PRICE, 'validation.number_invalid')
      .refine(cents, 'validation.price_decimals'),
  ),
  /** one emoji or short symbol (or none): the booking page shows it at icon size */
  icon: optionalText(16).refine(isIconText, 'validation.icon_invalid'),
  is_active: formFlag.default(true),
  /** the other languages' texts (decision 014); left out on an update: kept as they are */
  translations: translationsInput('extraService').optional(),
});
export type ExtraServiceInput = z.infer<typeof extraServiceInput>;

// Currencies -------------------------------------------------------------------------------------

/** A rate of 0 would make every price in the currency 0 or a division by zero: above 0 only. */
const rate = formNumber('validation.rate_positive').pipe(
  z.number().gt(0, 'validation.rate_positive').max(1e9),
);

export const currencyInput = z.object({
  code: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string('validation.currency_code_required')
      .min(1, 'validation.currency_code_required')
      .max(CURRENCY_CODE_MAX, 'validation.currency_code_too_long')
      .regex(/^[A-Z]+$/, 'validation.currency_code_letters')
      // ISO 4217 codes have exactly 3 letters: 'EU' would be stored and fail every conversion.
      .min(CURRENCY_CODE_MAX, 'validation.currency_code_length'),
  ),
  name: requiredText('validation.currency_name_required', 100),
  symbol: requiredText('validation.currency_symbol_required', 20).pipe(
    z.string().max(CURRENCY_SYMBOL_MAX, 'validation.currency_symbol_too_long'),
  ),
  rate_to_try: rate,
  rate_from_try: rate,
  is_active: formFlag.default(true),
});
export type CurrencyInput = z.infer<typeof currencyInput>;
