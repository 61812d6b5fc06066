import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { HeroPage } from '../../components/booking/hero-page';
import { FoundBookingCard, PnrSearchForm } from './pnr-search-parts';
import { usePnrSearch } from './use-pnr-search';

// Only a found booking can be managed: its code loads then, not with the search page.
const ManageBookingPanel = lazy(() => import('./manage-booking-panel'));

/** /booking-search: one PNR field; finds a transfer booking or a tour reservation. */
export function PnrSearchPage() {
  const { t } = useTranslation('booking');
  const resultRef = useRef<HTMLDivElement>(null);
  const pnr = usePnrSearch(resultRef);
  const { found, foundPnr, failure } = pnr;
  // The manage panel below may change the booking (a self-cancel): the card shows its new status.
  const [changed, setChanged] = useState<{ pnr: string; status: string } | null>(null);
  const foundStatus =
    changed && changed.pnr === foundPnr
      ? changed.status
      : found?.type === 'transfer'
        ? found.booking.status
        : found?.reservation.status;

  return (
    <HeroPage title={t('search.title')} lead={t('search.lead')} width="max-w-3xl" center>
      <div className="space-y-6">
        <PnrSearchForm pnr={pnr} />

        <div ref={resultRef} tabIndex={-1} className="scroll-mt-24 outline-none" aria-live="polite">
          {failure ? (
            <div
              role="alert"
              className="rounded-2xl border border-red-200 bg-red-50 p-5 text-center text-red-800"
              data-testid="search-error"
            >
              {failure}
            </div>
          ) : null}
          {found ? <FoundBookingCard found={found} status={foundStatus} lang={pnr.lang} /> : null}
        </div>
        {found ? (
          <Suspense fallback={null}>
            <ManageBookingPanel
              key={foundPnr}
              pnr={foundPnr}
              onStatusChange={(status) => setChanged({ pnr: foundPnr, status })}
            />
          </Suspense>
        ) : null}
      </div>
    </HeroPage>
  );
}
