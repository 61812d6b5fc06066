import { type StatusUpdate } from '@riviera/domain';
import { useState } from 'react';
import { CsvExportLink } from '../../components/admin/csv-export-link';
import { useBanner } from '../../components/ui/banner';
import { DataTable, type Column } from '../../components/ui/data-table';
import { ErrorState } from '../../components/ui/error-state';
import { Icon } from '../../components/ui/icon';
import { StatusDateSearchFilters } from '../../components/ui/list-filters';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { adminErrorMessage } from '../../lib/admin-api';
import { useMayDelete } from '../../lib/admin-me';
import { useListParams } from '../../lib/use-list-params';
import { BookingDetailDialog } from './booking-detail-dialog';
import { useBookings, useDeleteBooking, useSetBookingStatus, type BookingListItem } from './bookings-api';
import { bookingColumns } from './bookings-columns';

const FILTER_KEYS = ['status', 'date_from', 'date_to', 'search'] as const;

export function BookingsPage() {
  const { values, page, set, clear, isFiltered } = useListParams(FILTER_KEYS);
  const mayDelete = useMayDelete();
  const bookings = useBookings(values, page);
  const setStatus = useSetBookingStatus();
  const deleteBooking = useDeleteBooking();
  const toast = useBanner({ floating: true });
  const [detailId, setDetailId] = useState<number | null>(null);
  const deletion = useConfirmDelete<BookingListItem>({
    title: 'Rezervasyonu Sil',
    message: (b) => (
      <p>
        <strong className="font-mono">{b.display_code}</strong> numaralı rezervasyonu silmek istediğinizden
        emin misiniz?
      </p>
    ),
    warning: () => 'Bu işlem geri alınamaz!',
    remove: (b) => deleteBooking(b.id),
    successText: 'Rezervasyon silindi',
    errorText: 'Silme işlemi başarısız',
    onDeleted: (message, b) => {
      if (detailId === b.id) setDetailId(null);
      toast.show('success', message);
    },
  });

  const changeStatus = async (id: number, change: StatusUpdate) => {
    try {
      await setStatus(id, change);
      toast.show('success', 'Rezervasyon durumu güncellendi');
    } catch (err) {
      toast.show('error', adminErrorMessage(err, 'Durum güncellenirken hata oluştu'));
      throw err;
    }
  };
  const columns = bookingColumns((b) => setDetailId(b.id), mayDelete ? (b) => deletion.ask(b) : undefined);

  return (
    <div className="space-y-5">
      {toast.node}
      <StatusDateSearchFilters
        dateKeys={{ from: 'date_from', to: 'date_to' }}
        values={values}
        onChange={set}
        onClear={clear}
        canClear={isFiltered}
        searchPlaceholder="Ad, e-posta, PNR veya ORN no"
      />

      <BookingsResults
        bookings={bookings}
        values={values}
        columns={columns}
        onPage={(p) => set({ page: p })}
      />

      <BookingDetailDialog bookingId={detailId} onClose={() => setDetailId(null)} onStatus={changeStatus} />
      {deletion.node}
    </div>
  );
}

/** The list as loaded: the error with a retry, the spinner, or the count, the table and the pages. */
function BookingsResults({
  bookings,
  values,
  columns,
  onPage,
}: {
  bookings: ReturnType<typeof useBookings>;
  values: Record<(typeof FILTER_KEYS)[number], string>;
  columns: Column<BookingListItem>[];
  onPage: (page: number) => void;
}) {
  const data = bookings.data;
  return bookings.isError && !data ? (
    <ErrorState
      message={adminErrorMessage(bookings.error, 'Rezervasyonlar yüklenirken hata oluştu')}
      retryLabel="Tekrar Dene"
      onRetry={() => void bookings.refetch()}
    />
  ) : !data ? (
    <Spinner label="Rezervasyonlar yükleniyor…" />
  ) : (
    <>
      {bookings.isError ? (
        <ErrorState
          message={adminErrorMessage(bookings.error, 'Rezervasyonlar yüklenirken hata oluştu')}
          retryLabel="Tekrar Dene"
          onRetry={() => void bookings.refetch()}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-500" aria-live="polite">
          Toplam <strong className="text-slate-800">{data.total}</strong> rezervasyon
          {data.last_page > 1 ? ` · Sayfa ${data.current_page} / ${data.last_page}` : ''}
        </p>
        <CsvExportLink path="/admin/bookings/export.csv" filters={values} />
      </div>
      <DataTable
        columns={columns}
        rows={data.data}
        rowKey={(b) => b.id}
        caption="Transfer rezervasyonları"
        busy={bookings.isFetching}
        empty={
          <span className="inline-flex items-center gap-2">
            <Icon name="search" className="h-4 w-4" />
            Rezervasyon bulunamadı
          </span>
        }
        rowProps={(b) => ({ 'data-testid': `booking-row-${b.pnr_code}` })}
      />
      <Pagination
        page={data.current_page}
        lastPage={data.last_page}
        onPageChange={onPage}
        disabled={bookings.isFetching}
      />
    </>
  );
}
