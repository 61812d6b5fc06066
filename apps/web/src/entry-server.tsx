import { DEFAULT_LANG, type TourBySlugDto, languagePrefix, legalKindOf, parsePublicPath, splitLanguage, type Lang, type PublicLocation } from '@riviera/domain';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { Suspense } from 'react';
import { StaticRouter } from 'react-router';
import { Providers, QUERY_DEFAULTS } from './app/providers';
import { AppRoutes } from './app/router';
import { aboutQuery, galleryQuery, heroesQuery, toursQuery } from './features/landing/api';
import { tourBySlugQuery } from './features/landing/tour-page/api';
import { tourDeparturesQuery } from './features/landing/tours/departures-api';
import { showEverySection } from './features/landing/reveal';
import { createTranslator, type Texts, type Translator } from './i18n/translator';
import { TranslatorProvider } from './i18n/use-translation';
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
const texts = import.meta.glob<{ default: Texts }>('./i18n/locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Texts>> = {};
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
 * One translator per language for the process, with every namespace's texts (the browser loads its
 * own language's lazily): rendering never changes its language or texts, and it remembers each text
 * by its call, so the same call on the next render costs a map look-up.
 */
const translatorsByLang = new Map<Lang, Translator>();
function translatorFor(lang: Lang): Translator {
  let made = translatorsByLang.get(lang);
  if (!made) {
    made = createTranslator(lang, { remember: REMEMBERED_TEXTS });
    for (const [lng, byNs] of Object.entries(resources))
      if (lng === lang || lng === DEFAULT_LANG) for (const [ns, found] of Object.entries(byNs)) made.add(lng, ns, found);
    translatorsByLang.set(lang, made);
  }
  return made;
}

/** How many distinct calls a language's translator remembers before it starts afresh (options carry content). */
const REMEMBERED_TEXTS = 20_000;

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
  const translator = translatorFor(lang);
  const prefix = languagePrefix(lang);
  const html = await renderToStringAsync(
    <TranslatorProvider translator={translator}>
      <StaticRouter location={url} basename={prefix || undefined}>
        <Providers client={client}>
          <Suspense fallback={null}>
            <AppRoutes withBackOffice={false} />
          </Suspense>
        </Providers>
      </StaticRouter>
    </TranslatorProvider>,
  );
  return { html, state: dehydrate(client) };
}
