import {
  earliestPickupInIstanbul,
  formatDateTr,
  pickupTimeProblem,
  todayInIstanbul,
  translateMessage,
  type TransferBookingFormValues,
  type TransferBookingInput,
} from '@riviera/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Field, inputClass } from '../../../components/ui/field';
import { useLang } from '../../../lib/booking-lookup';

/**
 * The pickup date and time, editable on the booking page (issue 32): the visitor corrects a time
 * the operator cannot serve without going back to the landing page. The time is checked as it is
 * chosen with the server's rule (`pickupTimeProblem`: not past, not closer than the minimum notice),
 * in the visitor's language, with the earliest time that can be booked.
 */
export function PickupTimeFields({ noticeHours }: { noticeHours: number }) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TransferBookingFormValues, unknown, TransferBookingInput>();
  const [date, time] = useWatch({ control, name: ['pickup_date', 'pickup_time'] });
  const now = new Date();
  const problem = pickupTimeProblem(date ?? '', time ?? '', now, noticeHours);
  const earliest = earliestPickupInIstanbul(now, noticeHours);
  const translated = (m: string | undefined) => (m ? translateMessage(m, lang) : undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="pickup-time-fields">
      <Field label={t('form.pickupDate')} required error={translated(errors.pickup_date?.message)}>
        {(a) => (
          <input
            {...a}
            {...register('pickup_date')}
            type="date"
            min={todayInIstanbul(now)}
            data-testid="pickup-date"
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label={t('form.pickupTime')}
        required
        error={translated(problem ?? errors.pickup_time?.message)}
        hint={
          noticeHours > 0
            ? t('form.pickupNotice', { hours: noticeHours, earliest: `${formatDateTr(earliest.date)} ${earliest.time}` })
            : undefined
        }
      >
        {(a) => <input {...a} {...register('pickup_time')} type="time" data-testid="pickup-time" className={inputClass} />}
      </Field>
    </div>
  );
}
