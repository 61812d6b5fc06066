import { zodResolver } from '@hookform/resolvers/zod';
import { PNR_MAX_LENGTH, pnrLookupSchema, translateMessage, type PnrLookupInput } from '@riviera/domain';
import { useMutation } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatusBadge, TourFacts, TransferFacts } from '../../components/booking/booking-facts';
import { HeroPage } from '../../components/booking/hero-page';
import { DriverStatus } from '../../components/booking/driver-status';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { ApiError, visitorMessage } from '../../lib/api-client';
import { lookUpPnr, useLang } from '../../lib/booking-lookup';
import { useElementId } from '../../lib/use-element-id';

// Only a found booking can be managed: its code loads then, not with the search page.
const ManageBookingPanel = lazy(() => import('./manage-booking-panel'));

/** /booking-search: one PNR field; finds a transfer booking or a tour reservation. */
export function PnrSearchPage() {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const { register, handleSubmit, setValue, clearErrors, formState } = useForm<
    { pnr_code: string },
    unknown,
    PnrLookupInput
  >({
    resolver: zodResolver(pnrLookupSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { pnr_code: (params.get('pnr') ?? '').toUpperCase().slice(0, PNR_MAX_LENGTH) },
  });
  const message = formState.errors.pnr_code?.message;
  const fieldError = message ? translateMessage(message, lang) : null;
  const inputId = useElementId();
  const resultRef = useRef<HTMLDivElement>(null);
  const search = useMutation({ mutationFn: (pnr: string) => lookUpPnr(pnr, lang) });
  // A language switch names the found booking's vehicle type and extras again, in the new language.
  const searchedIn = useRef(lang);
  useEffect(() => {
    if (searchedIn.current === lang) return;
    searchedIn.current = lang;
    if (search.isSuccess && search.variables) search.mutate(search.variables);
    // only a language switch searches again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);

  const submit = (e?: React.BaseSyntheticEvent) =>
    handleSubmit(
      ({ pnr_code }) => {
        setParams({ pnr: pnr_code }, { replace: true });
        search.mutate(pnr_code, {
          onSettled: () => requestAnimationFrame(() => resultRef.current?.focus()),
        });
      },
      () => search.reset(),
    )(e);

  // A link such as /booking-search?pnr=AB12CD34 searches at once.
  const autoSearched = useRef(false);
  useEffect(() => {
    if (autoSearched.current || !params.get('pnr')) return;
    autoSearched.current = true;
    void submit();
    // only on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A 404 is 'not found'; the server's own message is shown as it is; anything else (no answer, or
  // an answer that broke its contract) is the page's own sentence, never the client's English note.
  const failure = search.error
    ? search.error instanceof ApiError && search.error.status === 404
      ? t('search.notFound')
      : visitorMessage(search.error) || t('search.network')
    : null;
  const found = search.data?.data;
  const foundPnr = found ? (found.type === 'transfer' ? found.booking.pnr_code : found.reservation.pnr_code) : '';
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
        <form
          noValidate
          role="search"
          onSubmit={(e) => void submit(e)}
          className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6"
        >
          <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-slate-700">
            {t('search.label')}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id={inputId}
              {...register('pnr_code', {
                onChange: (e: { target: { value: string } }) => {
                  const upper = e.target.value.toUpperCase();
                  if (upper !== e.target.value) setValue('pnr_code', upper);
                  clearErrors('pnr_code');
                },
              })}
              maxLength={PNR_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('search.placeholder')}
              aria-invalid={Boolean(fieldError)}
              aria-describedby={fieldError ? `${inputId}-error` : `${inputId}-hint`}
              className={`${inputClass} font-mono text-lg uppercase tracking-[0.2em] placeholder:tracking-normal`}
            />
            <Button
              type="submit"
              variant="accent"
              className="px-8 py-3 text-base"
              disabled={search.isPending}
            >
              {search.isPending ? t('search.searching') : t('search.submit')}
            </Button>
          </div>
          {fieldError ? (
            <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-red-600">
              {fieldError}
            </p>
          ) : (
            <p id={`${inputId}-hint`} className="mt-2 text-xs text-slate-500">
              {t('search.hint')}
            </p>
          )}
        </form>

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
          {found ? (
            <section
              className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200"
              data-testid="search-result"
            >
              <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-6 py-4">
                <div>
                  <p className="text-xs font-semibold uppercase tracking-wider text-teal-700">
                    {found.type === 'transfer' ? t('search.transferTitle') : t('search.tourTitle')}
                  </p>
                  <p className="font-mono text-2xl font-extrabold tracking-[0.15em] text-slate-900">
                    {found.type === 'transfer' ? found.booking.pnr_code : found.reservation.pnr_code}
                  </p>
                </div>
                <StatusBadge status={foundStatus ?? ''} lang={lang} />
              </div>
              <div className="space-y-4 p-6">
                {foundStatus === 'cancelled' ? null : <DriverStatus trip={search.data?.data.trip} />}
                {found.type === 'transfer' ? (
                  <TransferFacts booking={found.booking} lang={lang} showStatus={false} />
                ) : (
                  <TourFacts reservation={found.reservation} lang={lang} showStatus={false} />
                )}
              </div>
            </section>
          ) : null}
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
