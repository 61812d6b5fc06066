import { auditFacetsDto, auditPageDto, auditActor, formatDateTimeTr, staffUserListDto, type AuditEntryDto } from '@riviera/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { inputClass } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { adminErrorMessage, adminRequest } from '../../lib/admin-api';
import { useListParams } from '../../lib/use-list-params';
import { ACTION_LABELS, ENTITY_LABELS, auditDiff, labelOf } from './audit-diff';

const FILTER_KEYS = ['admin_user_id', 'entity', 'action', 'date_from', 'date_to'] as const;
const label = 'mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500';

/** The audit log (Yönetici only): who did what, when, with the record before and after, filterable and paged. */
export function AuditLogPage() {
  const { values, page, set, clear, isFiltered } = useListParams(FILTER_KEYS);
  const rangeWrong = values.date_from !== '' && values.date_to !== '' && values.date_to < values.date_from;
  const list = useQuery({
    queryKey: ['admin', 'audit-log', values, page],
    queryFn: ({ signal }) => adminRequest('/admin/audit-log', { query: { ...values, page, per_page: 25 }, signal, schema: auditPageDto }),
    placeholderData: keepPreviousData,
    enabled: !rangeWrong,
  });
  const users = useQuery({ queryKey: ['admin', 'users'], queryFn: () => adminRequest('/admin/users', { schema: staffUserListDto }) });
  const facets = useQuery({ queryKey: ['admin', 'audit-log', 'facets'], queryFn: () => adminRequest('/admin/audit-log/facets', { schema: auditFacetsDto }) });
  const [open, setOpen] = useState<number | null>(null);

  return (
    <div className="space-y-5">
      <PageHeader title="Denetim Kaydı" description="Kim, neyi, ne zaman değiştirdi: kaydın önceki ve sonraki hâli." />
      <form role="search" className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end" onSubmit={(e) => e.preventDefault()}>
        <label className="col-span-2 lg:col-span-1">
          <span className={label}>Kullanıcı</span>
          <select value={values.admin_user_id} onChange={(e) => set({ admin_user_id: e.target.value })} className={inputClass}>
            <option value="">Tüm kullanıcılar</option>
            {(users.data ?? []).map((u) => (
              <option key={u.id} value={u.id}>
                {u.username}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={label}>Kayıt türü</span>
          <select value={values.entity} onChange={(e) => set({ entity: e.target.value })} className={inputClass}>
            <option value="">Tümü</option>
            {(facets.data?.entities ?? []).map((x) => (
              <option key={x} value={x}>
                {labelOf(ENTITY_LABELS, x)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={label}>İşlem</span>
          <select value={values.action} onChange={(e) => set({ action: e.target.value })} className={inputClass}>
            <option value="">Tümü</option>
            {(facets.data?.actions ?? []).map((x) => (
              <option key={x} value={x}>
                {labelOf(ACTION_LABELS, x)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={label}>Başlangıç Tarihi</span>
          <input type="date" value={values.date_from} onChange={(e) => set({ date_from: e.target.value })} className={inputClass} />
        </label>
        <label>
          <span className={label}>Bitiş Tarihi</span>
          <input type="date" value={values.date_to} onChange={(e) => set({ date_to: e.target.value })} className={inputClass} aria-invalid={rangeWrong} />
        </label>
        <Button variant="secondary" onClick={clear} disabled={!isFiltered}>
          Temizle
        </Button>
      </form>
      {rangeWrong ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Bitiş tarihi başlangıç tarihinden önce olamaz
        </p>
      ) : list.isError ? (
        <ErrorState message={adminErrorMessage(list.error, 'Denetim kaydı yüklenirken hata oluştu')} retryLabel="Tekrar Dene" onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Spinner label="Denetim kaydı yükleniyor…" />
      ) : (
        <>
          <p className="text-sm text-slate-500" aria-live="polite">
            Toplam <strong className="text-slate-800">{list.data.total}</strong> kayıt
          </p>
          {/* a list rather than a table: on a phone each record stacks, on a desk it reads as columns */}
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="audit-table" aria-label="Denetim kaydı">
            {list.data.data.length === 0 ? <li className="px-4 py-8 text-center text-slate-500">Kayıt bulunamadı</li> : null}
            {list.data.data.map((e) => (
              <li key={e.id} className="px-4 py-3" data-testid="audit-entry">
                <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 text-sm md:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
                  <span className="whitespace-nowrap text-slate-600 max-md:text-xs">{formatDateTimeTr(new Date(e.created_at))}</span>
                  <span className="font-medium text-slate-900 max-md:order-first max-md:col-span-2">{auditActor({ admin_username: e.admin_username, action: e.action, after: e.after })}</span>
                  <span>{labelOf(ACTION_LABELS, e.action)}</span>
                  <span className="min-w-0 break-words">
                    {labelOf(ENTITY_LABELS, e.entity)}
                    {e.entity_id ? <span className="text-slate-400"> #{e.entity_id}</span> : null}
                  </span>
                  <span className="max-md:col-start-2 max-md:row-start-2 max-md:row-span-3 text-right">
                    <Button variant="secondary" aria-expanded={open === e.id} onClick={() => setOpen(open === e.id ? null : e.id)}>
                      {open === e.id ? 'Gizle' : 'Değişiklik'}
                    </Button>
                  </span>
                </div>
                {open === e.id ? (
                  <div className="mt-3 rounded-lg bg-slate-50 p-3">
                    <DiffView entry={e} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination page={list.data.current_page} lastPage={list.data.last_page} onPageChange={(p) => set({ page: p })} disabled={list.isFetching} />
        </>
      )}
    </div>
  );
}

function DiffView({ entry }: { entry: AuditEntryDto }) {
  const rows = auditDiff(entry.before, entry.after);
  if (rows.length === 0) return <p className="text-sm text-slate-500">Bu kayıtta önceki ve sonraki hâl yok.</p>;
  return (
    <table className="w-full table-fixed text-xs" data-testid="audit-diff">
      <thead className="text-slate-500">
        <tr>
          <th className="w-1/4 py-1 text-left">Alan</th>
          <th className="py-1 text-left">Önce</th>
          <th className="py-1 text-left">Sonra</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.field} className={r.changed ? 'font-medium' : 'text-slate-500'}>
            <th scope="row" className="break-words py-1 pr-2 text-left align-top font-normal" title={r.field}>{r.label}</th>
            <td className={`break-words py-1 pr-2 align-top ${r.changed && r.before !== null ? 'bg-red-50 text-red-800 line-through decoration-red-300' : ''}`}>{r.before ?? '—'}</td>
            <td className={`break-words py-1 align-top ${r.changed && r.after !== null ? 'bg-emerald-50 text-emerald-800' : ''}`}>{r.after ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
