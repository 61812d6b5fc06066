import { z } from 'zod';
import {
  CURRENCY_CODE_MAX,
  CURRENCY_SYMBOL_MAX,
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  DISPLAY_ORDER_MIN,
  MAX_RECORD_ID,
  VEHICLE_CAPACITY_MAX,
  VEHICLE_CAPACITY_MIN,
} from '../limits.js';
import { isIconText } from '../icon-text.js';
import { DRIVE_MINUTES_MAX } from '../operations/conflicts.js';
import { settingLinkError } from '../links.js';
import { discountError, settingRuleError } from '../setting-rules.js';
import {
  formFlag,
  formInt,
  formNumber,
  nullableText,
  optionalFormInt,
  optionalFormNumber,
  optionalText,
  requiredText,
  textList,
} from './form-values.js';
import { translationsInput } from '../translations.js';
import { SETTING_GROUPS, SETTING_TYPES, type SettingType } from './site-settings.js';

/**
 * Request contracts of the back-office content screens (back-office §3, §5), shared by each form and
 * the endpoint it posts to. Every message is a catalogue key.
 */

const MAX_PRICE = 1_000_000;

/** Money is kept in cents: a price with a third decimal (12.345) is a typing error, not a price. */
export function hasAtMostTwoDecimals(n: number): boolean {
  return Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
}

/** Cents at most: a third decimal is refused on every price field. */
const cents = (n: number | null) => n === null || hasAtMostTwoDecimals(n);

// Routes ---------------------------------------------------------------------------------------

/**
 * A route price: blank means 'no price for this vehicle type' (the public site then says 'Fiyat
 * için iletişime geçin'), so a route priced for some types only can be saved again. A non-number
 * counts as 0 (back-office §5), which the rules below then refuse.
 */
const routePrice = z.preprocess((v) => {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
  const n = typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}, z.number().nullable());

/**
 * A route point's names in the other languages; blank removes a name. Only these four keys: a
 * misspelt language ('fr', 'EN') is refused rather than silently dropped.
 */
export const pointNamesInput = z.strictObject(
  {
    en: optionalText(200),
    de: optionalText(200),
    ru: optionalText(200),
    pl: optionalText(200),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.language_unknown' : undefined) },
);
export type PointNamesInput = z.infer<typeof pointNamesInput>;

export const routeInput = z
  .object({
    from_location: requiredText('validation.from_location_required'),
    to_location: requiredText('validation.to_location_required'),
    /** the starting point's names in en, de, ru, pl; left out keeps them as they are */
    from_names: pointNamesInput.optional(),
    /** the destination's names in en, de, ru, pl; left out keeps them as they are */
    to_names: pointNamesInput.optional(),
    is_active: formFlag.default(true),
    /** minutes a drive on this route takes (decision 032); blank: unknown, the board uses its fallback */
    drive_minutes: optionalFormInt('validation.drive_minutes_invalid', 1, DRIVE_MINUTES_MAX),
    /** create mode only: also create the opposite direction with the same prices */
    create_reverse_route: formFlag.default(false),
    vehicle_prices: z
      .array(
        z.object({
          vehicle_type: z.string('validation.vehicle_type_unknown').trim().min(1, 'validation.vehicle_type_unknown').max(50),
          price_euro: routePrice,
        }),
        'validation.vehicle_prices_required',
      )
      .max(50),
  })
  // Errors are named price_{key} (one per vehicle type input), and shown together with the others.
  .superRefine(
    (v, ctx) => {
      if (!Array.isArray(v.vehicle_prices)) return;
      const priced = v.vehicle_prices.filter((p) => p && typeof p.price_euro === 'number');
      // At least one type must have a price, or the route could never be booked.
      if (priced.length === 0 && v.vehicle_prices.every((p) => p?.price_euro === null)) {
        ctx.addIssue({ code: 'custom', path: ['vehicle_prices'], message: 'validation.vehicle_prices_required' });
      }
      for (const p of priced) {
        const price = p.price_euro as number;
        const path = [`price_${p.vehicle_type}`];
        if (!(price > 0)) ctx.addIssue({ code: 'custom', path, message: 'validation.price_positive' });
        else if (price > MAX_PRICE) ctx.addIssue({ code: 'custom', path, message: 'validation.number_invalid' });
        else if (!hasAtMostTwoDecimals(price)) ctx.addIssue({ code: 'custom', path, message: 'validation.price_decimals' });
      }
    },
    { when: () => true },
  )
  // What is stored: the entered prices only; a type left blank has no price.
  .transform((v) => ({
    ...v,
    vehicle_prices: v.vehicle_prices.flatMap((p) => (p.price_euro === null ? [] : [{ vehicle_type: p.vehicle_type, price_euro: p.price_euro }])),
  }));
export type RouteInput = z.infer<typeof routeInput>;

export const roundTripDiscountInput = z.object({
  value: formNumber('validation.discount_out_of_range')
    .pipe(z.number().min(DISCOUNT_MIN, 'validation.discount_out_of_range').max(DISCOUNT_MAX, 'validation.discount_out_of_range'))
    // The range is the pipe's own rule above; this adds only the 0.1 step.
    .superRefine((n, ctx) => {
      if (discountError(n) === 'validation.discount_step') ctx.addIssue({ code: 'custom', message: 'validation.discount_step' });
    }),
});

// Vehicle types, vehicles --------------------------------------------------------------------------

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
  sort_order: formInt('validation.sort_order_min').pipe(z.number().min(DISPLAY_ORDER_MIN, 'validation.sort_order_min').max(100_000)),
  /** the other languages' texts (decision 014); left out on an update: kept as they are */
  translations: translationsInput('vehicleType').optional(),
});
export type VehicleTypeInput = z.infer<typeof vehicleTypeInput>;

export const vehicleInput = z.object({
  name: requiredText('validation.name_required', 100),
  vehicle_type_id: formInt('validation.vehicle_type_required').pipe(
    z.number().min(1, 'validation.vehicle_type_required').max(MAX_RECORD_ID, 'validation.vehicle_type_required'),
  ),
  capacity: formInt('validation.capacity_out_of_range').pipe(
    z.number().min(VEHICLE_CAPACITY_MIN, 'validation.capacity_out_of_range').max(VEHICLE_CAPACITY_MAX, 'validation.capacity_out_of_range'),
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
    z.number().min(0, 'validation.price_min_zero').max(MAX_PRICE, 'validation.number_invalid').refine(cents, 'validation.price_decimals'),
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
const rate = formNumber('validation.rate_positive').pipe(z.number().gt(0, 'validation.rate_positive').max(1e9));

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

// Tours ------------------------------------------------------------------------------------------

export const tourInput = z.object({
  title: requiredText('validation.title_required', 200),
  description: requiredText('validation.description_required', 10_000),
  price: formNumber('validation.price_min_zero').pipe(
    z.number().min(0, 'validation.price_min_zero').max(MAX_PRICE).refine(cents, 'validation.price_decimals'),
  ),
  children_price: optionalFormNumber('validation.price_min_zero').pipe(
    z.number().min(0, 'validation.price_min_zero').max(MAX_PRICE).nullable().refine(cents, 'validation.price_decimals'),
  ),
  currency: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'EUR' : typeof v === 'string' ? v.trim().toUpperCase() : v),
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

// About ------------------------------------------------------------------------------------------

export const aboutInput = z.object({
  title: requiredText('validation.title_required', 200),
  /** HTML; sanitised by the server before it is stored */
  description: requiredText('validation.description_required', 20_000),
  main_description: nullableText(),
  sub_description: nullableText(),
  quote: nullableText(1000),
  features: textList(30, 300).default([]),
  is_active: formFlag.default(true),
  /** the other languages' texts (decision 014); left out on an update: kept as they are */
  translations: translationsInput('about').optional(),
});
export type AboutInput = z.infer<typeof aboutInput>;

// Site settings ----------------------------------------------------------------------------------

export const SETTING_KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*$/;

/** Whether a setting value is acceptable for its type (JSON parses; booleans are 'true'/'false'). */
export function settingValueError(type: SettingType, value: string): string | undefined {
  if (type === 'json') {
    try {
      JSON.parse(value);
    } catch {
      return 'validation.json_invalid';
    }
  }
  if (type === 'boolean' && value !== 'true' && value !== 'false') return 'validation.boolean_invalid';
  return undefined;
}

export const siteSettingInput = z
  .object({
    key: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z
        .string('validation.key_required')
        .min(1, 'validation.key_required')
        .max(100, 'validation.text_too_long')
        .regex(SETTING_KEY_PATTERN, 'validation.key_invalid'),
    ),
    value: z.preprocess((v) => (v === undefined || v === null ? '' : typeof v === 'boolean' ? String(v) : v), z.string().max(20_000, 'validation.value_too_long')),
    type: z.enum(SETTING_TYPES, 'validation.setting_type_invalid'),
    group: z.enum(SETTING_GROUPS, 'validation.setting_group_invalid'),
    description: requiredText('validation.description_required', 500),
    is_active: formFlag.default(true),
    /** the other languages' texts (decision 014); left out on an update: kept as they are */
    translations: translationsInput('setting').optional(),
  })
  .superRefine(
    (v, ctx) => {
      if (typeof v.value !== 'string' || !(SETTING_TYPES as readonly string[]).includes(v.type)) return;
      // A link setting's value becomes an href on every public page: only safe schemes (decision 011).
      const err =
        settingValueError(v.type, v.value) ??
        (typeof v.key === 'string' ? (settingLinkError(v.key, v.type, v.value) ?? settingRuleError(v.key, v.value)) : undefined);
      if (err) ctx.addIssue({ code: 'custom', path: ['value'], message: err });
    },
    { when: () => true },
  );
export type SiteSettingInput = z.infer<typeof siteSettingInput>;

/**
 * POST /site-settings/upload-image: the setting an uploaded image is stored for (created as an
 * image setting in `group`, branding by default, when the key is new). The file is the `image` part.
 */
export const siteSettingImageInput = z.object({
  key: siteSettingInput.shape.key,
  group: z.enum(SETTING_GROUPS, 'validation.setting_group_invalid').optional(),
  description: z.string().trim().max(500).optional(),
});
export type SiteSettingImageInput = z.infer<typeof siteSettingImageInput>;

// Heroes, gallery --------------------------------------------------------------------------------

const displayOrder = formInt('validation.order_min').pipe(z.number().min(DISPLAY_ORDER_MIN, 'validation.order_min').max(100_000));

export const heroInput = z.object({
  title: requiredText('validation.title_required', 200),
  subtitle: requiredText('validation.subtitle_required', 300),
  description: requiredText('validation.description_required', 2000),
  /** defaults to the list length + 1 on create */
  order: displayOrder.optional(),
  is_active: formFlag.default(true),
  /** the other languages' texts (decision 014); left out on an update: kept as they are */
  translations: translationsInput('hero').optional(),
});
export type HeroInput = z.infer<typeof heroInput>;

export const galleryItemInput = z.object({
  title: requiredText('validation.title_required', 200),
  description: nullableText(2000),
  type: z.enum(['image', 'video'], 'validation.gallery_type_invalid'),
  order: displayOrder.optional(),
  is_active: formFlag.default(true),
  /** the other languages' texts (decision 014); left out on an update: kept as they are */
  translations: translationsInput('gallery').optional(),
});
export type GalleryItemInput = z.infer<typeof galleryItemInput>;
