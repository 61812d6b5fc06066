import { DEFAULT_LANG, LANGUAGES, type TourBySlugDto, languagePrefix, legalKindOf, parsePublicPath, splitLanguage, type Lang, type PublicLocation } from '@riviera/domain';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { renderToStringAsync } from 'preact-render-to-string';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { Providers, QUERY_DEFAULTS } from './app/providers';
import { AppRoutes } from './app/router';
import { aboutQuery, galleryQuery, heroesQuery, toursQuery } from './features/landing/api';
import { tourBySlugQuery } from './features/landing/tour-page/api';
import { tourDeparturesQuery } from './features/landing/tours/departures-api';
import { showEverySection } from './features/landing/reveal';
import { NAMESPACES } from './i18n/namespaces';
import { setApiFetch } from './lib/api-client';
import { activeCurrenciesQuery } from './lib/currency-preference';
import { preloadEveryPart } from './lib/preloadable-lazy';
import { legalQuery } from './lib/legal';
import { siteSettingsQuery } from './lib/site-settings';

/**
 * The public pages rendered on the server with the app's own components (Vite's SSR build of this
 * file, loaded by the API). Data is read once here, through the same queries the browser runs, and
 * sent with the page so the browser hydrates without fetching it again.
 */

// Every language's texts, bundled into the server build (the browser still loads one language lazily).
const texts = import.meta.glob<{ default: Record<string, unknown> }>('./i18n/locales/*/*.json', { eager: true });
const resources: Resource = {};
for (const [file, mod] of Object.entries(texts)) {
  const [, lng, ns] = /\.\/i18n\/locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
  if (lng && ns) (resources[lng] ??= {})[ns] = mod.default;
}

showEverySection();

let everyPartLoaded: Promise<void> | undefined;

/** Hands one API call to the server in the same process. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/** What a rendered page carries: its HTML (the root's inner HTML) and the data to hydrate with. */
export interface RenderedPage {
  html: string;
  state: DehydratedState;
}

/**
 * One i18next instance per language for the process: rendering never changes its language or texts,
 * and making one (every namespace's resources) on every render was render CPU spent on nothing.
 */
const translationsByLang = new Map<Lang, ReturnType<typeof makeTranslations>>();
function translationsFor(lang: Lang) {
  let made = translationsByLang.get(lang);
  if (!made) {
    made = makeTranslations(lang);
    translationsByLang.set(lang, made);
    // a failed start is tried again by the next render
    made.catch(() => translationsByLang.delete(lang));
  }
  return made;
}

async function makeTranslations(lang: Lang) {
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return withRememberedTexts(i18n);
}

/** How many distinct calls a language's instance remembers before it starts afresh. */
const REMEMBERED_TEXTS = 20_000;

/**
 * The server's texts never change while it runs (they are bundled above), so a call of `t` with the
 * same key and options always gives the same text: remembered, it costs a map look-up instead of
 * i18next's resolution (fallbacks, nesting, interpolation), which took about 30 µs a call and, with
 * a landing page's hundreds of calls, a fifth of its render (docs/measurements/pages.md). Options
 * carry content (a tour's title), hence the bound.
 */
function withRememberedTexts(i18n: I18n): I18n {
  const translate = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  const remembered = new Map<string, unknown>();
  const hasFunction = (value: unknown): boolean =>
    typeof value === 'function' || (typeof value === 'object' && value !== null && Object.values(value).some((v) => typeof v === 'function'));
  const t = (...args: unknown[]): unknown => {
    // a selector or a function in the options is not written by JSON: such a call is not remembered
    if (args.some(hasFunction)) return translate(...args);
    const key = JSON.stringify(args);
    if (remembered.has(key)) return remembered.get(key);
    const text = translate(...args);
    if (typeof text !== 'string') return text;
    if (remembered.size >= REMEMBERED_TEXTS) remembered.clear();
    remembered.set(key, text);
    return text;
  };
  i18n.t = t as unknown as I18n['t'];
  return i18n;
}

/** The reads a page's first screen shows, beside the site settings and currencies every page has. */
function pageQueries(location: PublicLocation) {
  const { lang, page } = location;
  if (page === 'home') return [heroesQuery(lang), toursQuery(lang), galleryQuery(lang), aboutQuery(lang)];
  // A reservation form asks the visitor to acknowledge the current KVKK notice (its version).
  if (page === 'tour') return [tourBySlugQuery(location.slug, lang), legalQuery('kvkk_notice', lang)];
  if (page === 'booking') return [legalQuery('kvkk_notice', lang)];
  const legal = legalKindOf(page);
  return legal ? [legalQuery(legal, lang)] : [];
}

/**
 * Renders one public page (`url`: path and query, with its language prefix). The queries are the
 * ones the page's first screen uses; anything else the page asks for is fetched by the browser.
 */
export async function render(url: string, apiFetch: ApiFetch): Promise<RenderedPage> {
  setApiFetch(apiFetch);
  // Once per process; a failed load is tried again by the next render.
  await (everyPartLoaded ??= preloadEveryPart().catch((err: unknown) => {
    everyPartLoaded = undefined;
    throw err;
  }));
  const pathname = url.split('?')[0] ?? '/';
  const { lang } = splitLanguage(pathname);
  const location = parsePublicPath(pathname);
  const client = new QueryClient(QUERY_DEFAULTS);
  // Content is read in the URL's language, under the same keys the browser's hooks use (decision 014).
  const queries = [siteSettingsQuery(lang), activeCurrenciesQuery(lang), ...(location ? pageQueries(location) : [])];
  await Promise.all(queries.map((q) => client.prefetchQuery(q as Parameters<QueryClient['prefetchQuery']>[0])));
  // A tour that sells departures shows its calendar in the page's HTML, read after the tour itself.
  if (location?.page === 'tour') {
    const found = client.getQueryData<TourBySlugDto>(tourBySlugQuery(location.slug, lang).queryKey);
    if (found?.tour.has_departures && !found.moved) await client.prefetchQuery(tourDeparturesQuery(found.tour.id));
  }
  const i18n = await translationsFor(lang);
  const prefix = languagePrefix(lang);
  const html = await renderToStringAsync(
    // An object with no properties of its own, reading through to the instance: useTranslation copies
    // its i18n's own properties for every component that calls it (react-i18next's wrapper), which
    // for the instance itself was about a tenth of a landing render (docs/measurements/pages.md).
    <I18nextProvider i18n={Object.create(i18n) as typeof i18n}>
      <StaticRouter location={url} basename={prefix || undefined}>
        <Providers client={client}>
          <Suspense fallback={null}>
            <AppRoutes withBackOffice={false} />
          </Suspense>
        </Providers>
      </StaticRouter>
    </I18nextProvider>,
  );
  return { html, state: dehydrate(client) };
}
