import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/core';
import { boundedMemo } from './bounded-memo.js';
import { DEFAULT_COUNTRY_CODE } from './contact.js';
import { PHONE_EXAMPLES, PHONE_METADATA, WORLD_CALLING_CODES } from './phone-metadata.js';

/**
 * Phone numbers (decision 026). A number is judged by the country it is dialled in: for the
 * dialling codes the booking page offers, by libphonenumber's complete metadata of that country
 * (Poland's 9 digits, Denmark's 8, Turkey's 10, the right leading digits); for any other code, by
 * the spec's floor (an optional '+' and at least {@link PHONE_FLOOR_DIGITS} digits). It is stored
 * in E.164 ('+48601234567') and shown in the international format ('+48 601 234 567').
 */

/** The spec's minimum (§5: 'at least 10 digits'), the rule for codes the metadata does not hold. */
export const PHONE_FLOOR_DIGITS = 10;

/** E.164's longest number: 15 digits, the country code included. */
const E164_MAX_DIGITS = 15;

/**
 * What a typed number may hold: an optional leading '+', digits and the separators people write
 * between them (the spec's spaces, dashes and parentheses, plus '.' and '/': '06.12.34.56.78',
 * '0170/1234567').
 */
const PHONE_CHARACTERS = /^\+?[\d\s\-()./]+$/;
const SEPARATORS = /[\s\-()./]/g;

export type PhoneProblem = 'validation.phone_invalid' | 'validation.country_code_required';

export type PhoneCheck =
  | {
      ok: true;
      /** '+48601234567' */
      e164: string;
      /** the number's own dialling code, '+48' (a number typed with '+' brings its own) */
      countryCode: string;
    }
  | { ok: false; problem: PhoneProblem };

const knownByMetadata = (callingCode: string): boolean =>
  Object.prototype.hasOwnProperty.call(PHONE_METADATA.country_calling_codes, callingCode);

/** The calling code a string of digits starts with (codes are prefix-free: one at most matches). */
function callingCodeOf(digits: string): string | null {
  for (const length of [1, 2, 3]) {
    const code = digits.slice(0, length);
    if (WORLD_CALLING_CODES.includes(code)) return code;
  }
  return null;
}

function parsed(text: string, callingCode?: string): PhoneNumber | undefined {
  try {
    return callingCode
      ? parsePhoneNumberFromString(text, { defaultCallingCode: callingCode }, PHONE_METADATA)
      : parsePhoneNumberFromString(text, PHONE_METADATA);
  } catch {
    return undefined;
  }
}

/**
 * Checks a phone number as typed beside a chosen dialling code ('+48', '601 234 567'), or typed
 * whole ('+48 601 234 567', '0048 601 234 567': then the chosen code does not matter).
 * A trunk prefix is dropped where the country dials without it ('0532…' in Turkey, '8 912…' in
 * Russia) and kept where it belongs to the number (Italy's '06…').
 */
export function checkPhone(phone: string, countryCode?: string | null): PhoneCheck {
  return checkPhoneKept(phone, countryCode ?? '');
}

/** A booking's number is checked several times (contract, E.164, answer, e-mails): parsed once. */
const checkPhoneKept = boundedMemo((phone: string, countryCode: string): PhoneCheck => Object.freeze(checkPhoneAnew(phone, countryCode)));

function checkPhoneAnew(phone: string, countryCode: string): PhoneCheck {
  const invalid = { ok: false, problem: 'validation.phone_invalid' } as const;
  const typed = phone.trim();
  if (!PHONE_CHARACTERS.test(typed)) return invalid;
  const compact = typed.replace(SEPARATORS, '');
  const international = compact.startsWith('+') || compact.startsWith('00');
  const digits = compact.replace(/^\+|^00/, '');
  if (!/^\d+$/.test(digits)) return invalid;

  let callingCode: string | null;
  let national: string;
  if (international) {
    callingCode = callingCodeOf(digits);
    if (!callingCode) return invalid;
    national = digits.slice(callingCode.length);
  } else {
    const chosen = countryCode.trim();
    if (chosen === '') return { ok: false, problem: 'validation.country_code_required' };
    if (!/^\+\d{1,4}$/.test(chosen)) return invalid;
    callingCode = chosen.slice(1);
    national = digits;
  }

  if (knownByMetadata(callingCode)) {
    const number = international ? parsed(`+${digits}`) : parsed(digits, callingCode);
    if (!number?.isValid() || number.countryCallingCode !== callingCode) return invalid;
    return { ok: true, e164: number.number, countryCode: `+${callingCode}` };
  }
  // A code the metadata does not hold: the spec's floor, counted in the digits typed.
  const typedDigits = typed.replace(/\D/g, '').length;
  const e164Digits = callingCode.length + national.length;
  if (typedDigits < PHONE_FLOOR_DIGITS || e164Digits > E164_MAX_DIGITS || national.length === 0)
    return invalid;
  return { ok: true, e164: `+${callingCode}${national}`, countryCode: `+${callingCode}` };
}

/** Whether a number is valid with that dialling code (the operator's +90 unless one is given). */
export function isValidPhone(phone: string, countryCode: string | null = DEFAULT_COUNTRY_CODE): boolean {
  return checkPhone(phone, countryCode).ok;
}

/** The E.164 form of a valid number, else null. */
export function phoneToE164(phone: string, countryCode: string | null = DEFAULT_COUNTRY_CODE): string | null {
  const check = checkPhone(phone, countryCode);
  return check.ok ? check.e164 : null;
}

/** The dialling code of a number in E.164 ('+48601234567' → '+48'); '' when it starts with none. */
export function phoneCountryCode(e164: string): string {
  const digits = /^\+\d+$/.test(e164.trim()) ? e164.trim().slice(1) : '';
  const code = callingCodeOf(digits);
  return code ? `+${code}` : '';
}

/**
 * A stored number as people read it, in the international format: '+48601234567' →
 * '+48 601 234 567'. Rows written before numbers were stored in E.164 (decision 026) may hold the
 * code and the number as typed ('+90 532 123 45 67') or the number without its code (the code in
 * `countryCode`): each comes out with its code once. What does not parse is shown as stored, with
 * the code in front when it has none.
 */
export function formatPhone(stored: string, countryCode?: string | null): string {
  return formatPhoneKept(stored, countryCode ?? '');
}

/** A number is formatted for its answer, each e-mail and each document: parsed once. */
const formatPhoneKept = boundedMemo(formatPhoneAnew);

function formatPhoneAnew(stored: string, countryCode: string): string {
  const text = stored.trim();
  if (text === '') return '';
  const withCode = text.startsWith('+') || !countryCode.trim() ? text : `${countryCode.trim()} ${text}`;
  const check = checkPhone(withCode, countryCode);
  const e164 = check.ok ? check.e164 : /^\+\d+$/.test(withCode) ? withCode : null;
  if (!e164) return withCode;
  const digits = e164.slice(1);
  const callingCode = callingCodeOf(digits);
  if (callingCode && knownByMetadata(callingCode)) {
    const number = parsed(e164);
    if (number) return number.formatInternational();
  }
  return callingCode ? `+${callingCode} ${digits.slice(callingCode.length)}` : e164;
}

/**
 * The phone field's text once a valid number is typed: the national part grouped as the country
 * writes it after its code ('601234567' → '601 234 567'; Turkey's '05321234567' → '532 123 45 67'),
 * or the whole international format when the number was typed with its code. Anything not valid
 * comes back as typed.
 */
export function formatPhoneInput(phone: string, countryCode: string | null): string {
  const check = checkPhone(phone, countryCode);
  if (!check.ok) return phone;
  const shown = formatPhone(check.e164);
  const typedWithCode = /^\s*(\+|00)/.test(phone);
  return typedWithCode || !shown.startsWith(`${check.countryCode} `)
    ? shown
    : shown.slice(check.countryCode.length + 1);
}

/**
 * An example mobile number of the code's country, grouped as it is written after the code; with no
 * code, a whole international number (a British mobile). The forms read these from the table in
 * `phone-placeholders.ts`, which the tests hold equal to this.
 */
export function examplePhoneNumber(countryCode: string | null | undefined): string {
  const code = (countryCode ?? '').trim().slice(1);
  if (code === '') return formatPhone(`+44${PHONE_EXAMPLES.GB ?? ''}`);
  const region = knownByMetadata(code) ? PHONE_METADATA.country_calling_codes[code]?.[0] : undefined;
  const example = region ? PHONE_EXAMPLES[region] : undefined;
  if (!example) return '';
  return formatPhoneInput(example, `+${code}`);
}
