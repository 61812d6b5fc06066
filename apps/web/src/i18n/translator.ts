import { DEFAULT_LANG, type Lang } from '@riviera/domain';

/** One namespace's texts as written in `locales/<lng>/<ns>.json`: nested objects of texts. */
export type Texts = { readonly [key: string]: unknown };

/** What a call of `t` may carry: `count` picks a plural form, every other value fills a `{{name}}`. */
export interface TranslateOptions {
  count?: number;
  /** a list or an object of texts comes back as it is written (`about.fallbackFeatures`) */
  returnObjects?: boolean;
  [name: string]: unknown;
}

export interface TranslateFunction {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

/**
 * A page's translations in one language (decision 047). The subset of i18next the site uses, with
 * the same results: `ns:key` or the caller's namespace, keys nested by dots, plural forms by the
 * language's own rules (`_one`, `_few`, `_many`, `_other`, as locales.test.ts holds every language
 * to), `{{name}}` filled with the option of that name (left as written when the option is absent,
 * empty for null), a missing text shown as its key. Every language holds every key (locales.test.ts),
 * so a text missing in the page's language is looked up in Turkish only where Turkish is loaded.
 */
export interface Translator {
  readonly language: Lang;
  /** the same as `language`: i18next's name, which callers read */
  readonly resolvedLanguage: Lang;
  /** `t` with 'common' as its namespace */
  readonly t: TranslateFunction;
  /** `t` for texts of `ns` (and `other:key` for another namespace) */
  forNamespace(ns: string): TranslateFunction;
  /** whether the texts of `ns` are here, in the page's language */
  has(ns: string): boolean;
  /** adds a namespace's texts of a language (the page's, or Turkish as the fallback) */
  add(lng: string, ns: string, texts: Texts): void;
}

const DEFAULT_NS = 'common';
const PLACEHOLDER = /\{\{\s*([^}\s]+)\s*\}\}/g;

const pluralRulesByLang = new Map<string, Intl.PluralRules>();
function pluralForm(lng: string, count: number): string {
  let rules = pluralRulesByLang.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRulesByLang.set(lng, rules);
  }
  return rules.select(count);
}

/** The value at a dotted key (`wizard.steps.vehicle`), or undefined. */
function lookUp(texts: Texts | undefined, key: string): unknown {
  if (!texts) return undefined;
  if (key in texts) return texts[key];
  let value: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Texts)[part];
  }
  return value;
}

function fill(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (written, name: string) => {
    if (!(name in options) || options[name] === undefined) return written;
    const value = options[name];
    return value === null ? '' : `${value as string | number | boolean}`;
  });
}

/**
 * `count` given: the language's plural form of the key, else the key itself; each looked up in the
 * page's language, then in Turkish.
 */
function find(store: Map<string, Texts>, lng: string, ns: string, key: string, count: number | undefined): unknown {
  const langs = lng === DEFAULT_LANG ? [lng] : [lng, DEFAULT_LANG];
  for (const language of langs) {
    const texts = store.get(`${language}/${ns}`);
    if (!texts) continue;
    if (count !== undefined) {
      const plural = lookUp(texts, `${key}_${pluralForm(language, count)}`);
      if (plural !== undefined) return plural;
    }
    const value = lookUp(texts, key);
    if (value !== undefined) return value;
  }
  return undefined;
}

export interface TranslatorSetup {
  /**
   * Remember each text by its call (server rendering): the texts never change while the server
   * runs, so a repeated call costs a map look-up (docs/measurements/pages.md).
   */
  remember?: number;
}

export function createTranslator(language: Lang, setup: TranslatorSetup = {}): Translator {
  const store = new Map<string, Texts>();
  const remembered = new Map<string, string>();
  const limit = setup.remember ?? 0;

  function translate(ns: string, key: string, options?: TranslateOptions): unknown {
    const split = key.indexOf(':');
    const namespace = split > 0 ? key.slice(0, split) : ns;
    const path = split > 0 ? key.slice(split + 1) : key;
    const value = find(store, language, namespace, path, options?.count);
    if (typeof value === 'string') return fill(value, options);
    if (value !== undefined && value !== null && options?.returnObjects) return value;
    return path;
  }

  function rememberedTranslate(ns: string, key: string, options?: TranslateOptions): unknown {
    if (limit === 0 || (options && Object.values(options).some((v) => typeof v === 'object' && v !== null)))
      return translate(ns, key, options);
    const id = options ? `${ns}\u0000${key}\u0000${JSON.stringify(options)}` : `${ns}\u0000${key}`;
    const known = remembered.get(id);
    if (known !== undefined) return known;
    const text = translate(ns, key, options);
    if (typeof text !== 'string') return text;
    if (remembered.size >= limit) remembered.clear();
    remembered.set(id, text);
    return text;
  }

  const byNamespace = new Map<string, TranslateFunction>();
  function forNamespace(ns: string): TranslateFunction {
    let t = byNamespace.get(ns);
    if (!t) {
      t = ((key: string, options?: TranslateOptions) => rememberedTranslate(ns, key, options)) as TranslateFunction;
      byNamespace.set(ns, t);
    }
    return t;
  }

  return {
    language,
    resolvedLanguage: language,
    t: forNamespace(DEFAULT_NS),
    forNamespace,
    has: (ns) => store.has(`${language}/${ns}`),
    add(lng, ns, texts) {
      store.set(`${lng}/${ns}`, texts);
      remembered.clear();
    },
  };
}
