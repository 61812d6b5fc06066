import { formatPriceWithCents } from '@riviera/domain';
import { ActiveToggle } from '../../components/ui/active-toggle';
import { Button } from '../../components/ui/button';
import type { Column } from '../../components/ui/data-table';
import { Icon } from '../../components/ui/icon';
import { SelectAllCheckbox } from '../../components/ui/select-all-checkbox';
import { TranslationBadge } from '../../components/ui/translation-editor';
import type { AdminTour } from './api';
import type { TourDialogMode } from './tour-dialog';

export interface TourColumnsInput {
  rowCount: number;
  chosenOnPage: number;
  isSelected: (id: number) => boolean;
  toggleAll: () => void;
  toggleOne: (id: number) => void;
  toggling: number | null;
  onToggleStatus: (id: number) => void;
  onOpen: (mode: TourDialogMode, tour: AdminTour) => void;
  onDelete: (id: number) => void;
}

/** The tour table's columns: selection, the tour's facts, its status toggle and its row actions. */
export function tourColumns(input: TourColumnsInput): Column<AdminTour>[] {
  return [selectColumn(input), ...factColumns, statusColumn(input), actionsColumn(input)];
}

function selectColumn({
  rowCount,
  chosenOnPage,
  isSelected,
  toggleAll,
  toggleOne,
}: TourColumnsInput): Column<AdminTour> {
  return {
    key: 'select',
    header: (
      <SelectAllCheckbox
        label="Bu sayfadaki tüm turları seç"
        selected={chosenOnPage}
        total={rowCount}
        onToggle={toggleAll}
      />
    ),
    hideMobileLabel: true,
    className: 'w-10',
    cell: (t) => (
      <input
        type="checkbox"
        className="h-4 w-4 rounded border-slate-300"
        aria-label={`${t.title} seç`}
        checked={isSelected(t.id)}
        onChange={() => toggleOne(t.id)}
      />
    ),
  };
}

const factColumns: Column<AdminTour>[] = [
  {
    key: 'image',
    header: 'Görsel',
    cell: (t) =>
      t.image ? (
        <img src={t.image} alt="" loading="lazy" className="h-12 w-16 rounded-md object-cover" />
      ) : (
        <span className="text-xs text-slate-400">Görsel yok</span>
      ),
  },
  {
    key: 'title',
    header: 'Başlık',
    cell: (t) => <span className="font-medium text-slate-900">{t.title}</span>,
  },
  {
    key: 'description',
    header: 'Açıklama',
    className: 'md:max-w-[11rem]',
    cell: (t) => <span className="line-clamp-2 text-slate-600">{t.description}</span>,
  },
  {
    key: 'price',
    header: 'Fiyat',
    className: 'tabular-nums whitespace-nowrap',
    // In the tour's own currency: a tour priced 60 TRY is not '€60,00'.
    cell: (t) => formatPriceWithCents(t.price, t.currency),
  },
  { key: 'duration', header: 'Süre', className: 'md:max-w-[7rem]', cell: (t) => t.duration },
  { key: 'location', header: 'Konum', cell: (t) => t.location },
  { key: 'languages', header: 'Diller', cell: (t) => <TranslationBadge record={t} entity="tour" /> },
];

function statusColumn({ toggling, onToggleStatus }: TourColumnsInput): Column<AdminTour> {
  return {
    key: 'status',
    header: 'Durum',
    cell: (t) => (
      <ActiveToggle
        active={t.is_active}
        itemName={t.title}
        busy={toggling === t.id}
        onToggle={() => onToggleStatus(t.id)}
      />
    ),
  };
}

function actionsColumn({ onOpen, onDelete }: TourColumnsInput): Column<AdminTour> {
  return {
    key: 'actions',
    header: <span className="sr-only">İşlemler</span>,
    hideMobileLabel: true,
    cell: (t) => (
      <div className="flex justify-end gap-0.5 whitespace-nowrap">
        <Button
          variant="ghost"
          className="px-2 py-1.5 text-sm"
          onClick={() => onOpen('view', t)}
          aria-label={`${t.title} görüntüle`}
        >
          <Icon name="eye" className="h-4 w-4" />
        </Button>
        <Button
          variant="secondary"
          className="px-2.5 py-1.5 text-sm"
          onClick={() => onOpen('edit', t)}
          aria-label={`${t.title} düzenle`}
        >
          Düzenle
        </Button>
        <Button
          variant="ghost"
          className="px-2 py-1.5 text-sm text-red-700 hover:bg-red-50"
          aria-label={`${t.title} sil`}
          onClick={() => onDelete(t.id)}
        >
          <Icon name="trash" className="h-4 w-4" />
        </Button>
      </div>
    ),
  };
}
