import { formatDateTr, type TripType } from '@riviera/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { VehicleDto } from '../api';
import { VehicleImage } from './vehicle-image';

interface Props {
  pickupLocation: string;
  destination: string;
  pickupDate: string;
  pickupTime: string;
  tripType: TripType;
  returnDate: string | null;
  returnTime: string | null;
  passengers: number;
  vehicle: VehicleDto | null;
  /** the price line: a formatted amount, a "calculating" note, or nothing yet */
  price: ReactNode;
}

/** The trip as chosen so far; beside the steps on wide screens, above them on phones. */
export function TransferSummary(p: Props) {
  const { t } = useTranslation('booking');
  const when = (d: string | null, time: string | null) =>
    d ? `${formatDateTr(d)}${time ? ` · ${time}` : ''}` : t('common:common.notSpecified');
  return (
    <section
      aria-labelledby="transfer-summary-title"
      className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200"
    >
      <div className="bg-gradient-to-br from-sea-900 to-sea-700 px-5 py-4 text-white">
        <h2 id="transfer-summary-title" className="text-sm font-bold uppercase tracking-wider text-sea-100">
          {t('summary.title')}
        </h2>
        <SummaryRoute from={p.pickupLocation} to={p.destination} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 px-5 py-4 text-sm">
        <div>
          <dt className="text-slate-500">{t('summary.tripType')}</dt>
          <dd className="font-semibold text-slate-900">{t(`trip.${p.tripType}`)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('summary.passengers')}</dt>
          <dd className="font-semibold text-slate-900">
            {t('summary.passengersCount', { count: p.passengers })}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('summary.pickup')}</dt>
          <dd className="font-semibold text-slate-900">{when(p.pickupDate, p.pickupTime)}</dd>
        </div>
        {p.tripType === 'round_trip' ? (
          <div>
            <dt className="text-slate-500">{t('summary.return')}</dt>
            <dd className="font-semibold text-slate-900">{when(p.returnDate, p.returnTime)}</dd>
          </div>
        ) : null}
        <div className="col-span-2">
          <dt className="text-slate-500">{t('summary.vehicle')}</dt>
          <dd className="mt-1 font-semibold text-slate-900">
            <SummaryVehicle vehicle={p.vehicle} />
          </dd>
        </div>
      </dl>
      {p.price ? (
        <div className="flex items-center justify-between border-t border-slate-100 bg-sand-50 px-5 py-4">
          <span className="text-sm font-semibold text-slate-600">{t('summary.total')}</span>
          <span className="text-right text-xl font-extrabold text-sea-900" data-testid="summary-price">
            {p.price}
          </span>
        </div>
      ) : null}
    </section>
  );
}

/** The two ends of the route, as a short ordered list with their dots. */
function SummaryRoute({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('booking');
  return (
    <ol className="mt-3 space-y-3">
      {(
        [
          ['from', from, 'border-2 border-lagoon-400'],
          ['to', to, 'bg-sunset-500'],
        ] as const
      ).map(([key, place, dot]) => (
        <li key={key} className="flex gap-3">
          <span className={`mt-1 h-3 w-3 shrink-0 rounded-full ${dot}`} aria-hidden="true" />
          <div>
            <p className="text-xs text-sea-100">{t(`summary.${key}`)}</p>
            <p className="font-semibold" data-testid={`summary-${key}`}>
              {place}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The chosen vehicle with its photo and type, or "not chosen yet". */
function SummaryVehicle({ vehicle }: { vehicle: VehicleDto | null }) {
  const { t } = useTranslation('booking');
  if (!vehicle) return <span className="font-normal text-slate-500">{t('summary.notChosen')}</span>;
  return (
    <span className="flex items-center gap-3">
      <VehicleImage vehicle={vehicle} className="h-10 w-16 shrink-0 rounded-md" sizes="4rem" />
      <span>
        {vehicle.name}
        <span className="block text-xs font-normal text-slate-500">{vehicle.vehicle_type.name}</span>
      </span>
    </span>
  );
}
