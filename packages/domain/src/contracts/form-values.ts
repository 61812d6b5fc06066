import { z } from 'zod';
import { foldForSearch } from '../search-fold.js';

/**
 * Building blocks for back-office inputs that arrive either as JSON or as multipart text fields
 * ('1'/'0', '12.50', '') and that the web forms also feed with raw input strings. Messages are
 * catalogue keys, translated by the server's error handler or by the form.
 */

const asText = (v: unknown): unknown => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v);

/** A required, trimmed text. */
export const requiredText = (messageKey: string, max = 200) =>
  z.preprocess(asText, z.string(messageKey).trim().min(1, messageKey).max(max, 'validation.text_too_long'));

/** An optional, trimmed text; blank is ''. */
export const optionalText = (max = 2000) =>
  z.preprocess(asText, z.string().trim().max(max, 'validation.text_too_long'));

/** An optional text that is stored as null when blank ("sent only if not blank"). */
export const nullableText = (max = 5000) =>
  z.preprocess(
    (v) => {
      const t = asText(v);
      return typeof t === 'string' && t.trim() === '' ? null : t;
    },
    z.string().trim().max(max, 'validation.text_too_long').nullable(),
  );

/** A checkbox: true/false, 1/0, '1'/'0', 'true'/'false', 'on'/'off'. */
export const formFlag = z.preprocess((v) => {
  if (v === true || v === 1 || v === '1' || v === 'true' || v === 'on') return true;
  if (v === false || v === 0 || v === '0' || v === 'false' || v === 'off') return false;
  return v;
}, z.boolean('validation.required'));

const toNumber = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  const t = v.trim().replace(',', '.');
  return t === '' ? undefined : Number(t);
};

/** A number typed into a form ('12,5' and '12.5' both read as 12.5). */
export const formNumber = (messageKey = 'validation.number_invalid') =>
  z.preprocess(toNumber, z.number(messageKey).finite(messageKey));

/** An optional number; blank is null. */
export const optionalFormNumber = (messageKey = 'validation.number_invalid') =>
  z.preprocess((v) => {
    const n = toNumber(v);
    return n === undefined || n === null ? null : n;
  }, z.number(messageKey).finite(messageKey).nullable());

/** A whole number typed into a form. */
export const formInt = (messageKey = 'validation.number_invalid') =>
  z.preprocess(toNumber, z.number(messageKey).int(messageKey));

/** An optional whole number in [min, max] from a form: '' or null is none (null out). */
export const optionalFormInt = (messageKey: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : v),
    formInt(messageKey).pipe(z.number().min(min, messageKey).max(max, messageKey)).nullable(),
  );

/**
 * A list of texts (features, inclusions): an array, a single text, or a JSON array text.
 * Entries are trimmed; blank and duplicate entries are dropped (back-office §5).
 */
export const textList = (maxItems = 50, maxLength = 300) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v === 'string') {
        const t = v.trim();
        // JSON text (the vehicle form sends its list so): it must then be an array of texts
        if (t.startsWith('[') || t.startsWith('{')) {
          try {
            return JSON.parse(t) as unknown;
          } catch {
            return v;
          }
        }
        return [v];
      }
      return v;
    },
    z
      .array(z.string('validation.features_invalid').max(maxLength, 'validation.text_too_long'), 'validation.features_invalid')
      .transform((list) => cleanTextList(list))
      .pipe(z.array(z.string()).max(maxItems, 'validation.text_too_long')),
  );

/**
 * Trims entries and drops blank and duplicate ones, keeping the first occurrence's order. Entries
 * that differ only in letter case or spacing ('Öğle yemeği', 'öğle  yemeği') are duplicates.
 */
export function cleanTextList(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const t = raw.trim();
    const key = foldForSearch(t.replace(/\s+/g, ' '));
    if (!t || seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out;
}
