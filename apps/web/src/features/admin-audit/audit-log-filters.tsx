import { type AuditFacetsDto, type StaffUserDto } from '@riviera/domain';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { type useListParams } from '../../lib/use-list-params';
import { ACTION_LABELS, ENTITY_LABELS, labelOf } from './audit-diff';

export const FILTER_KEYS = ['admin_user_id', 'entity', 'action', 'date_from', 'date_to'] as const;
const label = 'mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500';

/** The audit log's filters: who, which kind of record, which action, and a date range. */
export function AuditFilters({
  params: { values, set, clear, isFiltered },
  rangeWrong,
  users,
  facets,
}: {
  params: ReturnType<typeof useListParams<(typeof FILTER_KEYS)[number]>>;
  rangeWrong: boolean;
  users: StaffUserDto[] | undefined;
  facets: AuditFacetsDto | undefined;
}) {
  return (
    <form
      role="search"
      className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(e) => e.preventDefault()}
    >
      <FilterSelect
        className="col-span-2 lg:col-span-1"
        title="Kullanıcı"
        all="Tüm kullanıcılar"
        value={values.admin_user_id}
        onChange={(v) => set({ admin_user_id: v })}
        options={(users ?? []).map((u) => ({ value: u.id, text: u.username }))}
      />
      <FilterSelect
        title="Kayıt türü"
        all="Tümü"
        value={values.entity}
        onChange={(v) => set({ entity: v })}
        options={(facets?.entities ?? []).map((x) => ({ value: x, text: labelOf(ENTITY_LABELS, x) }))}
      />
      <FilterSelect
        title="İşlem"
        all="Tümü"
        value={values.action}
        onChange={(v) => set({ action: v })}
        options={(facets?.actions ?? []).map((x) => ({ value: x, text: labelOf(ACTION_LABELS, x) }))}
      />
      <label>
        <span className={label}>Başlangıç Tarihi</span>
        <input
          type="date"
          value={values.date_from}
          onChange={(e) => set({ date_from: e.target.value })}
          className={inputClass}
        />
      </label>
      <label>
        <span className={label}>Bitiş Tarihi</span>
        <input
          type="date"
          value={values.date_to}
          onChange={(e) => set({ date_to: e.target.value })}
          className={inputClass}
          aria-invalid={rangeWrong}
        />
      </label>
      <Button variant="secondary" onClick={clear} disabled={!isFiltered}>
        Temizle
      </Button>
    </form>
  );
}

function FilterSelect({
  className,
  title,
  all,
  value,
  onChange,
  options,
}: {
  className?: string;
  title: string;
  /** the empty choice: no filter */
  all: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string | number; text: string }[];
}) {
  return (
    <label className={className}>
      <span className={label}>{title}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  );
}
