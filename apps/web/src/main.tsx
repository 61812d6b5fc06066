import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languagePrefix, parsePublicPath, splitLanguage } from '@riviera/domain';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { HydrateLater, hydrateInTurns } from './components/ui/hydrate-later';
import { AppRoutes, preloadPage } from './app/router';
import { heroesQuery } from './features/landing/api';
import { showEverySection } from './features/landing/reveal';
import { initI18n, warmUpTranslations } from './i18n';
import { activeCurrenciesQuery } from './lib/currency-preference';
import { siteSettingsQuery } from './lib/site-settings';
import { warmUpFirstRender } from './lib/warm-up';
import './index.css';

// The language is the URL's (`/en/…`; the root is Turkish, as is the back office). The router works
// below the language prefix, so every link inside the site stays in the language it was opened in.
const { lang, rest: pagePath } = splitLanguage(window.location.pathname);
const onLanding = pagePath === '/';
const isPublic = !window.location.pathname.startsWith('/admin');

// A page the server rendered carries the data it was rendered with: the browser takes the HTML over
// (hydrates) with exactly that data, fetching nothing twice, and draws what the server drew.
const ssrState = document.getElementById('ssr-state');
const serverPage = ssrState ? parsePublicPath(window.location.pathname)?.page : undefined;
if (ssrState?.textContent) hydrate(queryClient, JSON.parse(ssrState.textContent) as DehydratedState);
// The server drew every landing section: hydration must draw the same. Any other page leaves the
// landing page's below-the-fold sections to wait for the visitor, should the browser draw it later.
if (serverPage === 'home') showEverySection();

/**
 * What the first paint shows is fetched in parallel with the texts, and the first render waits for
 * it (at most a moment): the navbar, the currency selector and the hero then appear in their final
 * place instead of shifting the page when their data arrives (Lighthouse CLS).
 */
const firstPaintData = serverPage
  ? preloadPage(serverPage)
  : Promise.allSettled([
      ...(isPublic
        ? [
            queryClient.prefetchQuery(siteSettingsQuery(lang)),
            queryClient.prefetchQuery(activeCurrenciesQuery(lang)),
          ]
        : []),
      ...(onLanding ? [queryClient.prefetchQuery(heroesQuery(lang))] : []),
    ]);
const atMost = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The forms' dates, the first price and the remembered currency load browser data on first use:
// done now, in tasks of their own, they stay out of the first render's task.
if (isPublic)
  warmUpFirstRender(lang, { withCountryNames: serverPage === 'tour' || serverPage === 'booking' });

// The landing page's texts are fetched together with the common ones, not after the first render.
// The texts start a task after the modules (their start-up is already one long task on a phone).
void Promise.all([
  nextTask().then(() =>
    initI18n(lang, onLanding || serverPage === 'tour' ? ['landing'] : serverPage ? ['booking'] : []),
  ),
  serverPage ? firstPaintData : Promise.race([firstPaintData, atMost(1500)]),
])
  // Preact renders a tree in one go (decision 008): starting it in a task of its own keeps the
  // modules' start-up and the first render from adding up to one long task (Lighthouse TBT); the
  // first translation gets a task of its own before it.
  .then(nextTask)
  .then(warmUpTranslations)
  .then(nextTask)
  .then(() => {
    const root = document.getElementById('root')!;
    const app = (
      <StrictMode>
        <BrowserRouter basename={languagePrefix(lang)}>
          <Providers>
            {/* The first pass takes over the providers alone: the routes, the page's frame and the
                page each follow in a task of their own (a phone's first pass was one long task).
                HydrateLater's own Suspense is also the boundary a lazy back-office page waits in. */}
            <HydrateLater>
              <AppRoutes withBackOffice={languagePrefix(lang) === ''} />
            </HydrateLater>
          </Providers>
        </BrowserRouter>
      </StrictMode>
    );
    if (!serverPage) {
      createRoot(root).render(app);
      document.documentElement.dataset.hydrated = 'client';
      return;
    }
    // The page answers taps and keys once its last part is taken over: its lazy parts were loaded
    // first, and the parts below the fold follow in tasks of their own (HydrateLater). Tests wait on
    // this mark instead of guessing with time.
    void hydrateInTurns(() => hydrateRoot(root, app)).then(() => {
      document.documentElement.dataset.hydrated = 'server';
    });
  });
