import { PNR_MAX_LENGTH } from '@riviera/domain';
import { useTranslation } from '../../i18n/use-translation';
import { StatusBadge, TourFacts, TransferFacts } from '../../components/booking/booking-facts';
import { DriverStatus } from '../../components/booking/driver-status';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import type { PnrSearchState } from './use-pnr-search';

/** The one PNR field (typed in capitals) with its submit button, and its error or hint below. */
export function PnrSearchForm({ pnr }: { pnr: PnrSearchState }) {
  const { t } = useTranslation('booking');
  const { register, setValue, clearErrors, fieldError, inputId, search } = pnr;
  return (
    <form
      noValidate
      role="search"
      onSubmit={(e) => void pnr.submit(e)}
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
        <Button type="submit" variant="accent" className="px-8 py-3 text-base" disabled={search.isPending}>
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
  );
}

type Found = NonNullable<PnrSearchState['found']>;

/** The found booking or reservation: its code and status, the driver's progress, and its facts. */
export function FoundBookingCard({
  found,
  status,
  lang,
}: {
  found: Found;
  status: string | undefined;
  lang: PnrSearchState['lang'];
}) {
  const { t } = useTranslation('booking');
  return (
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
        <StatusBadge status={status ?? ''} lang={lang} />
      </div>
      <div className="space-y-4 p-6">
        {status === 'cancelled' ? null : <DriverStatus trip={found.trip} />}
        {found.type === 'transfer' ? (
          <TransferFacts booking={found.booking} lang={lang} showStatus={false} />
        ) : (
          <TourFacts reservation={found.reservation} lang={lang} showStatus={false} />
        )}
      </div>
    </section>
  );
}
