import type { LegalKind } from './contracts/legal.js';
import { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from './i18n/languages.js';

/**
 * The one address model of the public site: every public page and its URL in every language.
 * Turkish, the site's own language, lives at the root (`/`, `/booking`); every other language under
 * its code (`/en/`, `/en/booking`). The language is part of the URL (not chosen by `Accept-Language`)
 * so that a crawler reaches every language and a shared link opens in the language it was shared in.
 * The server (which page, which head, what the sitemap lists), the web router and every link read it.
 */
export const PUBLIC_PAGES = ['home', 'booking', 'bookingSuccess', 'bookingSearch', 'kvkkNotice', 'privacyPolicy'] as const;

/** A page with a fixed address per language; a tour's page is one per tour (see {@link tourPagePath}). */
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The legal pages (decision 021): which page shows which legal text. */
export const LEGAL_PAGES: Readonly<Record<LegalKind, PublicPage>> = { kvkk_notice: 'kvkkNotice', privacy_policy: 'privacyPolicy' };

/** The legal text a page shows, or undefined for any other page. */
export function legalKindOf(page: PublicPage): LegalKind | undefined {
  return (Object.keys(LEGAL_PAGES) as LegalKind[]).find((kind) => LEGAL_PAGES[kind] === page);
}

/**
 * The page's path below the language prefix. The booking pages use the spec's words in every
 * language; the legal pages are named in each language's own words (the Turkish ones are the spec's).
 */
const PAGE_SEGMENTS: Record<PublicPage, string | Readonly<Record<Lang, string>>> = {
  home: '',
  booking: 'booking',
  bookingSuccess: 'booking-success',
  bookingSearch: 'booking-search',
  kvkkNotice: {
    tr: 'kvkk-aydinlatma-metni',
    en: 'privacy-notice',
    de: 'datenschutzhinweis',
    ru: 'uvedomlenie-o-personalnyh-dannyh',
    pl: 'klauzula-informacyjna',
  },
  privacyPolicy: {
    tr: 'gizlilik-politikasi',
    en: 'privacy-policy',
    de: 'datenschutzerklaerung',
    ru: 'politika-konfidencialnosti',
    pl: 'polityka-prywatnosci',
  },
};

const segmentOf = (page: PublicPage, lang: Lang): string => {
  const segment = PAGE_SEGMENTS[page];
  return typeof segment === 'string' ? segment : segment[lang];
};

/** Pages a search engine should list: a booking's result page is one visitor's, never indexed. */
export const INDEXABLE_PAGES: readonly PublicPage[] = ['home', 'booking', 'bookingSearch', 'kvkkNotice', 'privacyPolicy'];

/**
 * The words for "tours" in each language's tour pages, because the path is read by people and by
 * search engines in that language; Russian uses the Latin transliteration `tury` (a Cyrillic path
 * would be percent-encoded in every shared link).
 */
export const TOUR_SEGMENTS: Record<Lang, string> = {
  tr: 'turlar',
  en: 'tours',
  de: 'touren',
  ru: 'tury',
  pl: 'wycieczki',
};

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

/** The path of a public page in a language: `/`, `/en/`, `/booking`, `/de/booking`, `/en/privacy-notice`. */
export function publicPagePath(page: PublicPage, lang: Lang): string {
  const segment = segmentOf(page, lang);
  if (!segment) return `${languagePrefix(lang)}/`;
  return `${languagePrefix(lang)}/${segment}`;
}

/** The page of one tour in a language: `/turlar/gece-sovu`, `/en/tours/gece-sovu`. */
export function tourPagePath(slug: string, lang: Lang): string {
  return `${languagePrefix(lang)}/${TOUR_SEGMENTS[lang]}/${encodeURIComponent(slug)}`;
}

/** The tours' list on the landing page in a language (the breadcrumb's middle step). */
export function toursListPath(lang: Lang): string {
  return `${languagePrefix(lang)}/#tours`;
}

/** Where the legal texts are read, per kind and language (footer, booking forms, router, sitemap). */
export const LEGAL_PATHS: Readonly<Record<LegalKind, Readonly<Record<Lang, string>>>> = {
  kvkk_notice: Object.fromEntries(LANGUAGES.map((lang) => [lang, publicPagePath('kvkkNotice', lang)])) as Record<Lang, string>,
  privacy_policy: Object.fromEntries(LANGUAGES.map((lang) => [lang, publicPagePath('privacyPolicy', lang)])) as Record<Lang, string>,
};

/** The page of a legal text in a language. */
export const legalPath = (kind: LegalKind, lang: Lang): string => publicPagePath(LEGAL_PAGES[kind], lang);

/** Where a public URL points: its language and page (a tour's page also names its slug). */
export type PublicLocation = { lang: Lang; page: PublicPage } | { lang: Lang; page: 'tour'; slug: string };

/** Splits `/en/booking` into its language and the rest (`/booking`); Turkish when there is no prefix. */
export function splitLanguage(pathname: string): { lang: Lang; rest: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLang(match[1]) && match[1] !== DEFAULT_LANG) return { lang: match[1], rest: match[2] ?? '/' };
  return { lang: DEFAULT_LANG, rest: pathname };
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

/**
 * Reads a public page from a URL path (no query string). A trailing slash is accepted; `/tr/...` is
 * not a page, because Turkish has exactly one address (the root) and a second one would be a
 * duplicate; a page's word in one language is no page under another language's prefix.
 */
export function parsePublicPath(pathname: string): PublicLocation | undefined {
  const tour = parseTourPagePath(pathname);
  if (tour) return { lang: tour.lang, page: 'tour', slug: tour.slug };
  const { lang, rest } = splitLanguage(pathname);
  const segment = rest.replace(/^\/+|\/+$/g, '');
  const page = PUBLIC_PAGES.find((p) => segmentOf(p, lang) === segment);
  return page ? { lang, page } : undefined;
}

/** Which legal text (and in which language) a path shows, or null when it is not a legal page. */
export function legalPageOf(pathname: string): { kind: LegalKind; lang: Lang } | null {
  const location = parsePublicPath(pathname.replace(/\/+$/, '') || '/');
  const kind = location && location.page !== 'tour' ? legalKindOf(location.page) : undefined;
  return location && kind ? { kind, lang: location.lang } : null;
}

/** The same page in every language, for `hreflang` alternates and the language switcher. */
export function publicPageAlternates(page: PublicPage): { lang: Lang; path: string }[] {
  return LANGUAGES.map((lang) => ({ lang, path: publicPagePath(page, lang) }));
}

/** One tour's page in every language, for `hreflang` alternates and the language switcher. */
export function tourPageAlternates(slug: string): { lang: Lang; path: string }[] {
  return LANGUAGES.map((lang) => ({ lang, path: tourPagePath(slug, lang) }));
}

/** The path of a location in its language (a page's canonical path). */
export function publicLocationPath(location: PublicLocation): string {
  return location.page === 'tour' ? tourPagePath(location.slug, location.lang) : publicPagePath(location.page, location.lang);
}

/** The same location in every language. */
export function publicLocationAlternates(location: PublicLocation): { lang: Lang; path: string }[] {
  return location.page === 'tour' ? tourPageAlternates(location.slug) : publicPageAlternates(location.page);
}

/** The path of the same page in another language (the language switcher); any other path: that language's home. */
export function switchLanguagePath(pathname: string, lang: Lang): string {
  const location = parsePublicPath(pathname);
  if (!location) return publicPagePath('home', lang);
  return publicLocationPath({ ...location, lang });
}

/** The tour pages as router patterns (`/turlar/:slug`, `/en/tours/:slug`…), one per language. */
export const TOUR_PAGE_PATTERNS: readonly string[] = LANGUAGES.map((lang) => `${languagePrefix(lang)}/${TOUR_SEGMENTS[lang]}/:slug`);

/**
 * A whole site path as the web router sees it: the router runs below the language prefix
 * (`BrowserRouter basename`), so `/en/tours/x` is `/tours/x` there. For links built from the
 * whole-path helpers (`tourPagePath`, `toursListPath`, `legalPath`) to pages in the language on screen.
 */
export function routerPath(path: string): string {
  return splitLanguage(path).rest;
}
