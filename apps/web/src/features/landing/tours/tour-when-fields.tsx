import { todayInIstanbul, type Lang } from '@riviera/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Field, inputClass } from '../../../components/ui/field';
import type { TourDto } from '../api';
import { DeparturePicker, departureValue } from './departure-picker';
import { PickupFields } from './pickup-fields';
import type { FieldMessage, ReservationForm } from './tour-reservation-fields';

/**
 * When and from where: one of the tour's departures when it has a schedule (issue 27), else a free
 * date and time; then the pickup zone and place when the tour picks guests up (decision 038).
 */
export function TourWhenFields({
  form,
  tour,
  lang,
  message,
  onChooseDeparture,
}: {
  form: ReservationForm;
  tour: TourDto;
  lang: Lang;
  message: FieldMessage;
  onChooseDeparture: (d: { date: string; time: string }) => void;
}) {
  const { t } = useTranslation('landing');
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [bookingDate, bookingTime, pickupZoneId] = useWatch({
    control,
    name: ['booking_date', 'booking_time', 'pickup_zone_id'],
  });
  const pickups = tour.pickups ?? [];
  return (
    <>
      {tour.has_departures === true ? (
        <div className="@lg:col-span-2">
          <DeparturePicker
            tourId={tour.id}
            lang={lang}
            value={bookingDate && bookingTime ? departureValue({ date: bookingDate, time: bookingTime }) : ''}
            onChange={onChooseDeparture}
            error={
              errors.booking_date || errors.booking_time
                ? bookingDate
                  ? (message('booking_date') ?? message('booking_time'))
                  : t('departures.required')
                : undefined
            }
          />
        </div>
      ) : (
        <>
          <Field label={t('tourForm.date')} error={message('booking_date')} required>
            {(p) => (
              <input
                {...p}
                {...register('booking_date')}
                type="date"
                min={todayInIstanbul()}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('tourForm.time')} error={message('booking_time')} required>
            {(p) => <input {...p} {...register('booking_time')} type="time" className={inputClass} />}
          </Field>
        </>
      )}
      {pickups.length ? (
        <PickupFields
          pickups={pickups}
          lang={lang}
          zone={register('pickup_zone_id', {
            setValueAs: (v: unknown) => (v === '' || v == null ? null : Number(v)),
          })}
          place={register('pickup_place')}
          zoneId={pickupZoneId}
          date={bookingDate ?? ''}
          time={bookingTime ?? ''}
          zoneError={message('pickup_zone_id')}
          placeError={message('pickup_place')}
        />
      ) : null}
    </>
  );
}
