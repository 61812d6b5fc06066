/**
 * Turkish upper-case letters and their lower-case forms, besides the i family: what a search folds
 * beyond ASCII. Shared with the API, which folds a column the same way in SQL (SQLite's lower()
 * knows only ASCII, so the letters are replaced one by one).
 */
export const TURKISH_UPPER_TO_LOWER: ReadonlyArray<readonly [string, string]> = [
  ['Ş', 'ş'],
  ['Ç', 'ç'],
  ['Ğ', 'ğ'],
  ['Ö', 'ö'],
  ['Ü', 'ü'],
];

/** Every form of the letter i (dotted, dotless, upper, lower): a search treats them as one. */
export const I_FORMS = ['İ', 'I', 'ı'] as const;

/**
 * Folds text for an admin search so that both the Turkish and the plain case rules match:
 * 'SIDE' finds 'Side' (plain), 'ŞOVU' and 'şovu' find 'Gece Şovu' (Turkish), 'ISPARTA' finds
 * 'Isparta'. Every form of i becomes 'i', then the text is lower-cased.
 */
export function foldForSearch(s: string): string {
  let out = s.normalize('NFC');
  for (const form of I_FORMS) out = out.split(form).join('i');
  for (const [upper, lower] of TURKISH_UPPER_TO_LOWER) out = out.split(upper).join(lower);
  return out.toLowerCase();
}

/** Whether `text` contains `term` when both are folded by {@link foldForSearch}. */
export function searchMatches(text: string, term: string): boolean {
  return foldForSearch(text).includes(foldForSearch(term.trim()));
}
