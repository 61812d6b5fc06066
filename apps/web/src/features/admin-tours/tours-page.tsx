import { useState } from 'react';
import { useBanner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/data-table';
import { SearchAndSelect } from '../../components/admin/search-and-select';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import type { AdminTour, listAdminTours } from './api';
import { TourDialog, type TourDialogMode } from './tour-dialog';
import { AdminQuery } from '../../components/ui/admin-query';
import { SelectAllCheckbox } from '../../components/ui/select-all-checkbox';
import { tourColumns } from './tour-columns';
import { useTourActions } from './use-tour-actions';
import { useTourSelection } from './use-tour-selection';
import { useToursList, type TourStatusFilter } from './use-tours-list';

/** Tour management (back-office §2): search, status filter, select + bulk delete, status toggle, all page numbers. */
export function ToursPage() {
  const banner = useBanner();
  const filters = useToursList();
  const { page, setPage, rows } = filters;
  const selection = useTourSelection(rows);
  const { selected } = selection;
  const [dialog, setDialog] = useState<{ mode: TourDialogMode; tour: AdminTour | null } | null>(null);
  const { toggling, toggle, del } = useTourActions({
    banner,
    page,
    setPage,
    rows,
    setSelected: selection.setSelected,
  });

  const columns = tourColumns({
    rowCount: rows.length,
    chosenOnPage: selection.chosenOnPage,
    isSelected: (id) => selected.has(id),
    toggleAll: selection.toggleAll,
    toggleOne: selection.toggleOne,
    toggling,
    onToggleStatus: (id) => toggle.mutate(id),
    onOpen: (mode, tour) => setDialog({ mode, tour }),
    onDelete: (id) => del.ask([id]),
  });

  return (
    <div>
      <PageHeader
        title="Tur Yönetimi"
        description="Pasif turlar sitede gösterilmez."
        actions={
          <>
            {selected.size > 0 ? (
              <Button variant="danger" onClick={() => del.ask([...selected])}>
                Seçilenleri Sil ({selected.size})
              </Button>
            ) : null}
            <Button onClick={() => setDialog({ mode: 'create', tour: null })}>Yeni Tur Ekle</Button>
          </>
        }
      />
      {banner.node}
      <ToursFilters filters={filters} />
      <AdminQuery query={filters.list} loading="Turlar yükleniyor" failed="Turlar yüklenirken hata oluştu">
        {(data) => <ToursTable data={data} filters={filters} selection={selection} columns={columns} />}
      </AdminQuery>
      {dialog ? (
        <TourDialog
          mode={dialog.mode}
          tour={dialog.tour}
          onClose={() => setDialog(null)}
          onSaved={(m) => {
            setDialog(null);
            banner.show('success', m);
          }}
        />
      ) : null}
      {del.node}
    </div>
  );
}

/** The search box and the status filter; a new status starts at page 1. */
function ToursFilters({ filters }: { filters: ReturnType<typeof useToursList> }) {
  const { typed, setTyped, status, setStatus, setPage } = filters;
  return (
    <SearchAndSelect
      id={{ search: 'tour-search', select: 'tour-status' }}
      searchLabel="Tur ara"
      placeholder="Tur adı veya konum ara..."
      search={typed}
      onSearch={setTyped}
      selectLabel="Durum"
      selectClass="sm:w-48"
      value={status}
      onSelect={(v) => {
        setStatus(v as TourStatusFilter);
        setPage(1);
      }}
    >
      <option value="">Tüm Durumlar</option>
      <option value="active">Aktif</option>
      <option value="inactive">Pasif</option>
    </SearchAndSelect>
  );
}

interface ToursTableProps {
  data: Awaited<ReturnType<typeof listAdminTours>>;
  filters: ReturnType<typeof useToursList>;
  selection: ReturnType<typeof useTourSelection>;
  columns: Column<AdminTour>[];
}

/** The count line, the table and the page numbers of one loaded page. */
function ToursTable({ data, filters, selection, columns }: ToursTableProps) {
  const { rows, setPage } = filters;
  return (
    <>
      <div className="mb-2 flex items-center justify-between gap-3">
        <p className="text-sm text-slate-500" aria-live="polite">
          Toplam {data.total} tur{selection.selected.size ? ` · ${selection.selected.size} seçili` : ''}
        </p>
        {rows.length > 0 ? (
          <label className="flex items-center gap-2 text-sm text-slate-700 md:hidden">
            <SelectAllCheckbox
              selected={selection.chosenOnPage}
              total={rows.length}
              onToggle={selection.toggleAll}
            />
            Tümünü seç
          </label>
        ) : null}
      </div>
      <DataTable
        caption="Turlar"
        columns={columns}
        rows={rows}
        rowKey={(t) => t.id}
        busy={filters.list.isFetching}
        empty={filters.search || filters.status ? 'Aramanızla eşleşen tur yok' : 'Henüz tur bulunmuyor'}
        rowProps={(t) => ({ 'data-testid': `tour-row-${t.id}` })}
      />
      <div className="mt-4">
        <Pagination
          page={data.current_page}
          lastPage={data.last_page}
          // A selection belongs to the page it was made on: 'Seçilenleri Sil' never deletes unseen rows.
          onPageChange={(p) => {
            selection.setSelected(new Set());
            setPage(p);
          }}
          maxButtons={Infinity}
          label="Tur sayfaları"
          disabled={filters.list.isFetching}
        />
      </div>
    </>
  );
}
