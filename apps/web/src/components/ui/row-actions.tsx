import { Button } from './button';
import { Icon } from './icon';

const compactButton =
  'inline-flex items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700';

/**
 * The buttons of one row or card: 'Detay' and/or 'Düzenle', and 'Sil'. Their accessible names say
 * which item they act on ('AB12CD34 detay', 'Kemer düzenle', 'AB12CD34 sil'). `compact` (small
 * buttons) and `stacked` (one above the other on wide screens) are for tables with many columns,
 * such as the bookings and tour-reservation lists.
 */
export function RowActions({
  name,
  onEdit,
  onDetail,
  onDelete,
  compact = false,
  stacked = false,
}: {
  name: string;
  onEdit?: (() => void) | undefined;
  onDetail?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  compact?: boolean;
  stacked?: boolean;
}) {
  const buttons: { key: string; label: string; aria: string; onClick: () => void; danger?: boolean }[] = [];
  if (onDetail) buttons.push({ key: 'detail', label: 'Detay', aria: `${name} detay`, onClick: onDetail });
  if (onEdit) buttons.push({ key: 'edit', label: 'Düzenle', aria: `${name} düzenle`, onClick: onEdit });
  if (onDelete) buttons.push({ key: 'delete', label: 'Sil', aria: `${name} sil`, onClick: onDelete, danger: true });
  return (
    <div className={`flex justify-end whitespace-nowrap ${compact ? 'gap-1.5 pt-2 md:pt-0' : 'gap-2'} ${stacked ? 'md:flex-col md:items-stretch' : ''}`}>
      {buttons.map((b) =>
        compact ? (
          <button
            key={b.key}
            type="button"
            onClick={b.onClick}
            aria-label={b.aria}
            className={b.danger ? `${compactButton} border-transparent text-red-700 hover:border-red-200 hover:bg-red-50` : compactButton}
          >
            {b.danger ? <Icon name="trash" className="h-3.5 w-3.5" /> : null}
            {b.label}
          </button>
        ) : (
          <Button
            key={b.key}
            variant={b.danger ? 'ghost' : 'secondary'}
            className={`px-3 py-1.5 text-sm ${b.danger ? 'text-red-700 hover:bg-red-50' : ''}`}
            onClick={b.onClick}
            aria-label={b.aria}
          >
            {b.label}
          </Button>
        ),
      )}
    </div>
  );
}
