import type { Lang } from '@riviera/domain';
import type { NAMESPACES } from './namespaces';
import { createTranslator, type Texts, type Translator } from './translator';
import { currentTranslator, setCurrentTranslator } from './use-translation';

/**
 * Each language's texts are a lazily loaded chunk per namespace (`locales/<lng>/<ns>.json`), so a
 * visitor downloads only their own language. This replaces the original's page-translation widget.
 */
const loaders = import.meta.glob<{ default: Texts }>('./locales/*/*.json');

export { NAMESPACES } from './namespaces';

/**
 * A namespace's texts in the page's language. A chunk that fails to arrive leaves the namespace
 * empty (its texts show as keys, as i18next did) rather than a part that waits for ever.
 */
function loadInto(translator: Translator, ns: string): Promise<void> {
  const load = loaders[`./locales/${translator.language}/${ns}.json`];
  const texts = load ? load().then((m) => m.default) : Promise.resolve({});
  return texts.then(
    (found) => translator.add(translator.language, ns, found),
    () => translator.add(translator.language, ns, {}),
  );
}

/**
 * Starts the page's translations in the language of the URL (`/en/…`; the root is Turkish): the
 * address decides the language, never a remembered choice or the browser's, so a page and its link
 * say the same thing. `preload` namespaces (e.g. the landing page's) load in parallel with 'common';
 * a lazily loaded part's namespace loads when it first renders (useTranslation suspends for it).
 */
export function initI18n(lng: Lang, preload: readonly (typeof NAMESPACES)[number][] = []): Promise<unknown> {
  // Written only when it differs (a page the server drew already says it): setting it, even to the
  // same value, makes the browser restyle every element (`:lang()`), a long task on a phone.
  if (document.documentElement.lang !== lng) document.documentElement.lang = lng;
  const translator = createTranslator(lng);
  setCurrentTranslator(translator, (ns) => loadInto(translator, ns));
  return Promise.all(['common', ...preload].map((ns) => loadInto(translator, ns)));
}

/**
 * Translates once, off the first render: the first translation runs the translator's code for the
 * first time (V8 compiles it then), which would otherwise land in the first render's task.
 */
export function warmUpTranslations(): void {
  currentTranslator()?.t('shell.loading');
}
