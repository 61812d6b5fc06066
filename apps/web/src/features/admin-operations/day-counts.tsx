import { isNotSetOff, type JobDayDto } from '@riviera/domain';
import { withWarnings } from './board-alerts';

/** The whole day's counts over the board: jobs, unassigned, by leg and status, warnings, not set off. */
export function DayCounts({
  day,
  now,
  notSetOffMinutes,
}: {
  day: JobDayDto;
  now: Date;
  notSetOffMinutes: number;
}) {
  const { counts, jobs } = day;
  return (
    <dl aria-label="Günün sayıları" className="mb-4 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-9">
      <Count label="Toplam iş" value={counts.total} />
      <Count label="Atanmamış" value={counts.unassigned} tone={counts.unassigned > 0 ? 'warn' : undefined} />
      <Count label="Geliş" value={counts.by_leg.outbound ?? 0} />
      <Count label="Dönüş" value={counts.by_leg.return ?? 0} />
      <Count label="Tur" value={counts.by_leg.tour ?? 0} />
      <Count label="Beklemede" value={counts.by_status.pending ?? 0} />
      <Count label="Onaylandı" value={counts.by_status.confirmed ?? 0} />
      <Count
        label="Uyarılı"
        value={withWarnings(jobs).length}
        tone={withWarnings(jobs).length > 0 ? 'warn' : undefined}
      />
      <Count
        label="Yola çıkmadı"
        value={jobs.filter((j) => isNotSetOff(j, now, notSetOffMinutes)).length}
        tone={jobs.some((j) => isNotSetOff(j, now, notSetOffMinutes)) ? 'alert' : undefined}
      />
    </dl>
  );
}

const COUNT_TONES = {
  warn: 'bg-amber-50 ring-amber-200',
  alert: 'bg-red-50 ring-red-200',
  none: 'bg-white ring-slate-200',
};

function Count({
  label,
  value,
  tone,
}: {
  label: string;
  value: number;
  tone?: 'warn' | 'alert' | undefined;
}) {
  return (
    <div className={`rounded-xl px-3 py-2 ring-1 ring-inset ${COUNT_TONES[tone ?? 'none']}`}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-xl font-extrabold tabular-nums text-slate-900 sm:text-2xl">{value}</dd>
    </div>
  );
}
