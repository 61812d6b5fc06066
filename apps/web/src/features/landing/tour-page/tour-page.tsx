import { BREADCRUMB_LABELS, languagePrefix, parseTourPagePath, publicPagePath, routerPath, tourPagePath, tourPageTitle, toursListPath, type Lang } from '@riviera/domain';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, Navigate, useLocation } from 'react-router';
import { HydrateLater } from '../../../components/ui/hydrate-later';
import { buttonClass } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useContentLang } from '../../../lib/content-language';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { settingOf, useSiteSettings } from '../../../lib/site-settings';
import { withMessages } from '../../../lib/with-messages';
import type { TourDto } from '../api';
import { TourDetails } from '../tours/tour-details';
import { useTourBySlug } from './api';

// The reservation form is below the details on a phone: its code (the form, its checks) is loaded
// beside the page's and starts up in a task of its own, before the form's turn to hydrate.
const reservationForm = preloadableLazy(
  withMessages(() => import('../tours/tour-reservation-form').then((m) => ({ default: m.TourReservationForm }))),
);
const reservationSuccess = preloadableLazy(() => import('../tours/tour-success').then((m) => ({ default: m.TourSuccess })));
const TourReservationForm = reservationForm.Component;
const TourSuccess = reservationSuccess.Component;
const loadReservation = () => Promise.all([reservationForm.preload(), reservationSuccess.preload()]);

/**
 * A tour's own page (`/turlar/<slug>`, `/en/tours/<slug>`…): the breadcrumb, the tour's details and
 * the reservation form beside them. The page's language is its address's; a former slug is replaced
 * by the current one, and switching the language moves to the tour's address in that language.
 */
export function TourPage() {
  const { pathname } = useLocation();
  // The router sees the path below the language prefix; the language on screen is the address's.
  const location = parseTourPagePath(`${languagePrefix(useContentLang())}${pathname}`);
  if (!location) return <TourNotFound lang="tr" />;
  return <TourPageAt lang={location.lang} slug={location.slug} />;
}

function TourPageAt({ lang, slug }: { lang: Lang; slug: string }) {
  const { t } = useTranslation('landing');
  // The interface is already in the address's language (main.tsx starts it so), and the navbar's
  // switcher links to this tour's address in each language (switchLanguagePath).
  const { data, isPending, isError, error, refetch, isFetching } = useTourBySlug(slug, lang);

  if (isPending) {
    return (
      <section className="mx-auto max-w-6xl px-4 pb-16 pt-28" aria-busy="true" aria-label={t('tourPage.loading')}>
        <div className="h-6 w-64 animate-pulse rounded bg-slate-200" />
        <div className="mt-6 aspect-video w-full animate-pulse rounded-2xl bg-slate-200 lg:w-2/3" />
      </section>
    );
  }
  if (isError) {
    if (error instanceof ApiError && error.status === 404) return <TourNotFound lang={lang} />;
    return (
      <section className="mx-auto max-w-3xl px-4 pb-16 pt-28">
        <ErrorState message={t('tourPage.loadError')} retryLabel={isFetching ? t('tours.retrying') : t('tours.retry')} onRetry={() => void refetch()} />
      </section>
    );
  }
  // A former address: the current one replaces it (the server answers such a request with a 301).
  if (data.moved) return <Navigate to={routerPath(tourPagePath(data.slug, lang))} replace />;
  return <TourPageView tour={data.tour} lang={lang} />;
}

function TourPageView({ tour, lang }: { tour: TourDto; lang: Lang }) {
  const { t } = useTranslation('landing');
  const { data: settings } = useSiteSettings();
  const [pnr, setPnr] = useState<string | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const siteName = settingOf(settings, 'site_name') ?? 'Riviera Transfer';
  // The same title as the server's head (the page is rendered there too, so nothing here reads window).
  const title = tourPageTitle(tour.title, siteName);

  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <article className="mx-auto max-w-6xl px-4 pb-16 pt-24 sm:pt-28" data-testid="tour-page">
      <nav aria-label={t('tourPage.breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={routerPath(publicPagePath('home', lang))} className="font-medium text-sea-700 hover:underline">
              {BREADCRUMB_LABELS[lang].home}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link to={routerPath(toursListPath(lang))} className="font-medium text-sea-700 hover:underline">
              {BREADCRUMB_LABELS[lang].tours}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="font-semibold text-slate-900">
            {tour.title}
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">{tour.title}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <HydrateLater>
          <TourDetails tour={tour} heading="h2" onPage onReserve={() => formHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })} />
        </HydrateLater>
        {/* Beside the details on a wide screen, below them on a phone: each is taken over a task later. */}
        <HydrateLater code={loadReservation}>
          <section aria-labelledby="tour-page-reserve" className="self-start rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 lg:sticky lg:top-24">
            <h2 id="tour-page-reserve" ref={formHeading} className="mb-4 scroll-mt-24 text-xl font-bold text-slate-900">
              {t('tourPage.reserveTitle')}
            </h2>
            {/* Drawn by the browser (a link followed on the site), the form's code may still be on its way. */}
            <Suspense fallback={<Spinner label={t('tourPage.loading')} className="min-h-64" />}>
              {pnr ? <TourSuccess pnr={pnr} onClose={() => setPnr(null)} /> : <TourReservationForm tour={tour} autoFocus={false} onReserved={setPnr} />}
            </Suspense>
          </section>
        </HydrateLater>
      </div>
    </article>
  );
}

function TourNotFound({ lang }: { lang: Lang }) {
  const { t } = useTranslation('landing');
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 pt-24 text-center" data-testid="tour-not-found">
      <p className="text-6xl font-black text-sea-800">404</p>
      <h1 className="text-2xl font-bold">{t('tourPage.notFoundTitle')}</h1>
      <p className="text-slate-600">{t('tourPage.notFoundText')}</p>
      <Link to={routerPath(toursListPath(lang))} className={buttonClass('primary')}>
        {t('tourPage.allTours')}
      </Link>
    </section>
  );
}
