import { type StatusUpdate } from '@riviera/domain';
import { useState } from 'react';
import { CsvExportLink } from '../../components/admin/csv-export-link';
import { useBanner } from '../../components/ui/banner';
import { DataTable, type Column } from '../../components/ui/data-table';
import { ErrorState } from '../../components/ui/error-state';
import { StatusDateSearchFilters } from '../../components/ui/list-filters';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { adminErrorMessage } from '../../lib/admin-api';
import { useMayDelete } from '../../lib/admin-me';
import { useListParams } from '../../lib/use-list-params';
import { ChannelFilter } from './channel-filter';
import { TourReservationDetailDialog } from './tour-reservation-detail-dialog';
import {
  useDeleteTourReservation,
  useSetTourReservationStatus,
  useTourReservations,
  type TourReservation,
} from './tour-reservations-api';
import { tourReservationColumns } from './tour-reservations-columns';

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
        <strong className="font-mono">{r.pnr_code}</strong> numaralı tur rezervasyonunu ({r.customer_name},{' '}
        {r.tour.title}) silmek istediğinizden emin misiniz?
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
  const columns = tourReservationColumns(
    (r) => setDetailId(r.id),
    mayDelete ? (r) => deletion.ask(r) : undefined,
  );

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
      <ReservationsResults list={list} values={values} columns={columns} set={set} />
      <TourReservationDetailDialog
        reservation={detail}
        onClose={() => setDetailId(null)}
        onStatus={changeStatus}
      />
      {deletion.node}
    </div>
  );
}

/** The list as loaded: the error with a retry, the spinner, or the count, the filters, the table and the pages. */
function ReservationsResults({
  list,
  values,
  columns,
  set,
}: {
  list: ReturnType<typeof useTourReservations>;
  values: Record<(typeof FILTER_KEYS)[number], string>;
  columns: Column<TourReservation>[];
  set: ReturnType<typeof useListParams<(typeof FILTER_KEYS)[number]>>['set'];
}) {
  const data = list.data;
  const loadError = list.isError ? (
    <ErrorState
      message={adminErrorMessage(list.error, LOAD_ERROR, NETWORK_ERROR)}
      retryLabel="Tekrar Dene"
      onRetry={() => void list.refetch()}
    />
  ) : null;
  return !data ? (
    (loadError ?? <Spinner label="Tur rezervasyonları yükleniyor…" />)
  ) : (
    <>
      {loadError}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-500" aria-live="polite">
          Toplam <strong className="text-slate-800">{data.pagination.total}</strong> tur rezervasyonu
          {data.pagination.last_page > 1
            ? ` · Sayfa ${data.pagination.current_page} / ${data.pagination.last_page}`
            : ''}
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
  );
}
