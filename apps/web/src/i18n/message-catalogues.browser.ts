import type { Lang, MessageCatalogue } from '@riviera/domain';

/**
 * The browser's stand-in for packages/domain/src/i18n/message-catalogues.ts (the build swaps it in,
 * vite.config.ts `oneMessageCatalogue`, decision 046): a page fetches the message catalogue of its
 * own language, a chunk of its own made at build time, instead of all five. A page's language is
 * fixed for its life (the URL's, set on `<html lang>` before any page code runs), so one catalogue
 * is all it ever reads. Only type imports from the domain: its index imports this module.
 */
const loaders: Record<Lang, () => Promise<{ default: MessageCatalogue }>> = {
  tr: () => import('virtual:message-catalogue/tr'),
  en: () => import('virtual:message-catalogue/en'),
  de: () => import('virtual:message-catalogue/de'),
  ru: () => import('virtual:message-catalogue/ru'),
  pl: () => import('virtual:message-catalogue/pl'),
};

/** The catalogues this page has loaded: its own language's, once `loadMessageCatalogue` is done. */
export const VALIDATION_MESSAGES: Partial<Record<Lang, MessageCatalogue>> = {};

let loading: Promise<void> | undefined;

function pageLanguage(): Lang {
  const lang = document.documentElement.lang;
  return Object.hasOwn(loaders, lang) ? (lang as Lang) : 'tr';
}

/**
 * Fetches the page's catalogue (once). Every page that may show a message waits for it before it
 * renders (app/router.tsx), so a translation is never asked for before it is there.
 */
export function loadMessageCatalogue(): Promise<void> {
  const lang = pageLanguage();
  loading ??= loaders[lang]().then((m) => {
    VALIDATION_MESSAGES[lang] = m.default;
  });
  return loading;
}

/** The catalogue of `lang` when it is the page's, loaded; otherwise none, and a key stays a key. */
export function messageCatalogue(lang: Lang): MessageCatalogue | undefined {
  return VALIDATION_MESSAGES[lang];
}
