import { adminBookingStatus, formatDateTimeTr, formatDateTr, formatPriceWithCents } from '@riviera/domain';
import { ChangeRequestBadge } from '../../components/admin/change-request-badge';
import { StatusBadge } from '../../components/ui/badge';
import type { Column } from '../../components/ui/data-table';
import { RowActions } from '../../components/ui/row-actions';
import type { BookingListItem } from './bookings-api';

/** The bookings list's columns; only the row actions depend on the page (who may delete). */
const FACT_COLUMNS: Column<BookingListItem>[] = [
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
        {b.extras_total > 0 ? (
          <p className="whitespace-normal text-xs text-slate-500">
            + Ekstra: {formatPriceWithCents(b.extras_total, b.currency)}
          </p>
        ) : null}
      </div>
    ),
  },
];

export function bookingColumns(
  onDetail: (b: BookingListItem) => void,
  onDelete: ((b: BookingListItem) => void) | undefined,
): Column<BookingListItem>[] {
  return [
    ...FACT_COLUMNS,
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      hideMobileLabel: true,
      className: 'md:text-right',
      cell: (b) => (
        <RowActions
          name={b.display_code}
          onDetail={() => onDetail(b)}
          onDelete={onDelete ? () => onDelete(b) : undefined}
          compact
        />
      ),
    },
  ];
}
