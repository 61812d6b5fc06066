import { channelLabel, formatDateTimeTr, formatDateTr, formatPriceWithCents, type StatusUpdate } from '@riviera/domain';
import { useState } from 'react';
import { CsvExportLink } from '../../components/admin/csv-export-link';
import { StatusBadge } from '../../components/ui/badge';
import { useBanner } from '../../components/ui/banner';
import { DataTable, type Column } from '../../components/ui/data-table';
import { ErrorState } from '../../components/ui/error-state';
import { RowActions } from '../../components/ui/row-actions';
import { StatusDateSearchFilters } from '../../components/ui/list-filters';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { adminErrorMessage } from '../../lib/admin-api';
import { useMayDelete } from '../../lib/admin-me';
import { useListParams } from '../../lib/use-list-params';
import { ChannelFilter } from './channel-filter';
import { TourReservationDetailDialog } from './tour-reservation-detail-dialog';
import { useDeleteTourReservation, useSetTourReservationStatus, useTourReservations, type TourReservation } from './tour-reservations-api';
import { ChangeRequestBadge } from '../../components/admin/change-request-badge';

const FILTER_KEYS = ['status', 'start_date', 'end_date', 'search', 'channel'] as const;
const LOAD_ERROR = 'Tur rezervasyonları yüklenirken hata oluştu';
const NETWORK_ERROR = 'Bağlantı hatası oluştu';

export function TourReservationsPage() {
  const { values, page, set, clear, isFiltered } = useListParams(FILTER_KEYS);
  const mayDelete = useMayDelete();
  const list = useTourReservations(values, page);
  const setStatus = useSetTourReservationStatus();
  const remove = useDeleteTourReservation();
  const toast = useBanner({ floating: true });
  const [detailId, setDetailId] = useState<number | null>(null);
  const deletion = useConfirmDelete<TourReservation>({
    title: 'Tur Rezervasyonunu Sil',
    message: (r) => (
      <p>
        <strong className="font-mono">{r.pnr_code}</strong> numaralı tur rezervasyonunu ({r.customer_name}, {r.tour.title}) silmek istediğinizden
        emin misiniz?
      </p>
    ),
    warning: () => 'Bu işlem geri alınamaz!',
    remove: (r) => remove(r.id),
    successText: 'Tur rezervasyonu silindi',
    errorText: 'Silme işlemi başarısız',
    onDeleted: (message, r) => {
      if (detailId === r.id) setDetailId(null);
      toast.show('success', message);
    },
  });
  const detail = list.data?.data.find((r) => r.id === detailId) ?? null;

  const changeStatus = async (id: number, change: StatusUpdate) => {
    try {
      await setStatus(id, change);
      toast.show('success', 'Tur rezervasyonu durumu güncellendi');
    } catch (err) {
      toast.show('error', adminErrorMessage(err, 'Durum güncellenirken hata oluştu', NETWORK_ERROR));
      throw err;
    }
  };

  const columns: Column<TourReservation>[] = [
    {
      key: 'pnr',
      header: 'PNR',
      cell: (r) => (
        <div>
          <p className="font-mono font-semibold tracking-wide text-slate-900">{r.pnr_code}</p>
          <p className="text-xs text-slate-400">{formatDateTimeTr(new Date(r.created_at))}</p>
          <ChangeRequestBadge open={r.open_change_requests} />
        </div>
      ),
    },
    {
      key: 'customer',
      header: 'Müşteri',
      cell: (r) => (
        <div className="min-w-0 md:max-w-[8.5rem]">
          <p className="font-medium text-slate-900">{r.customer_name}</p>
          <p className="text-xs text-slate-500 md:truncate">{r.customer_email}</p>
        </div>
      ),
    },
    {
      key: 'tour',
      header: 'Tur',
      cell: (r) => (
        <div className="min-w-0 md:min-w-[8rem] md:max-w-[14rem]">
          <p className="text-slate-800">{r.tour.title}</p>
          <p className="text-xs text-slate-500">{r.tour.location}</p>
        </div>
      ),
    },
    {
      key: 'date',
      header: 'Tarih',
      cell: (r) => (
        <div className="whitespace-nowrap text-sm">
          <p className="text-slate-800">{formatDateTr(r.booking_date)}</p>
          <p className="text-slate-500">{r.booking_time}</p>
        </div>
      ),
    },
    { key: 'people', header: 'Kişi', className: 'md:text-center', cell: (r) => <span className="font-medium">{r.passenger_count}</span> },
    { key: 'children', header: 'Çocuk', className: 'md:text-center', cell: (r) => <span className="font-medium">{r.children_count}</span> },
    {
      key: 'amount',
      header: 'Tutar',
      cell: (r) => <span className="whitespace-nowrap font-semibold text-slate-900">{formatPriceWithCents(r.total_price, r.currency)}</span>,
    },
    { key: 'status', header: 'Durum', cell: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'channel',
      header: 'Kanal',
      // small and wrapping: the list had no width to spare before the channel came (decision 041)
      cell: (r) => (
        <span className={`block text-xs md:max-w-[4.5rem] ${r.channel ? 'font-semibold text-slate-800' : 'text-slate-500'}`}>{channelLabel(r.channel)}</span>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      hideMobileLabel: true,
      cell: (r) => (
        <RowActions name={r.pnr_code} onDetail={() => setDetailId(r.id)} onDelete={mayDelete ? () => deletion.ask(r) : undefined} compact stacked />
      ),
    },
  ];

  const data = list.data;
  const loadError = list.isError ? (
    <ErrorState message={adminErrorMessage(list.error, LOAD_ERROR, NETWORK_ERROR)} retryLabel="Tekrar Dene" onRetry={() => void list.refetch()} />
  ) : null;
  return (
    <div className="space-y-5">
      {toast.node}
      <StatusDateSearchFilters
        dateKeys={{ from: 'start_date', to: 'end_date' }}
        values={values}
        onChange={set}
        onClear={clear}
        canClear={isFiltered}
        searchPlaceholder="Müşteri adı veya tur adı"
      />
      {!data ? (
        (loadError ?? <Spinner label="Tur rezervasyonları yükleniyor…" />)
      ) : (
        <>
          {loadError}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-500" aria-live="polite">
              Toplam <strong className="text-slate-800">{data.pagination.total}</strong> tur rezervasyonu
              {data.pagination.last_page > 1 ? ` · Sayfa ${data.pagination.current_page} / ${data.pagination.last_page}` : ''}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <ChannelFilter value={values.channel} onChange={(channel) => set({ channel })} />
              <CsvExportLink path="/admin/tour-reservations/export.csv" filters={values} />
            </div>
          </div>
          <DataTable
            columns={columns}
            rows={data.data}
            rowKey={(r) => r.id}
            caption="Tur rezervasyonları"
            busy={list.isFetching}
            empty="Tur rezervasyonu bulunamadı"
            rowProps={(r) => ({ 'data-testid': `tour-reservation-row-${r.pnr_code}` })}
          />
          <Pagination
            page={data.pagination.current_page}
            lastPage={data.pagination.last_page}
            onPageChange={(p) => set({ page: p })}
            disabled={list.isFetching}
          />
        </>
      )}
      <TourReservationDetailDialog reservation={detail} onClose={() => setDetailId(null)} onStatus={changeStatus} />
      {deletion.node}
    </div>
  );
}
