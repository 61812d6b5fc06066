import { createContext, createElement, useContext, type ReactNode } from 'react';
import { DEFAULT_LANG } from '@riviera/domain';
import type { TranslateFunction, Translator } from './translator';

/**
 * The translator the tree renders with: one per language on the server (entry-server.tsx); in the
 * browser the page's own (`currentTranslator`), started by `initI18n` before the first render.
 */
const TranslatorContext = createContext<Translator | undefined>(undefined);

let current: Translator | undefined;
/** How a namespace not loaded yet is fetched (the browser's; the server has every text). */
let loadNamespace: ((ns: string) => Promise<unknown>) | undefined;

/** The browser's translator for the page, and how it loads a namespace that a lazy part needs. */
export function setCurrentTranslator(translator: Translator, load: (ns: string) => Promise<unknown>): void {
  current = translator;
  loadNamespace = load;
}

/** The page's translator outside React (an API call's Accept-Language); undefined before start-up. */
export function currentTranslator(): Translator | undefined {
  return current;
}

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

export interface UseTranslation {
  t: TranslateFunction;
  i18n: Pick<Translator, 'language' | 'resolvedLanguage' | 't'>;
}

/** Before a translator exists (a component test): every text is its key, as i18next's was. */
const keysOnly: UseTranslation = {
  t: (key: string) => key,
  i18n: { language: DEFAULT_LANG, resolvedLanguage: DEFAULT_LANG, t: (key: string) => key },
};

const pending = new Map<string, Promise<unknown>>();
const answers = new WeakMap<Translator, Map<string, UseTranslation>>();

/**
 * The texts of `ns` in the page's language. A lazily loaded part whose namespace is not here yet
 * suspends until it is (the nearest Suspense shows its fallback), so a text is never drawn as its key.
 */
export function useTranslation(ns = 'common'): UseTranslation {
  const translator = useContext(TranslatorContext) ?? current;
  if (!translator) return keysOnly;
  if (!translator.has(ns) && loadNamespace) {
    let loading = pending.get(ns);
    if (!loading) {
      loading = loadNamespace(ns).finally(() => pending.delete(ns));
      pending.set(ns, loading);
    }
    // Suspense waits on a thrown promise (as react-i18next's useSuspense did).
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw loading;
  }
  // One object per translator and namespace: a render allocates nothing for its texts.
  let byNs = answers.get(translator);
  if (!byNs) {
    byNs = new Map();
    answers.set(translator, byNs);
  }
  let answer = byNs.get(ns);
  if (!answer) {
    answer = { t: translator.forNamespace(ns), i18n: translator };
    byNs.set(ns, answer);
  }
  return answer;
}
