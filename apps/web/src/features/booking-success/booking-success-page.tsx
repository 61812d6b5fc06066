import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { TransferFacts } from '../../components/booking/booking-facts';
import { HeroPage } from '../../components/booking/hero-page';
import { InfoIcon } from '../../components/booking/icons';
import { buttonClass } from '../../components/ui/button';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { Spinner } from '../../components/ui/spinner';
import { useLang } from '../../lib/booking-lookup';
import { ContactBlock } from './contact-block';
import { SuccessPageError, loadSuccessBooking, type SuccessProblem } from './load-booking';

type SuccessBooking = Awaited<ReturnType<typeof loadSuccessBooking>>;

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('booking');
  const [copied, setCopied] = useState(false);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <button
      type="button"
      onClick={() =>
        void navigator.clipboard.writeText(text).then(() => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 2000);
        })
      }
      className="rounded-lg bg-white/15 px-3 py-1.5 text-sm font-semibold text-white ring-1 ring-white/40 transition hover:bg-sea-950/40 focus-visible:outline-2 focus-visible:outline-white"
    >
      <span aria-live="polite">{copied ? t('success.copied') : t('success.copy')}</span>
    </button>
  );
}

/** The error view of spec §8: one message and a way back to the home page. */
function SuccessErrorView({ problem, pnr }: { problem: SuccessProblem; pnr: string | null }) {
  const { t } = useTranslation('booking');
  return (
    <div className="min-h-[70vh] bg-sand-50 px-4 pb-16 pt-28">
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-200"
        data-testid="success-error"
      >
        <div
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-2xl text-red-600"
          aria-hidden="true"
        >
          !
        </div>
        <h1 className="mt-4 text-xl font-bold text-slate-900">{t(`success.errors.${problem}`)}</h1>
        {problem === 'tourPnr' ? (
          <Link
            to={pnr ? `/booking-search?pnr=${encodeURIComponent(pnr)}` : '/booking-search'}
            className="mt-3 inline-block font-semibold text-sea-700 underline"
          >
            {t('success.searchLink')}
          </Link>
        ) : null}
        <Link to="/" className={buttonClass('primary', 'mt-6 w-full px-6 py-3 sm:w-auto')}>
          {t('success.home')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /booking-success?pnr=… or ?booking_id=…: the confirmation of a transfer booking. An answer the
 * page cannot render (a field missing) shows 'Rezervasyon bilgileri alınamadı', never a blank page.
 */
export function BookingSuccessPage() {
  const [params] = useSearchParams();
  return (
    <ErrorBoundary fallback={<SuccessErrorView problem="unreadable" pnr={params.get('pnr')} />}>
      <BookingSuccess />
    </ErrorBoundary>
  );
}

function BookingSuccess() {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const [params] = useSearchParams();
  const pnr = params.get('pnr');
  const bookingId = params.get('booking_id');
  // Arriving from the bottom of the booking form, the confirmation starts at its top.
  // A block body: in current Chromium scrollTo returns a promise, which React would take for a clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  // The vehicle type and the extras are named in the language on screen: a switch reads again.
  const result = useQuery({
    queryKey: ['booking-success', pnr, bookingId, lang],
    queryFn: () => loadSuccessBooking(pnr, bookingId, lang),
    placeholderData: (shown) => shown,
    retry: (count, err) => err instanceof SuccessPageError && err.problem === 'failed' && count < 1,
    staleTime: 5 * 60_000,
  });

  if (result.isPending) {
    return (
      <div className="min-h-[70vh] bg-sand-50 pt-24">
        <Spinner label={t('success.loading')} className="min-h-[40vh]" />
      </div>
    );
  }

  if (result.isError) {
    const problem = result.error instanceof SuccessPageError ? result.error.problem : 'failed';
    return <SuccessErrorView problem={problem} pnr={pnr} />;
  }

  const b = result.data;
  // A cancelled booking's page must not congratulate: it says so instead.
  const cancelled = b.status === 'cancelled';
  return (
    <HeroPage
      title={cancelled ? t('success.cancelledTitle') : t('success.title')}
      lead={cancelled ? t('success.cancelledLead') : t('success.lead')}
      icon={cancelled ? null : <SuccessCheck />}
      width="max-w-5xl"
      center
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px] lg:items-start">
        <div className="space-y-6">
          <ConfirmationCard booking={b} lang={lang} />
          <SuccessActions />
        </div>
        <ContactBlock />
      </div>
    </HeroPage>
  );
}

/** The way on: home, or another booking. */
function SuccessActions() {
  const { t } = useTranslation('booking');
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link to="/" className={buttonClass('secondary', 'px-6 py-3')}>
        {t('success.home')}
      </Link>
      <Link to="/booking" className={buttonClass('accent', 'px-6 py-3')}>
        {t('success.newBooking')}
      </Link>
    </div>
  );
}

/** The confirmation's check mark, over the title of a booking that stands. */
function SuccessCheck() {
  return (
    <div
      className="mx-auto mb-5 flex h-16 w-16 items-center justify-center rounded-full bg-lagoon-500 shadow-lg ring-8 ring-white/10"
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="3">
        <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

/** The booking's PNR (with a copy button), its number and facts, and the round-trip notice. */
function ConfirmationCard({ booking, lang }: { booking: SuccessBooking; lang: ReturnType<typeof useLang> }) {
  const { t } = useTranslation('booking');
  return (
    <section className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-4 bg-sea-800 px-6 py-5 text-white">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-sea-100">{t('success.pnr')}</p>
          <p className="font-mono text-3xl font-extrabold tracking-[0.2em]" data-testid="success-pnr">
            {booking.pnr_code}
          </p>
          <p className="mt-1 text-xs text-sea-100">
            {t('success.bookingNumber')}:{' '}
            <span data-testid="success-booking-number">{booking.booking_number}</span>
          </p>
        </div>
        <CopyButton text={booking.pnr_code} />
      </div>
      <p className="border-b border-slate-100 bg-sand-50 px-6 py-3 text-sm text-slate-600">
        {t('success.pnrHint')}
      </p>
      <div className="p-6">
        <TransferFacts booking={booking} lang={lang} />
        {booking.trip_type === 'round_trip' ? (
          <p className="mt-5 flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            <InfoIcon className="h-5 w-5 shrink-0" />
            {t('roundTripNotice')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
