import { addDays, isoWeekday, type AdminDepartureDto } from '@riviera/domain';
import { Badge } from '../../components/ui/badge';
import { WEEKDAY_LABELS } from './schedule-form';

/** What a departure's chip says besides sold/capacity. */
function stateOf(
  d: AdminDepartureDto,
): { label: string; tone: 'danger' | 'warning' | 'neutral' | 'success' } | null {
  if (d.state === 'cancelled') return { label: 'İptal', tone: 'danger' };
  if (d.state === 'closed') return { label: 'Kapalı', tone: 'neutral' };
  if (d.sold >= d.capacity) return { label: 'Dolu', tone: 'danger' };
  if (d.past_cutoff) return { label: 'Satış bitti', tone: 'neutral' };
  if (d.below_minimum) return { label: 'Asgari altı', tone: 'warning' };
  return null;
}

/**
 * Five weeks of a tour's departures, Monday first: each departure shows seats sold of its capacity
 * and what stops it selling; pressing one opens it (capacity, close, cancel).
 */
export function DepartureCalendar({
  from,
  departures,
  onOpen,
}: {
  from: string;
  departures: AdminDepartureDto[];
  onOpen: (d: AdminDepartureDto) => void;
}) {
  const start = addDays(from, 1 - isoWeekday(from));
  const days = Array.from({ length: 35 }, (_, i) => addDays(start, i));
  const byDay = new Map<string, AdminDepartureDto[]>();
  for (const d of departures) byDay.set(d.date, [...(byDay.get(d.date) ?? []), d]);

  return (
    <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200" data-testid="departure-calendar">
      <div
        className="hidden grid-cols-7 gap-2 pb-2 text-center text-xs font-semibold uppercase text-slate-500 md:grid"
        aria-hidden="true"
      >
        {WEEKDAY_LABELS.map((l) => (
          <div key={l}>{l}</div>
        ))}
      </div>
      <ol className="grid gap-2 md:grid-cols-7">
        {days.map((day) => {
          const list = byDay.get(day) ?? [];
          const past = day < from;
          return (
            <li
              key={day}
              className={`min-h-20 rounded-lg border p-2 ${past ? 'border-slate-100 bg-slate-50 text-slate-400' : 'border-slate-200'} ${list.length ? '' : 'max-md:hidden'}`}
            >
              <p className="text-xs font-semibold text-slate-500">
                <span className="md:hidden">{WEEKDAY_LABELS[isoWeekday(day) - 1]} </span>
                {day.slice(8, 10)}.{day.slice(5, 7)}
              </p>
              <ul className="mt-1 space-y-1">
                {list.map((d) => {
                  const state = stateOf(d);
                  return (
                    <li key={d.time}>
                      <button
                        type="button"
                        onClick={() => onOpen(d)}
                        className="w-full rounded-md bg-sea-50 px-2 py-1 text-left text-sm hover:bg-sea-100"
                        aria-label={`${day} ${d.time}: ${d.sold}/${d.capacity}${state ? `, ${state.label}` : ''}`}
                        data-testid={`departure-${day}-${d.time}`}
                      >
                        <span className="font-semibold">{d.time}</span>{' '}
                        <span className="tabular-nums">
                          {d.sold}/{d.capacity}
                        </span>
                        {state ? (
                          <span className="ml-1 inline-block">
                            <Badge tone={state.tone}>{state.label}</Badge>
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
