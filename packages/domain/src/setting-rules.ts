import { isValidEmail } from './contact.js';
import { isPickupTooSoon } from './dates.js';
import { DISCOUNT_MAX, DISCOUNT_MIN } from './limits.js';
import { mailSettingError } from './mail-settings.js';
import { tripMailSettingError } from './trip-mails.js';
import { dispatchSettingError } from './operations/dispatch.js';
import { notSetOffSettingError } from './operations/not-set-off.js';

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
  const owned =
    dispatchSettingError(key, value) ??
    notSetOffSettingError(key, value) ??
    mailSettingError(key, value) ??
    tripMailSettingError(key, value) ??
    wholeNumberSettingError(key, value);
  if (owned) return owned;
  const v = value.trim();
  if (key === 'round_trip_discount') {
    if (!/^-?\d+(\.\d+)?$/.test(v)) return 'validation.discount_out_of_range';
    return discountError(Number(v));
  }
  if ((key === 'email' || key.endsWith('_email')) && v !== '' && !isValidEmail(v)) return 'validation.email_invalid';
  return undefined;
}

/**
 * Site settings that carry a rule (a whole number within a range). The rule is kept on every path
 * that writes the setting, and readers fall back to the default when a row is missing or unreadable.
 */

/** Hours between booking and pickup the operator needs; 0 only refuses times already past. */
export const BOOKING_MIN_NOTICE_HOURS_KEY = 'booking_min_notice_hours';
/** Months after a trip after which its personal data is erased (KVKK retention). */
export const DATA_RETENTION_MONTHS_KEY = 'data_retention_months';

interface WholeNumberRule {
  min: number;
  max: number;
  fallback: number;
}

const RULES: Readonly<Record<string, WholeNumberRule>> = {
  [BOOKING_MIN_NOTICE_HOURS_KEY]: { min: 0, max: 168, fallback: 0 },
  [DATA_RETENTION_MONTHS_KEY]: { min: 1, max: 120, fallback: 24 },
};

/** The message key for a value a whole-number setting's rule refuses, or undefined (also for keys without such a rule). */
export function wholeNumberSettingError(key: string, value: string): string | undefined {
  const rule = RULES[key];
  if (!rule) return undefined;
  const text = value.trim();
  if (!/^\d+$/.test(text)) return 'validation.setting_whole_number';
  const n = Number(text);
  return n >= rule.min && n <= rule.max ? undefined : 'validation.setting_whole_number';
}

/** A rule-carrying setting's value as a number: its default when unset or not within the rule. */
export function wholeNumberSetting(key: string, value: string | null | undefined): number {
  const rule = RULES[key];
  if (!rule) throw new Error(`no rule for setting ${key}`);
  if (value === null || value === undefined || wholeNumberSettingError(key, value)) return rule.fallback;
  return Number(value.trim());
}

/** The operator's minimum notice in hours from public settings (0 when unset or not within its rule). */
export const minNoticeHoursOf = (settings: Readonly<Record<string, string | undefined>> | undefined): number =>
  wholeNumberSetting(BOOKING_MIN_NOTICE_HOURS_KEY, settings?.[BOOKING_MIN_NOTICE_HOURS_KEY]);

export type PickupTimeProblem = 'validation.pickup_time_past' | 'validation.pickup_too_soon';

/**
 * What is wrong with a pickup on `dateYmd` at `timeHm` (Istanbul) booked at `now`, with the
 * operator's minimum notice of `noticeHours`: a time already past, or one closer than the notice;
 * undefined when it can be booked (and for incomplete input, which other rules refuse). The one
 * rule for the server (which refuses the booking with it) and every form where a pickup time is
 * chosen (the quick form, the booking page's steps), so the visitor hears it where they pick the time.
 */
export function pickupTimeProblem(dateYmd: string, timeHm: string, now: Date, noticeHours: number): PickupTimeProblem | undefined {
  if (isPickupTooSoon(dateYmd, timeHm, now)) return 'validation.pickup_time_past';
  if (noticeHours > 0 && isPickupTooSoon(dateYmd, timeHm, now, noticeHours)) return 'validation.pickup_too_soon';
  return undefined;
}
