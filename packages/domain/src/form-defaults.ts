import { DEFAULT_COUNTRY_CODE } from './contact.js';
import { BASE_CURRENCY } from './currency.js';
import { isLang, type Lang } from './i18n/languages.js';

/**
 * What the transfer booking form and the tour form start with in each language (decision 026).
 * Turkish keeps the spec's defaults (§9: +90; EUR on transfer forms, TRY on the tour form); a
 * foreign visitor is not handed Turkish lira or a Turkish dialling code.
 */

/**
 * The dialling code pre-selected in each language: German, Polish and Russian pages pick their
 * language's main country; English, read by visitors from everywhere, picks none ('').
 */
export const FORM_COUNTRY_CODES: Readonly<Record<Lang, string>> = {
  tr: DEFAULT_COUNTRY_CODE,
  de: '+49',
  pl: '+48',
  ru: '+7',
  en: '',
};

/** The dialling code the booking and tour forms start with ('' = none chosen yet). */
export function formCountryCode(lang: string): string {
  return isLang(lang) ? FORM_COUNTRY_CODES[lang] : DEFAULT_COUNTRY_CODE;
}

/** The spec's currency of the tour form on the Turkish pages. */
export const TOUR_FORM_CURRENCY_TR = 'TRY';

/**
 * The currency a form starts with. The transfer form shows the navbar's currency in every language
 * (EUR until the visitor picks another: the spec's default). The tour form keeps the spec's TRY on
 * the Turkish pages; elsewhere it shows the navbar's currency too, the one its prices are written in.
 */
export function formCurrency(
  form: 'transfer' | 'tour',
  lang: string,
  navbarCurrency: string | null | undefined,
): string {
  if (form === 'tour' && (!isLang(lang) || lang === 'tr')) return TOUR_FORM_CURRENCY_TR;
  return navbarCurrency || BASE_CURRENCY;
}
