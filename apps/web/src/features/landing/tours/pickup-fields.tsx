import { PICKUP_PLACE_MAX, pickupMoment, type Lang, type TourPickupDto } from '@riviera/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Field, inputClass } from '../../../components/ui/field';

/** 'Sa., 6. Juni' in the page's language; the day is a business date, never shifted. */
const shortDay = (lang: Lang, ymd: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

/**
 * A pickup tour's zone and hotel (decision 038). Each zone's option says when it is picked up:
 * the time itself once a departure is chosen, else how long before the start, so the server's
 * HTML already tells the visitor before the page is taken over. Below, the pickup time of the
 * chosen zone and departure, live.
 */
export function PickupFields({
  pickups,
  lang,
  zone,
  place,
  zoneId,
  date,
  time,
  zoneError,
  placeError,
}: {
  pickups: readonly TourPickupDto[];
  lang: Lang;
  zone: UseFormRegisterReturn;
  place: UseFormRegisterReturn;
  /** the zone chosen, the departure's day and start time (blank until chosen) */
  zoneId: number | null | undefined;
  date: string;
  time: string;
  zoneError?: string | undefined;
  placeError?: string | undefined;
}) {
  const { t } = useTranslation('landing');
  const departure = /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time) ? { date, time } : null;
  const when = (p: TourPickupDto) => {
    if (departure) return pickupMoment(departure.date, departure.time, p.offset_minutes).time;
    return p.offset_minutes === 0
      ? t('tourForm.pickupAtStart')
      : t('tourForm.pickupBefore', { minutes: -p.offset_minutes });
  };
  const chosen = pickups.find((p) => p.zone_id === zoneId);
  const at = chosen && departure ? pickupMoment(departure.date, departure.time, chosen.offset_minutes) : null;

  return (
    <fieldset className="grid gap-4 rounded-xl border border-sea-100 bg-sea-50/50 p-4 @lg:col-span-2 @lg:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-sea-900">{t('tourForm.pickupTitle')}</legend>
      <Field label={t('tourForm.pickupZone')} error={zoneError} required>
        {(p) => (
          <select {...p} {...zone} defaultValue="" className={inputClass}>
            <option value="" disabled>
              {t('tourForm.pickupZoneChoose')}
            </option>
            {pickups.map((z) => (
              <option key={z.zone_id} value={z.zone_id}>
                {`${z.name} — ${when(z)}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('tourForm.pickupPlace')}
        error={placeError}
        hint={t('tourForm.pickupPlaceHint')}
        required
      >
        {(p) => (
          <input
            {...p}
            {...place}
            autoComplete="street-address"
            maxLength={PICKUP_PLACE_MAX}
            className={inputClass}
          />
        )}
      </Field>
      <p
        className="text-sm font-semibold text-sea-900 @lg:col-span-2"
        aria-live="polite"
        data-testid="pickup-time"
      >
        {at
          ? at.date === departure?.date
            ? t('tourForm.pickupAt', { time: at.time })
            : t('tourForm.pickupAtDate', { date: shortDay(lang, at.date), time: at.time })
          : t('tourForm.pickupChooseDeparture')}
      </p>
    </fieldset>
  );
}
