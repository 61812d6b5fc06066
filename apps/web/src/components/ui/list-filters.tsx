import { BOOKING_STATUSES, statusLabel } from '@riviera/domain';
import { DATE_RANGE_REVERSED, isDateRangeReversed } from '../../lib/date-range';
import { useDebouncedInput } from '../../lib/use-list-params';
import { Button } from './button';
import { Icon } from './icon';
import { inputClass } from './field';

/** Query-parameter names of the two dates, e.g. date_from/date_to or start_date/end_date. */
export interface DateKeys<F extends string, T extends string> {
  from: F;
  to: T;
}

/**
 * The filter bar of the bookings and tour-reservation lists: status, start date, end date and a
 * search box (committed after typing pauses). Turkish labels by default.
 */
export function StatusDateSearchFilters<F extends string, T extends string>({
  dateKeys,
  values,
  onChange,
  onClear,
  canClear,
  searchLabel = 'Ara',
  searchPlaceholder,
  fromLabel = 'Başlangıç Tarihi',
  toLabel = 'Bitiş Tarihi',
  statusLabelText = 'Durum',
  allStatusesLabel = 'Tüm Durumlar',
}: {
  dateKeys: DateKeys<F, T>;
  /** current values by parameter name (as `useListParams` gives them) */
  values: Record<'status' | 'search' | F | T, string>;
  /** called with the changed parameters (as `useListParams().set` takes them) */
  onChange: (patch: Partial<Record<'status' | 'search' | F | T, string>>) => void;
  onClear: () => void;
  canClear: boolean;
  searchLabel?: string;
  searchPlaceholder: string;
  fromLabel?: string;
  toLabel?: string;
  statusLabelText?: string;
  allStatusesLabel?: string;
}) {
  type Key = 'status' | 'search' | F | T;
  const change = (key: Key, value: string) => onChange({ [key]: value } as Partial<Record<Key, string>>);
  const [search, setSearch] = useDebouncedInput(values.search, (v) => change('search', v.trim() === '' ? '' : v));
  const from = values[dateKeys.from];
  const to = values[dateKeys.to];
  const label = 'mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500';
  return (
    <form
      role="search"
      className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        change('search', search);
      }}
    >
      <label className="col-span-2 lg:col-span-1">
        <span className={label}>{searchLabel}</span>
        <span className="relative block">
          <span className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-slate-400">
            <Icon name="search" className="h-4 w-4" />
          </span>
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={searchPlaceholder} className={`${inputClass} pl-9`} maxLength={200} />
        </span>
      </label>
      <label className="col-span-2 lg:col-span-1">
        <span className={label}>{statusLabelText}</span>
        <select value={values.status} onChange={(e) => change('status', e.target.value)} className={inputClass}>
          <option value="">{allStatusesLabel}</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s, 'tr')}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className={label}>{fromLabel}</span>
        <input type="date" value={from} max={to || undefined} onChange={(e) => change(dateKeys.from, e.target.value)} className={inputClass} />
      </label>
      <label>
        <span className={label}>{toLabel}</span>
        <input type="date" value={to} min={from || undefined} onChange={(e) => change(dateKeys.to, e.target.value)} className={inputClass} />
      </label>
      <Button variant="ghost" onClick={onClear} disabled={!canClear} className="col-span-2 lg:col-span-1">
        Temizle
      </Button>
      {isDateRangeReversed(from, to) ? (
        <p role="alert" className="col-span-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 lg:col-span-5">
          {DATE_RANGE_REVERSED}
        </p>
      ) : null}
    </form>
  );
}
