import { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from '@riviera/domain';
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Each language's texts are a lazily loaded chunk per namespace (`locales/<lng>/<ns>.json`), so a
 * visitor downloads only their own language. This replaces the original's page-translation widget.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

const LANGUAGE_STORAGE_KEY = 'riviera.lang';

/** The language the visitor chose last time (remembered), else Turkish. */
export function initialLanguage(): Lang {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (saved && isLang(saved)) return saved;
  } catch {
    // storage may be blocked; Turkish it is
  }
  return DEFAULT_LANG;
}

export const NAMESPACES = ['common', 'landing', 'booking'] as const;

/** Starts i18next; `preload` namespaces (e.g. the landing page's) load in parallel with 'common'. */
export function initI18n(preload: readonly (typeof NAMESPACES)[number][] = []): Promise<unknown> {
  const lng = initialLanguage();
  document.documentElement.lang = lng;
  i18n.on('languageChanged', (l) => {
    document.documentElement.lang = l;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, l);
    } catch {
      // not remembered, still switched
    }
  });
  return i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGUAGES],
      ns: ['common', ...preload],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}
