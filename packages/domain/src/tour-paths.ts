import { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from './i18n/languages.js';

/**
 * The one place that names the tour pages' addresses. Each language says "tours" in its own word,
 * because the path is read by people and by search engines in that language; Russian uses the
 * Latin transliteration `tury` (a Cyrillic path would be percent-encoded in every shared link).
 */
export const TOUR_SEGMENTS: Record<Lang, string> = {
  tr: 'turlar',
  en: 'tours',
  de: 'touren',
  ru: 'tury',
  pl: 'wycieczki',
};

/** `''` for Turkish (the site's root language), `/en` and so on for the others. */
const prefixOf = (lang: Lang) => (lang === DEFAULT_LANG ? '' : `/${lang}`);

/** The page of one tour in a language: `/turlar/gece-sovu`, `/en/tours/gece-sovu`. */
export function tourPagePath(slug: string, lang: Lang): string {
  return `${prefixOf(lang)}/${TOUR_SEGMENTS[lang]}/${encodeURIComponent(slug)}`;
}

/** The tours' list on the landing page in a language (the breadcrumb's middle step). */
export function toursListPath(lang: Lang): string {
  return `${prefixOf(lang)}/#tours`;
}

/**
 * Reads a tour page's language and slug from a URL path (no query string), or undefined when the
 * path is no tour page. A language's own word only counts under its own prefix (`/en/turlar/x` is
 * not a page), so every tour page has exactly one address per language.
 */
export function parseTourPagePath(pathname: string): { lang: Lang; slug: string } | undefined {
  const match = /^(?:\/([a-z]{2}))?\/([a-z]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  const [, code, segment, rawSlug] = match;
  const lang: Lang | undefined = code === undefined ? DEFAULT_LANG : isLang(code) && code !== DEFAULT_LANG ? code : undefined;
  if (!lang || TOUR_SEGMENTS[lang] !== segment) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(rawSlug!);
  } catch {
    return undefined;
  }
  return { lang, slug };
}

/** One tour's page in every language, for `hreflang` alternates and the language switcher. */
export function tourPageAlternates(slug: string): { lang: Lang; path: string }[] {
  return LANGUAGES.map((lang) => ({ lang, path: tourPagePath(slug, lang) }));
}

/** The tour pages as router patterns (`/turlar/:slug`, `/en/tours/:slug`…), one per language. */
export const TOUR_PAGE_PATTERNS: readonly string[] = LANGUAGES.map((lang) => `${prefixOf(lang)}/${TOUR_SEGMENTS[lang]}/:slug`);
