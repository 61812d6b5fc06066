import type { TransferBookingFormValues, TransferBookingInput } from '@riviera/domain';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { PickupTimeFields } from './pickup-time-fields';

/** Step 1 asks for another pickup time when the one brought along is inside the operator's notice. */
export function PickupWhen({
  form,
  noticeHours,
}: {
  form: UseFormReturn<TransferBookingFormValues, unknown, TransferBookingInput>;
  noticeHours: number;
}) {
  const { t } = useTranslation('booking');
  return (
    <section
      aria-labelledby="pickup-when-title"
      className="mb-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-300 sm:p-6"
      data-testid="pickup-when"
    >
      <h3 id="pickup-when-title" className="mb-3 text-lg font-bold text-slate-900">
        {t('wizard.whenTitle')}
      </h3>
      <FormProvider {...form}>
        <PickupTimeFields noticeHours={noticeHours} />
      </FormProvider>
    </section>
  );
}
