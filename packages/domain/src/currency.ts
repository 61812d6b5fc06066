/**
 * Display symbols from the spec (§9). A currency staff add in the back office beyond these is
 * written with its own ISO code ('CHF 45', '45 CHF'), never with another currency's sign (issue 25
 * item 5): every path (site, mails, voucher, back office) knows the code, not always the stored symbol.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€',
  USD: '$',
  GBP: '£',
  TRY: '₺',
  PLN: 'zł',
};

/** Prices are kept in euro (spec §1); EUR is the base currency with rate 1. */
export const BASE_CURRENCY = 'EUR';
const FALLBACK_CURRENCY_SYMBOL = '€';

/**
 * Symbol for a currency code, case-insensitive: the spec's sign, else the ISO code itself ('CHF');
 * only a missing or malformed code falls back to the base currency's '€'.
 */
export function currencySymbol(code: string | null | undefined): string {
  const key = (code ?? '').trim().toUpperCase();
  return CURRENCY_SYMBOLS[key] ?? (/^[A-Z]{3}$/.test(key) ? key : FALLBACK_CURRENCY_SYMBOL);
}

function assertRate(rate: number, name: string): void {
  if (!Number.isFinite(rate) || rate <= 0) {
    throw new RangeError(`${name} must be a positive number, got ${String(rate)}`);
  }
}

/**
 * Rate that turns an amount in currency A into currency B, given each currency's `rate_to_try`
 * (how many lira one unit is worth). Spec §9: "converted using the ratio of rate_to_try values".
 * Example: EUR 35.5 ₺, TRY 1 ₺ → 1 € = 35.5 ₺. Throws RangeError on a zero, negative or
 * non-finite rate; the caller decides on a fallback (the public site falls back to 1:1).
 */
export function conversionRate(fromRateToTry: number, toRateToTry: number): number {
  assertRate(fromRateToTry, 'fromRateToTry');
  assertRate(toRateToTry, 'toRateToTry');
  return fromRateToTry / toRateToTry;
}

/**
 * Rounds to cents, half away from zero. The `toPrecision(15)` step strips binary noise first,
 * so 1.005 → 1.01 and 2.675 → 2.68 (plain Math.round(x * 100) gives 1.00 and 2.67).
 */
export function roundMoney(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`amount must be finite, got ${String(x)}`);
  const cents = Math.round(Number((Math.abs(x) * 100).toPrecision(15)));
  const rounded = (Math.sign(x) * cents) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** Converts an amount between currencies by their `rate_to_try`, rounded to cents. */
export function convertAmount(amount: number, fromRateToTry: number, toRateToTry: number): number {
  return roundMoney(amount * conversionRate(fromRateToTry, toRateToTry));
}

/** Whole units, half away from zero, noise-free (spec: shown amounts are rounded to whole units). */
export function roundToWholeUnits(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`amount must be finite, got ${String(amount)}`);
  const whole = Math.round(Number(Math.abs(amount).toPrecision(15)));
  const signed = Math.sign(amount) * whole;
  return signed === 0 ? 0 : signed;
}

/**
 * Currencies whose symbol follows the number with a space ('1.520 ₺', '45 zł'), which is how
 * Turkish and Polish customers write prices; €, $, £ and unknown symbols go in front ('€45').
 */
const SYMBOL_AFTER: ReadonlySet<string> = new Set(['TRY', 'PLN']);

/**
 * Languages whose readers write every currency's symbol after the amount ('126 €' in German,
 * Russian and Polish), whatever the currency.
 */
const SYMBOL_AFTER_LANGUAGES: ReadonlySet<string> = new Set(['de', 'ru', 'pl']);

/** A BCP 47 tag's language, lower-case: 'de-DE' → 'de'. */
function languageOf(locale: string): string {
  return locale.toLowerCase().split('-')[0] ?? '';
}

function place(code: string | null | undefined, number: string, negative: boolean, locale: string): string {
  const symbol = currencySymbol(code);
  const key = (code ?? '').trim().toUpperCase();
  const sign = negative ? '-' : '';
  if (SYMBOL_AFTER.has(key) || SYMBOL_AFTER_LANGUAGES.has(languageOf(locale))) return `${sign}${number} ${symbol}`;
  // a code in front is a word, set apart: 'CHF 45' (a sign is not: '€45')
  return symbol.length > 1 && /^[A-Z]+$/.test(symbol) ? `${sign}${symbol} ${number}` : `${sign}${symbol}${number}`;
}

/**
 * Number formats by locale and decimals. Making an `Intl.NumberFormat` costs far more than using
 * one, and a page of tour cards formats dozens of prices in the browser's first render.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * How the site's languages group a whole number's digits, as the CLDR data behind `Intl` has it
 * (a unit test holds each against `Intl.NumberFormat`): the separator, and how many digits a number
 * needs before it is grouped at all (Polish writes '1520' but '12 345'). Prices are grouped from
 * this table rather than by `Intl` because the browser's first `Intl.NumberFormat` loads its locale
 * data, which on a phone is a long task of its own while a page is being taken over (Lighthouse
 * total blocking time); and the server and every browser then write exactly the same text.
 */
const DIGIT_GROUPING: Readonly<Record<string, { separator: string; fromDigits: number }>> = {
  tr: { separator: '.', fromDigits: 4 },
  en: { separator: ',', fromDigits: 4 },
  de: { separator: '.', fromDigits: 4 },
  ru: { separator: '\u00a0', fromDigits: 4 },
  pl: { separator: '\u00a0', fromDigits: 5 },
};

/** Tags that group as their language does; any other locale (de-CH, en-IN, …) is left to `Intl`. */
const GROUPED_LOCALES: ReadonlySet<string> = new Set([
  ...['tr', 'tr-tr', 'en', 'en-us', 'en-gb'],
  ...['de', 'de-de', 'ru', 'ru-ru', 'pl', 'pl-pl'],
]);

/** The digits of a non-negative whole number, grouped as `locale` writes them. */
export function groupWholeNumber(whole: number, locale: string): string {
  const grouping = GROUPED_LOCALES.has(locale.toLowerCase()) ? DIGIT_GROUPING[languageOf(locale)] : undefined;
  if (!grouping || !Number.isSafeInteger(whole) || whole < 0) return numberFormat(locale, 0).format(whole);
  const digits = String(whole);
  if (digits.length < grouping.fromDigits) return digits;
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3));
  return groups.join(grouping.separator);
}

/**
 * Price for visitors: rounded to whole units, grouped by the locale (default tr-TR, so
 * '1.520'), with the currency symbol: formatPrice(45, 'EUR') → '€45',
 * formatPrice(1520.4, 'TRY') → '1.520 ₺', formatPrice(126, 'EUR', 'de') → '126 €'. `locale` is any BCP 47 tag or one of the site languages.
 */
export function formatPrice(
  amount: number,
  currencyCode: string | null | undefined,
  locale = 'tr-TR',
): string {
  const whole = roundToWholeUnits(amount);
  const number = groupWholeNumber(Math.abs(whole), locale);
  return place(currencyCode, number, whole < 0, locale);
}

/**
 * Back-office money display (back-office §9): "amounts are rounded to whole units before being
 * shown with 2 decimals", e.g. formatPriceWithCents(1520.4, 'TRY') → '1.520,00 ₺'.
 */
export function formatPriceWithCents(
  amount: number,
  currencyCode: string | null | undefined,
  locale = 'tr-TR',
): string {
  const whole = roundToWholeUnits(amount);
  const number = numberFormat(locale, 2).format(Math.abs(whole));
  return place(currencyCode, number, whole < 0, locale);
}

const currencyNameFormats = new Map<string, Intl.DisplayNames>();

/**
 * A currency's name for a reader of `lang` (issue 32): staff keep one name per currency, written in
 * Turkish ('İngiliz Sterlini'), which Turkish readers see; every other language reads the ISO code's
 * name from the CLDR data behind `Intl` ('British Pound', 'Britisches Pfund', 'Британский фунт
 * стерлингов', 'Funt szterling'), first letter upper-cased as a list entry. A code `Intl` does not
 * know keeps the stored name.
 */
export function currencyNameIn(code: string, stored: string, lang: string): string {
  const language = languageOf(lang);
  if (language === 'tr' || language === '') return stored;
  const iso = code.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(iso)) return stored;
  try {
    let names = currencyNameFormats.get(language);
    if (!names) currencyNameFormats.set(language, (names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' })));
    const name = names.of(iso);
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : stored;
  } catch {
    return stored;
  }
}
