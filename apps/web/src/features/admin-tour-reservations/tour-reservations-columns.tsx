import { channelLabel, formatDateTimeTr, formatDateTr, formatPriceWithCents } from '@riviera/domain';
import { ChangeRequestBadge } from '../../components/admin/change-request-badge';
import { StatusBadge } from '../../components/ui/badge';
import type { Column } from '../../components/ui/data-table';
import { RowActions } from '../../components/ui/row-actions';
import type { TourReservation } from './tour-reservations-api';

/** The tour reservations list's columns; only the row actions depend on the page (who may delete). */
const FACT_COLUMNS: Column<TourReservation>[] = [
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
  {
    key: 'people',
    header: 'Kişi',
    className: 'md:text-center',
    cell: (r) => <span className="font-medium">{r.passenger_count}</span>,
  },
  {
    key: 'children',
    header: 'Çocuk',
    className: 'md:text-center',
    cell: (r) => <span className="font-medium">{r.children_count}</span>,
  },
  {
    key: 'amount',
    header: 'Tutar',
    cell: (r) => (
      <span className="whitespace-nowrap font-semibold text-slate-900">
        {formatPriceWithCents(r.total_price, r.currency)}
      </span>
    ),
  },
  { key: 'status', header: 'Durum', cell: (r) => <StatusBadge status={r.status} /> },
  {
    key: 'channel',
    header: 'Kanal',
    // small and wrapping: the list had no width to spare before the channel came (decision 041)
    cell: (r) => (
      <span
        className={`block text-xs md:max-w-[4.5rem] ${r.channel ? 'font-semibold text-slate-800' : 'text-slate-500'}`}
      >
        {channelLabel(r.channel)}
      </span>
    ),
  },
];

export function tourReservationColumns(
  onDetail: (r: TourReservation) => void,
  onDelete: ((r: TourReservation) => void) | undefined,
): Column<TourReservation>[] {
  return [
    ...FACT_COLUMNS,
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      hideMobileLabel: true,
      cell: (r) => (
        <RowActions
          name={r.pnr_code}
          onDetail={() => onDetail(r)}
          onDelete={onDelete ? () => onDelete(r) : undefined}
          compact
          stacked
        />
      ),
    },
  ];
}
