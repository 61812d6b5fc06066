import { auditFacetsDto, auditPageDto, staffUserListDto } from '@riviera/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { adminErrorMessage, adminRequest } from '../../lib/admin-api';
import { useListParams } from '../../lib/use-list-params';
import { AuditEntries } from './audit-log-entries';
import { AuditFilters, FILTER_KEYS } from './audit-log-filters';

/** The audit log (Yönetici only): who did what, when, with the record before and after, filterable and paged. */
export function AuditLogPage() {
  const params = useListParams(FILTER_KEYS);
  const { values, page, set } = params;
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
      <AuditFilters params={params} rangeWrong={rangeWrong} users={users.data} facets={facets.data} />
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
          <AuditEntries entries={list.data.data} open={open} setOpen={setOpen} />
          <Pagination page={list.data.current_page} lastPage={list.data.last_page} onPageChange={(p) => set({ page: p })} disabled={list.isFetching} />
        </>
      )}
    </div>
  );
}
