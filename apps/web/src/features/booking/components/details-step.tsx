import { translateMessage, type TransferBookingFormValues, type TransferBookingInput } from '@riviera/domain';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { useLang } from '../../../lib/booking-lookup';
import type { SubmitProblem } from '../submit-errors';
import { ErrorSummary } from './error-summary';

/**
 * Step 2's form around its sections (`children`): every problem read out together above the
 * buttons (spec §5), then back to the vehicles or submit.
 */
export function DetailsStep({
  form,
  onSubmit,
  problem,
  onBack,
  children,
}: {
  form: UseFormReturn<TransferBookingFormValues, unknown, TransferBookingInput>;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  problem: (SubmitProblem & { version: number }) | null;
  onBack: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const submitting = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {children}
        <ErrorSummary
          heading={problem?.withHeading ? translateMessage('validation.errors_heading', lang) : null}
          messages={problem?.messages ?? []}
          version={problem?.version ?? 0}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" className="px-6 py-3" onClick={onBack} disabled={submitting}>
            ← {t('wizard.back')}
          </Button>
          <Button type="submit" variant="accent" className="px-8 py-3 text-base" disabled={submitting}>
            {submitting ? t('wizard.submitting') : t('wizard.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
