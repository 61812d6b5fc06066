import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/app-error.js';

/**
 * The commonest leaked passwords (the 30 000 of zxcvbn-ts' common list, a kept library rather than
 * a hand-made list), built into a set on first use so that servers that never set a password do
 * not pay for it. Checked on the server only: the list is too large for the back office's bundle.
 */
let common: Set<string> | null = null;

/**
 * Whether a password is one of the commonest, ignoring letter case and, for a long password made
 * of a common one repeated or followed by digits ('password1234'), that tail: such passwords fall
 * to the first guesses of any attacker.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const withoutDigits = lower.replace(/[\d\W_]+$/u, '');
  if (withoutDigits.length > 0 && withoutDigits !== lower && common.has(withoutDigits)) return true;
  // the same short unit over and over: 'abcabcabcabc', '123412341234'
  return /^(.{1,4})\1+$/u.test(lower);
}

/** The 422 on `field` when a new staff password is one of the commonest. */
export function assertNotCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new AppError(422, 'error.validation', { [field]: ['validation.password_common'] });
}
