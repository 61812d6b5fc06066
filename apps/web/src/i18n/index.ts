import { DEFAULT_LANG, LANGUAGES, type Lang } from '@riviera/domain';
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { NAMESPACES } from './namespaces';

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

export { NAMESPACES } from './namespaces';

/**
 * Starts i18next in the language of the URL (`/en/…`; the root is Turkish): the address decides the
 * language, never a remembered choice or the browser's, so a page and its link say the same thing.
 * `preload` namespaces (e.g. the landing page's) load in parallel with 'common'.
 */
export function initI18n(lng: Lang, preload: readonly (typeof NAMESPACES)[number][] = []): Promise<unknown> {
  // Written only when it differs (a page the server drew already says it): setting it, even to the
  // same value, makes the browser restyle every element (`:lang()`), a long task on a phone.
  if (document.documentElement.lang !== lng) document.documentElement.lang = lng;
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

/**
 * Translates once, off the first render: the first translation runs i18next's code for the first
 * time (V8 compiles it then), a few milliseconds on a phone that would otherwise land in the first
 * render's task.
 */
export function warmUpTranslations(): void {
  i18n.t('shell.loading');
}
