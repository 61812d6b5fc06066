import type { TransferBookingFormValues, TransferBookingInput } from '@riviera/domain';
import { translateMessage } from '@riviera/domain';
import type { ReactNode } from 'react';
import { useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useLang } from '../../../lib/booking-lookup';

/** One card of step 2, with its heading and an optional note beside it. */
export function StepSection({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h3 className="text-lg font-bold text-slate-900">{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

/**
 * What every part of step 2 reads: the booking form (its contract's types), the page's language,
 * a field error in that language and the '(optional)' mark beside a label.
 */
export function useStepForm() {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const form = useFormContext<TransferBookingFormValues, unknown, TransferBookingInput>();
  const msg = (e: FieldError | undefined) => (e?.message ? translateMessage(e.message, lang) : undefined);
  const optional = <span className="font-normal text-slate-500"> ({t('form.optional')})</span>;
  return { t, lang, form, errors: form.formState.errors, msg, optional };
}
