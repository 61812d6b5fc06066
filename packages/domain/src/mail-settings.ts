/**
 * Site settings the mails and the manage-booking view depend on, checked on every write path of a
 * setting (create, update, partial update) so a typo cannot silence operator mail or cancellation.
 */
export const OPERATOR_EMAIL_SETTING_KEY = 'operator_email';
export const SELF_CANCEL_CUTOFF_SETTING_KEY = 'self_cancel_cutoff_hours';
/** Settings that only the server reads: never sent to the public site with the other settings. */
export const PRIVATE_SETTING_KEYS: readonly string[] = [OPERATOR_EMAIL_SETTING_KEY];
/** the longest cut-off a setting may hold: 30 days */
export const MAX_SELF_CANCEL_CUTOFF_HOURS = 720;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` is a whole number of hours from 0 to 720. */
export const isValidSelfCancelCutoff = (value: string): boolean =>
  /^\d{1,3}$/.test(value.trim()) && Number(value) <= MAX_SELF_CANCEL_CUTOFF_HOURS;

/** The message key for a mail-related setting whose value is wrong, or undefined when it is fine (or another key). */
export function mailSettingError(key: string, value: string): string | undefined {
  if (
    key === OPERATOR_EMAIL_SETTING_KEY &&
    value.trim() !== '' &&
    (!EMAIL.test(value.trim()) || value.length > 254)
  ) {
    return 'validation.operator_email_invalid';
  }
  if (key === SELF_CANCEL_CUTOFF_SETTING_KEY && !isValidSelfCancelCutoff(value))
    return 'validation.self_cancel_cutoff_invalid';
  return undefined;
}
