import { addDays, isoWeekday, type Lang, type PublicDepartureDto } from '@riviera/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useTourDepartures } from './departures-api';

/** The radio value of a departure: its day and start time. */
export const departureValue = (d: { date: string; time: string }) => `${d.date}T${d.time}`;

const dayFormat = (lang: Lang, opts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(lang, { ...opts, timeZone: 'UTC' });
const asDate = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

/**
 * The tour's departures for the next weeks as a calendar (issue 27): Monday-first weeks, each day
 * with its departures, each one 'N seats left', 'sold out' or 'closed' in the page's language. A
 * departure is a radio button, so the calendar is a working form field in the server's HTML,
 * before the page is taken over; only available departures can be chosen.
 */
export function DeparturePicker({
  tourId,
  lang,
  value,
  onChange,
  error,
}: {
  tourId: number;
  lang: Lang;
  value: string;
  onChange: (d: { date: string; time: string }) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('landing');
  const query = useTourDepartures(tourId, true);
  const weeks = useMemo(
    () => weeksOf(query.data?.departures ?? [], query.data?.from, query.data?.to),
    [query.data],
  );

  if (query.isPending)
    return (
      <p className="text-sm text-slate-600" aria-busy="true">
        {t('departures.loading')}
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('departures.loadError')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
          {t('departures.retry')}
        </button>
      </p>
    );
  const bookable = query.data.departures.some((d) => d.availability === 'available');

  return (
    <fieldset
      className="@container"
      aria-describedby={error ? `departures-${tourId}-error` : undefined}
      data-testid="departure-picker"
    >
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {t('departures.legend')}
        <span className="text-red-600" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <p className="mb-2 text-xs text-slate-500">{t('departures.hint')}</p>
      {!bookable ? (
        <p className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('departures.none')}</p>
      ) : null}
      <div className="space-y-3">
        {weeks.map((week) => (
          <DepartureWeek
            key={week.start}
            week={week}
            lang={lang}
            tourId={tourId}
            value={value}
            onChange={onChange}
          />
        ))}
      </div>
      {error ? (
        <p id={`departures-${tourId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One Monday-first week of the calendar: its days, each with its departures as radio buttons. */
function DepartureWeek({
  week,
  lang,
  tourId,
  value,
  onChange,
}: {
  week: Week;
  lang: Lang;
  tourId: number;
  value: string;
  onChange: (d: { date: string; time: string }) => void;
}) {
  const { t } = useTranslation('landing');
  const weekday = dayFormat(lang, { weekday: 'short' });
  const dayMonth = dayFormat(lang, { day: 'numeric', month: 'short' });
  return (
    <div role="group" aria-label={t('departures.weekOf', { date: dayMonth.format(asDate(week.start)) })}>
      <ol className="grid grid-cols-1 gap-1.5 @md:grid-cols-7">
        {week.days.map((day) => (
          <li
            key={day.date}
            className={`rounded-lg border p-1.5 ${day.departures.length ? 'border-slate-200 bg-white' : 'border-transparent @max-md:hidden'} ${day.inRange ? '' : 'opacity-40'}`}
          >
            <p className="text-xs font-semibold text-slate-600">
              {weekday.format(asDate(day.date))} {dayMonth.format(asDate(day.date))}
            </p>
            <ul className="mt-1 flex flex-wrap gap-1 @md:flex-col">
              {day.departures.map((d) => (
                <li key={d.time}>
                  <DepartureOption
                    departure={d}
                    tourId={tourId}
                    checked={value === departureValue(d)}
                    onChange={onChange}
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

function DepartureOption({
  departure: d,
  tourId,
  checked,
  onChange,
}: {
  departure: PublicDepartureDto;
  tourId: number;
  checked: boolean;
  onChange: (d: { date: string; time: string }) => void;
}) {
  const { t } = useTranslation('landing');
  const open = d.availability === 'available';
  const status =
    d.availability === 'available'
      ? t('departures.seatsLeft', { count: d.seats_left })
      : d.availability === 'sold_out'
        ? t('departures.soldOut')
        : t('departures.closed');
  const tone = !open
    ? 'border-slate-200 bg-slate-100 text-slate-500'
    : checked
      ? 'border-sea-700 bg-sea-700 text-white'
      : d.seats_left <= 5
        ? 'border-amber-300 bg-amber-50 text-amber-900 hover:border-amber-500'
        : 'border-sea-200 bg-sea-50 text-sea-900 hover:border-sea-500';
  return (
    <label
      className={`block cursor-pointer rounded-md border px-2 py-1 text-xs leading-tight has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sea-600 ${tone} ${open ? '' : 'cursor-not-allowed'}`}
      data-testid={`departure-${d.date}-${d.time}`}
    >
      <input
        type="radio"
        name={`departure-${tourId}`}
        value={departureValue(d)}
        className="sr-only"
        checked={checked}
        disabled={!open}
        onChange={() => onChange({ date: d.date, time: d.time })}
      />
      <span className="block font-bold tabular-nums">{d.time}</span>
      <span className="block">{status}</span>
    </label>
  );
}

interface Week {
  start: string;
  days: { date: string; inRange: boolean; departures: PublicDepartureDto[] }[];
}

/** Monday-first weeks covering the calendar's range, each day with its departures. */
function weeksOf(departures: PublicDepartureDto[], from: string | undefined, to: string | undefined): Week[] {
  if (!from || !to) return [];
  const byDay = new Map<string, PublicDepartureDto[]>();
  for (const d of departures) byDay.set(d.date, [...(byDay.get(d.date) ?? []), d]);
  const weeks: Week[] = [];
  for (let start = addDays(from, 1 - isoWeekday(from)); start <= to; start = addDays(start, 7)) {
    const days = Array.from({ length: 7 }, (_, i) => {
      const date = addDays(start, i);
      return { date, inRange: date >= from && date <= to, departures: byDay.get(date) ?? [] };
    });
    // a week without any departure says nothing
    if (days.some((d) => d.departures.length)) weeks.push({ start, days });
  }
  return weeks;
}
