import { isValidEmail } from './contact.js';
import { DISCOUNT_MAX, DISCOUNT_MIN } from './limits.js';
import { mailSettingError } from './mail-settings.js';
import { dispatchSettingError } from './operations/dispatch.js';

/** The round-trip discount is set in steps of 0.1 percentage points (its dialog's step). */
export const DISCOUNT_STEP = 0.1;

/**
 * Whether a discount is a number from 0 to 100 in steps of 0.1. The same rule holds on every path
 * that writes it: the discount dialog and the generic site-settings screen.
 */
export function discountError(value: number): 'validation.discount_out_of_range' | 'validation.discount_step' | undefined {
  if (!Number.isFinite(value) || value < DISCOUNT_MIN || value > DISCOUNT_MAX) return 'validation.discount_out_of_range';
  if (Math.abs(Math.round(value * 10) - value * 10) > 1e-6) return 'validation.discount_step';
  return undefined;
}

/**
 * A site setting whose value has a rule of its own, by key: the rules of the modules that own a
 * setting (dispatch overlap window; operator address and self-cancel cut-off), the round-trip
 * discount (a number, above) and e-mail addresses (`contact_email`, any `*_email`; blank allowed,
 * it hides the line).
 * The site-settings screen stores every value as text, so without this it could write '150' or
 * 'abc' into the discount (read as 0 %) or a broken address into the footer.
 */
export function settingRuleError(key: string, value: string): string | undefined {
  const owned = dispatchSettingError(key, value) ?? mailSettingError(key, value);
  if (owned) return owned;
  const v = value.trim();
  if (key === 'round_trip_discount') {
    if (!/^-?\d+(\.\d+)?$/.test(v)) return 'validation.discount_out_of_range';
    return discountError(Number(v));
  }
  if ((key === 'email' || key.endsWith('_email')) && v !== '' && !isValidEmail(v)) return 'validation.email_invalid';
  return undefined;
}
