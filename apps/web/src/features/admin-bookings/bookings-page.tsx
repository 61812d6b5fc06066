import { adminBookingStatus, formatDateTimeTr, formatDateTr, formatPriceWithCents, type BookingStatus } from '@riviera/domain';
import { useState } from 'react';
import { StatusBadge } from '../../components/ui/badge';
import { useBanner } from '../../components/ui/banner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../components/ui/data-table';
import { ErrorState } from '../../components/ui/error-state';
import { Icon } from '../../components/ui/icon';
import { StatusDateSearchFilters } from '../../components/ui/list-filters';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { adminErrorMessage } from '../../lib/admin-api';
import { useListParams } from '../../lib/use-list-params';
import { BookingDetailDialog } from './booking-detail-dialog';
import { useBookings, useDeleteBooking, useSetBookingStatus, type BookingListItem } from './bookings-api';

const FILTER_KEYS = ['status', 'date_from', 'date_to', 'search'] as const;
const rowButton =
  'inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700';

export function BookingsPage() {
  const { values, page, set, clear, isFiltered } = useListParams(FILTER_KEYS);
  const bookings = useBookings(values, page);
  const setStatus = useSetBookingStatus();
  const deleteBooking = useDeleteBooking();
  const toast = useBanner({ floating: true });
  const [detailId, setDetailId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<BookingListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const changeStatus = async (id: number, status: BookingStatus) => {
    try {
      await setStatus(id, status);
      toast.show('success', 'Rezervasyon durumu güncellendi');
    } catch (err) {
      toast.show('error', adminErrorMessage(err, 'Durum güncellenirken hata oluştu'));
      throw err;
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      const message = await deleteBooking(toDelete.id);
      if (detailId === toDelete.id) setDetailId(null);
      setToDelete(null);
      toast.show('success', message);
    } catch (err) {
      setDeleteError(adminErrorMessage(err, 'Silme işlemi başarısız'));
    } finally {
      setDeleting(false);
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
        </div>
      ),
    },
    {
      key: 'customer',
      header: 'Müşteri',
      cell: (b) => (
        <div className="min-w-0 md:max-w-[13rem]">
          <p className="font-medium text-slate-900">{b.customer.name}</p>
          <p className="truncate text-xs text-slate-500">{b.customer.email}</p>
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
        <div className="flex justify-end gap-1.5 whitespace-nowrap pt-2 md:pt-0">
          <button type="button" className={rowButton} onClick={() => setDetailId(b.id)} aria-label={`Detay: ${b.display_code}`}>
            Detay
          </button>
          <button
            type="button"
            className={`${rowButton} border-transparent text-red-700 hover:border-red-200 hover:bg-red-50`}
            onClick={() => {
              setDeleteError(null);
              setToDelete(b);
            }}
            aria-label={`Sil: ${b.display_code}`}
          >
            <Icon name="trash" className="h-3.5 w-3.5" />
            Sil
          </button>
        </div>
      ),
    },
  ];

  const data = bookings.data;
  return (
    <div className="space-y-5">
      {toast.node}
      <StatusDateSearchFilters
        values={{ status: values.status, from: values.date_from, to: values.date_to, search: values.search }}
        onChange={(p) =>
          set({
            ...(p.status !== undefined ? { status: p.status } : {}),
            ...(p.from !== undefined ? { date_from: p.from } : {}),
            ...(p.to !== undefined ? { date_to: p.to } : {}),
            ...(p.search !== undefined ? { search: p.search } : {}),
          })
        }
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
          <p className="text-sm text-slate-500" aria-live="polite">
            Toplam <strong className="text-slate-800">{data.total}</strong> rezervasyon
            {data.last_page > 1 ? ` · Sayfa ${data.current_page} / ${data.last_page}` : ''}
          </p>
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
      <ConfirmDialog
        open={toDelete !== null}
        title="Rezervasyonu Sil"
        message={
          <p>
            <strong className="font-mono">{toDelete?.display_code}</strong> numaralı rezervasyonu silmek istediğinizden emin misiniz?
          </p>
        }
        warning="Bu işlem geri alınamaz!"
        busy={deleting}
        busyLabel="Siliniyor…"
        error={deleteError}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
