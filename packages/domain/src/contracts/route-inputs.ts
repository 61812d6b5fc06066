import { z } from 'zod';
import { DISCOUNT_MAX, DISCOUNT_MIN } from '../limits.js';
import { DRIVE_MINUTES_MAX } from '../operations/conflicts.js';
import { discountError } from '../setting-rules.js';
import { formFlag, formNumber, optionalFormInt, optionalText, requiredText } from './form-values.js';
import { MAX_PRICE, hasAtMostTwoDecimals } from './price-input.js';

/** Request contracts of the back-office routes screen and the round-trip discount (back-office §5). Every message is a catalogue key. */

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
          vehicle_type: z
            .string('validation.vehicle_type_unknown')
            .trim()
            .min(1, 'validation.vehicle_type_unknown')
            .max(50),
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
        ctx.addIssue({
          code: 'custom',
          path: ['vehicle_prices'],
          message: 'validation.vehicle_prices_required',
        });
      }
      for (const p of priced) {
        const price = p.price_euro as number;
        const path = [`price_${p.vehicle_type}`];
        if (!(price > 0)) ctx.addIssue({ code: 'custom', path, message: 'validation.price_positive' });
        else if (price > MAX_PRICE)
          ctx.addIssue({ code: 'custom', path, message: 'validation.number_invalid' });
        else if (!hasAtMostTwoDecimals(price))
          ctx.addIssue({ code: 'custom', path, message: 'validation.price_decimals' });
      }
    },
    { when: () => true },
  )
  // What is stored: the entered prices only; a type left blank has no price.
  .transform((v) => ({
    ...v,
    vehicle_prices: v.vehicle_prices.flatMap((p) =>
      p.price_euro === null ? [] : [{ vehicle_type: p.vehicle_type, price_euro: p.price_euro }],
    ),
  }));
export type RouteInput = z.infer<typeof routeInput>;

export const roundTripDiscountInput = z.object({
  value: formNumber('validation.discount_out_of_range')
    .pipe(
      z
        .number()
        .min(DISCOUNT_MIN, 'validation.discount_out_of_range')
        .max(DISCOUNT_MAX, 'validation.discount_out_of_range'),
    )
    // The range is the pipe's own rule above; this adds only the 0.1 step.
    .superRefine((n, ctx) => {
      if (discountError(n) === 'validation.discount_step')
        ctx.addIssue({ code: 'custom', message: 'validation.discount_step' });
    }),
});
