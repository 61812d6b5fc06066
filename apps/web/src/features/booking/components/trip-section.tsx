import { useWatch } from 'react-hook-form';
import { InfoIcon } from '../../../components/booking/icons';
import { Field, inputClass } from '../../../components/ui/field';
import { StepSection, useStepForm } from './customer-step-parts';
import { PickupTimeFields } from './pickup-time-fields';

/** Step 2's trip card: the pickup date and time (with the notice), one way or round trip, and the return. */
export function TripSection({ pickupDate, noticeHours }: { pickupDate: string; noticeHours: number }) {
  const { t, form, errors, msg } = useStepForm();
  const { register, control } = form;
  const tripType = useWatch({ control, name: 'trip_type' });
  return (
    <StepSection title={t('form.sections.trip')}>
      <div className="mb-4">
        <PickupTimeFields noticeHours={noticeHours} />
      </div>
      <fieldset>
        <legend className="sr-only">{t('summary.tripType')}</legend>
        <div className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-1">
          {(['one_way', 'round_trip'] as const).map((tt) => (
            <label
              key={tt}
              className={`cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-semibold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sea-700 ${
                tripType === tt ? 'bg-white text-sea-800 shadow' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              <input type="radio" value={tt} {...register('trip_type')} className="sr-only" />
              {t(`trip.${tt}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {tripType === 'round_trip' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label={t('form.returnDate')} required error={msg(errors.return_date)}>
            {(a) => (
              <input
                {...a}
                {...register('return_date')}
                type="date"
                min={pickupDate}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('form.returnTime')} required error={msg(errors.return_time)}>
            {(a) => <input {...a} {...register('return_time')} type="time" className={inputClass} />}
          </Field>
          <p
            className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2"
            data-testid="round-trip-notice"
          >
            <InfoIcon className="h-5 w-5 shrink-0" />
            {t('roundTripNotice')}
          </p>
        </div>
      ) : null}
    </StepSection>
  );
}
