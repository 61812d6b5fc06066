import { tr, type MailTexts } from './mail-texts/tr.js';
import { en } from './mail-texts/en.js';
import { de } from './mail-texts/de.js';
import { ru } from './mail-texts/ru.js';
import { pl } from './mail-texts/pl.js';

export type { MailTexts };

/**
 * The words of the mails and the voucher in the five site languages (Turkish first). Kept beside
 * the mail code rather than in the domain catalogue: only the server renders them.
 */
export const MAIL_LANGUAGES = ['tr', 'en', 'de', 'ru', 'pl'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

const TEXTS: Record<MailLanguage, MailTexts> = { tr, en, de, ru, pl };

/** The texts of `language`; an unknown language reads Turkish, the site's first language. */
export function mailTexts(language: string): MailTexts {
  return TEXTS[language as MailLanguage] ?? tr;
}

/** Fills `{name}` placeholders. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
