import { Icon } from './icon';

const rowButton =
  'inline-flex items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700';

/**
 * The 'Detay' and 'Sil' buttons of a list row. `name` (a PNR…) completes their accessible names
 * ('Detay: AB12CD34') so each row's buttons can be told apart. `stacked` puts them one above the
 * other on wide screens, for tables with many columns.
 */
export function RowActions({
  name,
  onDetail,
  onDelete,
  detailLabel = 'Detay',
  deleteLabel = 'Sil',
  stacked = false,
}: {
  name: string;
  onDetail?: () => void;
  onDelete?: () => void;
  detailLabel?: string;
  deleteLabel?: string;
  stacked?: boolean;
}) {
  return (
    <div className={`flex justify-end gap-1.5 whitespace-nowrap pt-2 md:pt-0 ${stacked ? 'md:flex-col md:items-stretch' : ''}`}>
      {onDetail ? (
        <button type="button" className={rowButton} onClick={onDetail} aria-label={`${detailLabel}: ${name}`}>
          {detailLabel}
        </button>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          className={`${rowButton} border-transparent text-red-700 hover:border-red-200 hover:bg-red-50`}
          onClick={onDelete}
          aria-label={`${deleteLabel}: ${name}`}
        >
          <Icon name="trash" className="h-3.5 w-3.5" />
          {deleteLabel}
        </button>
      ) : null}
    </div>
  );
}
