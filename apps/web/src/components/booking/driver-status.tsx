import type { CustomerTrip } from '@riviera/domain';
import { useTranslation } from '../../i18n/use-translation';

/** Business times are Istanbul's, whatever the visitor's clock says. */
const CLOCK = new Intl.DateTimeFormat('tr-TR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

const TONES: Record<CustomerTrip['status'], string> = {
  on_the_way: 'bg-sky-50 text-sky-900 ring-sky-200',
  at_pickup: 'bg-amber-50 text-amber-900 ring-amber-200',
  on_board: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  completed: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  no_show: 'bg-red-50 text-red-900 ring-red-200',
};

/**
 * The day of the trip on the customer's look-up (issue 26 item 5, decision 039): 'Sürücünüz yolda',
 * 'Sürücünüz bekliyor' and what follows, with the server's time, in the page's language (the
 * booking's, through its manage link). Nothing before a driver set off.
 */
export function DriverStatus({ trip }: { trip: CustomerTrip | null | undefined }) {
  const { t } = useTranslation('booking');
  if (!trip) return null;
  const time = CLOCK.format(new Date(trip.at));
  return (
    <div
      role="status"
      aria-label={t('driverStatus.title')}
      className={`rounded-xl px-4 py-3 ring-1 ring-inset ${TONES[trip.status]}`}
      data-testid="driver-status"
    >
      <p className="text-base font-bold">{t(`driverStatus.${trip.status}`)}</p>
      <p className="text-sm">
        {trip.leg === 'return' ? `${t('driverStatus.returnLeg')} · ` : ''}
        {t('driverStatus.updated', { time })}
      </p>
    </div>
  );
}
