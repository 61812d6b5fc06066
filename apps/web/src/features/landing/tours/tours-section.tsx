import { lazy, Suspense, useEffect, useState } from 'react';
import { HydrateLater } from '../../../components/ui/hydrate-later';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { withMessages } from '../../../lib/with-messages';
import { useTours, type TourDto } from '../api';
import { useSectionReady } from '../section-ready';
import { whenInteracted } from '../reveal';
import { TourCard } from './tour-card';

const loadTourModal = withMessages(() => import('./tour-modal'));
const TourModal = lazy(loadTourModal);

/** Popular tours (#tours): the grid, its loading and error states, and the tour modal. */
export default function ToursSection() {
  const { t } = useTranslation('landing');
  const { data: tours, isPending, isError, refetch, isFetching } = useTours();
  const [selected, setSelected] = useState<TourDto | null>(null);
  useSectionReady('tours', !isPending);

  // The modal is a separate chunk, with the reservation form and its validation: fetched once the
  // visitor starts using the page (a scroll, a tap), ready by the time a card is opened. Fetched
  // while the page loads, its start-up was one more long task on a phone (Lighthouse TBT).
  useEffect(() => whenInteracted(() => void loadTourModal()), []);

  return (
    <>
      {isPending ? (
        <ul
          key="loading"
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label={t('tours.loading')}
        >
          {[0, 1, 2].map((i) => (
            <li key={`skeleton-${i}`} className="h-96 animate-pulse rounded-2xl bg-slate-200/70" />
          ))}
        </ul>
      ) : isError ? (
        <ErrorState
          message={t('tours.loadError')}
          retryLabel={isFetching ? t('tours.retrying') : t('tours.retry')}
          onRetry={() => void refetch()}
        />
      ) : tours.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-slate-600 shadow-sm">{t('tours.empty')}</p>
      ) : (
        <ul key="tours" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {tours.map((tour) => (
            <HydrateLater key={tour.id}>
              <li className="flex">
                <TourCard tour={tour} onOpen={() => setSelected(tour)} />
              </li>
            </HydrateLater>
          ))}
        </ul>
      )}
      {selected ? (
        // The modal's code may still be on its way (fetched at the first interaction, and slow on a
        // phone while the page is taken over): the visitor sees that it is coming.
        <Suspense
          fallback={
            <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60">
              <Spinner label={t('tourPage.loading')} className="rounded-xl bg-white px-6 py-4" />
            </div>
          }
        >
          <TourModal tour={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
