import type { Lang } from './languages.js';
import type { MessageCatalogue } from './message-keys.js';
import { DE_MESSAGES } from './messages/de.js';
import { EN_MESSAGES } from './messages/en.js';
import { PL_MESSAGES } from './messages/pl.js';
import { RU_MESSAGES } from './messages/ru.js';
import { TR_MESSAGES } from './messages/tr.js';

/**
 * Every language's message catalogue, in memory: how the server and the tests read them. The
 * browser build puts apps/web/src/i18n/message-catalogues.browser.ts in this module's place, which
 * fetches the page's language alone (decision 046): five catalogues are about 30 KB gzipped of a
 * form page's JavaScript, one is about 7.
 */
export const VALIDATION_MESSAGES: Readonly<Record<Lang, MessageCatalogue>> = {
  tr: TR_MESSAGES,
  en: EN_MESSAGES,
  de: DE_MESSAGES,
  ru: RU_MESSAGES,
  pl: PL_MESSAGES,
};

/** The catalogue of `lang`; the browser's version answers only for the language it has loaded. */
export function messageCatalogue(lang: Lang): MessageCatalogue | undefined {
  return VALIDATION_MESSAGES[lang];
}

/** Makes the page's catalogue available; here every catalogue already is. */
export function loadMessageCatalogue(): Promise<void> {
  return Promise.resolve();
}
