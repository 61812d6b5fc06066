import { adminBookingStatus, formatDateTimeTr, formatDateTr, formatPriceWithCents, type StatusUpdate } from '@riviera/domain';
import { useState } from 'react';
import { CsvExportLink } from '../../components/admin/csv-export-link';
import { StatusBadge } from '../../components/ui/badge';
import { useBanner } from '../../components/ui/banner';
import { DataTable, type Column } from '../../components/ui/data-table';
import { ErrorState } from '../../components/ui/error-state';
import { Icon } from '../../components/ui/icon';
import { RowActions } from '../../components/ui/row-actions';
import { StatusDateSearchFilters } from '../../components/ui/list-filters';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { adminErrorMessage } from '../../lib/admin-api';
import { useMayDelete } from '../../lib/admin-me';
import { useListParams } from '../../lib/use-list-params';
import { BookingDetailDialog } from './booking-detail-dialog';
import { useBookings, useDeleteBooking, useSetBookingStatus, type BookingListItem } from './bookings-api';
import { ChangeRequestBadge } from '../../components/admin/change-request-badge';

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
        <strong className="font-mono">{b.display_code}</strong> numaralı rezervasyonu silmek istediğinizden emin misiniz?
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

  const columns: Column<BookingListItem>[] = [
    {
      key: 'code',
      header: 'Rezervasyon',
      cell: (b) => (
        <div>
          <p className="text-xs text-slate-400">#{b.id}</p>
          <p className="font-mono font-semibold tracking-wide text-slate-900">{b.display_code}</p>
          <p className="text-xs text-slate-400">{formatDateTimeTr(new Date(b.created_at))}</p>
          <ChangeRequestBadge open={b.open_change_requests} />
        </div>
      ),
    },
    {
      key: 'customer',
      header: 'Müşteri',
      cell: (b) => (
        <div className="min-w-0 md:max-w-[13rem]">
          <p className="font-medium text-slate-900">{b.customer.name}</p>
          <p className="text-xs text-slate-500 md:truncate">{b.customer.email}</p>
        </div>
      ),
    },
    {
      key: 'route',
      header: 'Güzergah',
      cell: (b) => (
        <div className="min-w-0 text-sm">
          <p className="text-slate-800">{b.pickup_location}</p>
          <p className="text-slate-500">
            <span aria-hidden="true">→ </span>
            {b.destination}
          </p>
        </div>
      ),
    },
    {
      key: 'date',
      header: 'Tarih / Yolcu',
      cell: (b) => (
        <div className="whitespace-nowrap text-sm">
          <p className="text-slate-800">{formatDateTr(b.pickup_date)}</p>
          <p className="text-slate-500">
            {b.pickup_time ? `${b.pickup_time} · ` : ''}
            {b.passengers} yolcu
          </p>
        </div>
      ),
    },
    { key: 'status', header: 'Durum', cell: (b) => <StatusBadge status={adminBookingStatus(b.status)} /> },
    {
      key: 'price',
      header: 'Tutar',
      cell: (b) => (
        <div className="whitespace-nowrap text-sm">
          <p className="font-semibold text-slate-900">{formatPriceWithCents(b.total_price, b.currency)}</p>
          {b.extras_total > 0 ? <p className="whitespace-normal text-xs text-slate-500">+ Ekstra: {formatPriceWithCents(b.extras_total, b.currency)}</p> : null}
        </div>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      hideMobileLabel: true,
      className: 'md:text-right',
      cell: (b) => (
        <RowActions name={b.display_code} onDetail={() => setDetailId(b.id)} onDelete={mayDelete ? () => deletion.ask(b) : undefined} compact />
      ),
    },
  ];

  const data = bookings.data;
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

      {bookings.isError && !data ? (
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
            empty={<span className="inline-flex items-center gap-2"><Icon name="search" className="h-4 w-4" />Rezervasyon bulunamadı</span>}
            rowProps={(b) => ({ 'data-testid': `booking-row-${b.pnr_code}` })}
          />
          <Pagination page={data.current_page} lastPage={data.last_page} onPageChange={(p) => set({ page: p })} disabled={bookings.isFetching} />
        </>
      )}

      <BookingDetailDialog bookingId={detailId} onClose={() => setDetailId(null)} onStatus={changeStatus} />
      {deletion.node}
    </div>
  );
}
