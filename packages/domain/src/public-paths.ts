import { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from './i18n/languages.js';
import { parseTourPagePath, tourPagePath } from './tour-paths.js';

/**
 * The public pages and their URLs in every language. Turkish, the site's own language, lives at the
 * root (`/`, `/booking`); every other language under its code (`/en/`, `/en/booking`). The language
 * is part of the URL (not chosen by `Accept-Language`) so that a crawler reaches every language and a
 * shared link opens in the language it was shared in.
 */
export const PUBLIC_PAGES = ['home', 'booking', 'bookingSuccess', 'bookingSearch'] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The page's path below the language prefix; the spec's paths, the same in every language. */
const PAGE_SEGMENTS: Record<PublicPage, string> = {
  home: '',
  booking: 'booking',
  bookingSuccess: 'booking-success',
  bookingSearch: 'booking-search',
};

/** Pages a search engine should list: a booking's result page is one visitor's, never indexed. */
export const INDEXABLE_PAGES: readonly PublicPage[] = ['home', 'booking', 'bookingSearch'];

/**
 * Staff pages the browser draws by itself (the back office, a driver's run sheet reached by its
 * token): no server rendering, no language prefix, never listed and never indexed.
 */
export function isClientOnlyPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/surucu/');
}

/** `''` for Turkish, `/en` (etc.) for the others. */
export function languagePrefix(lang: Lang): string {
  return lang === DEFAULT_LANG ? '' : `/${lang}`;
}

/** The path of a public page in a language: `/`, `/en/`, `/booking`, `/de/booking`. */
export function publicPagePath(page: PublicPage, lang: Lang): string {
  const segment = PAGE_SEGMENTS[page];
  if (!segment) return `${languagePrefix(lang)}/`;
  return `${languagePrefix(lang)}/${segment}`;
}

/** Where a public URL points: its language and page, or undefined when it is no public page. */
export interface PublicLocation {
  lang: Lang;
  page: PublicPage;
}

/** Splits `/en/booking` into its language and the rest (`/booking`); Turkish when there is no prefix. */
export function splitLanguage(pathname: string): { lang: Lang; rest: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLang(match[1]) && match[1] !== DEFAULT_LANG) return { lang: match[1], rest: match[2] ?? '/' };
  return { lang: DEFAULT_LANG, rest: pathname };
}

/**
 * Reads a public page from a URL path (no query string). A trailing slash is accepted; `/tr/...` is
 * not a page, because Turkish has exactly one address (the root) and a second one would be a duplicate.
 */
export function parsePublicPath(pathname: string): PublicLocation | undefined {
  const { lang, rest } = splitLanguage(pathname);
  const segment = rest.replace(/^\/+|\/+$/g, '');
  const page = PUBLIC_PAGES.find((p) => PAGE_SEGMENTS[p] === segment);
  return page ? { lang, page } : undefined;
}

/** The same page in every language, for `hreflang` alternates and the language switcher. */
export function publicPageAlternates(page: PublicPage): { lang: Lang; path: string }[] {
  return LANGUAGES.map((lang) => ({ lang, path: publicPagePath(page, lang) }));
}

/** The path of the same page in another language (the language switcher); any other path: that language's home. */
export function switchLanguagePath(pathname: string, lang: Lang): string {
  const tour = parseTourPagePath(pathname);
  if (tour) return tourPagePath(tour.slug, lang);
  const location = parsePublicPath(pathname);
  return publicPagePath(location?.page ?? 'home', lang);
}

/**
 * A whole site path as the web router sees it: the router runs below the language prefix
 * (`BrowserRouter basename`), so `/en/tours/x` is `/tours/x` there. For links built from the
 * whole-path helpers (`tourPagePath`, `toursListPath`) to pages in the language on screen.
 */
export function routerPath(path: string): string {
  return splitLanguage(path).rest;
}
