import { formatPriceWithCents } from '@riviera/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ActiveToggle } from '../../components/ui/active-toggle';
import { useBanner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/data-table';
import { SearchAndSelect } from '../../components/admin/search-and-select';
import { Icon } from '../../components/ui/icon';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { adminRequest } from '../../lib/admin-api';
import { actionErrorMessage } from '../../lib/admin-form';
import { TOURS_KEY, listAdminTours, toggleTourStatus, tours, type AdminTour } from './api';
import { TourDialog, type TourDialogMode } from './tour-dialog';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { AdminQuery } from '../../components/ui/admin-query';
import { TranslationBadge } from '../../components/ui/translation-editor';
import { SelectAllCheckbox } from '../../components/ui/select-all-checkbox';

type Status = '' | 'active' | 'inactive';

/** Tour management (back-office §2): search, status filter, select + bulk delete, status toggle, all page numbers. */
export function ToursPage() {
  const banner = useBanner();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<{ mode: TourDialogMode; tour: AdminTour | null } | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  // Typing waits a moment before asking the server; a new search starts at page 1.
  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(t);
  }, [typed]);

  const list = useQuery({
    queryKey: [...TOURS_KEY, { page, search, status }],
    queryFn: () => listAdminTours({ page, search, status }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];

  const refresh = tours.useInvalidate();

  const toggle = useMutation({
    mutationFn: (id: number) => toggleTourStatus(id),
    onMutate: (id) => setToggling(id),
    onSuccess: async (t) => {
      banner.show('success', `"${t.title}" ${t.is_active ? 'aktif' : 'pasif'} yapıldı`);
      await refresh();
    },
    onError: (err) => banner.show('error', actionErrorMessage(err, 'Durum güncellenemedi')),
    onSettled: () => setToggling(null),
  });
  const del = useConfirmDelete<number[]>({
    title: (ids) => (ids.length > 1 ? 'Turları Sil' : 'Turu Sil'),
    message: (ids) =>
      ids.length > 1
        ? `${ids.length} turu silmek istediğinizden emin misiniz?`
        : 'Bu turu silmek istediğinizden emin misiniz?',
    warning: () => 'Bu işlem geri alınamaz!',
    remove: async (ids) =>
      void (await (ids.length === 1
        ? tours.remove(ids[0]!)
        : adminRequest('/admin/tours/bulk-delete', { method: 'DELETE', body: { ids } }))),
    successText: 'Silindi',
    errorText: 'Silme işlemi başarısız',
    onDeleted: async (_m, ids) => {
      setSelected((cur) => new Set([...cur].filter((id) => !ids.includes(id))));
      // Deleting every row of the last page moves back a page instead of showing an empty one.
      if (page > 1 && rows.every((r) => ids.includes(r.id))) setPage(page - 1);
      banner.show('success', ids.length === 1 ? 'Tur silindi' : `${ids.length} tur silindi`);
      await refresh();
    },
  });

  const chosenOnPage = rows.filter((r) => selected.has(r.id)).length;
  const allOnPage = rows.length > 0 && chosenOnPage === rows.length;
  const toggleAll = () =>
    setSelected((cur) => {
      const next = new Set(cur);
      for (const r of rows) {
        if (allOnPage) next.delete(r.id);
        else next.add(r.id);
      }
      return next;
    });
  const toggleOne = (id: number) =>
    setSelected((cur) => {
      const next = new Set(cur);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const columns: Column<AdminTour>[] = [
    {
      key: 'select',
      header: (
        <SelectAllCheckbox
          label="Bu sayfadaki tüm turları seç"
          selected={chosenOnPage}
          total={rows.length}
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
          checked={selected.has(t.id)}
          onChange={() => toggleOne(t.id)}
        />
      ),
    },
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
    {
      key: 'status',
      header: 'Durum',
      cell: (t) => (
        <ActiveToggle
          active={t.is_active}
          itemName={t.title}
          busy={toggling === t.id}
          onToggle={() => toggle.mutate(t.id)}
        />
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      hideMobileLabel: true,
      cell: (t) => (
        <div className="flex justify-end gap-0.5 whitespace-nowrap">
          <Button
            variant="ghost"
            className="px-2 py-1.5 text-sm"
            onClick={() => setDialog({ mode: 'view', tour: t })}
            aria-label={`${t.title} görüntüle`}
          >
            <Icon name="eye" className="h-4 w-4" />
          </Button>
          <Button
            variant="secondary"
            className="px-2.5 py-1.5 text-sm"
            onClick={() => setDialog({ mode: 'edit', tour: t })}
            aria-label={`${t.title} düzenle`}
          >
            Düzenle
          </Button>
          <Button
            variant="ghost"
            className="px-2 py-1.5 text-sm text-red-700 hover:bg-red-50"
            aria-label={`${t.title} sil`}
            onClick={() => del.ask([t.id])}
          >
            <Icon name="trash" className="h-4 w-4" />
          </Button>
        </div>
      ),
    },
  ];

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
          setStatus(v as Status);
          setPage(1);
        }}
      >
        <option value="">Tüm Durumlar</option>
        <option value="active">Aktif</option>
        <option value="inactive">Pasif</option>
      </SearchAndSelect>
      <AdminQuery query={list} loading="Turlar yükleniyor" failed="Turlar yüklenirken hata oluştu">
        {(data) => (
          <>
            <div className="mb-2 flex items-center justify-between gap-3">
              <p className="text-sm text-slate-500" aria-live="polite">
                Toplam {data.total} tur{selected.size ? ` · ${selected.size} seçili` : ''}
              </p>
              {rows.length > 0 ? (
                <label className="flex items-center gap-2 text-sm text-slate-700 md:hidden">
                  <SelectAllCheckbox selected={chosenOnPage} total={rows.length} onToggle={toggleAll} />
                  Tümünü seç
                </label>
              ) : null}
            </div>
            <DataTable
              caption="Turlar"
              columns={columns}
              rows={rows}
              rowKey={(t) => t.id}
              busy={list.isFetching}
              empty={search || status ? 'Aramanızla eşleşen tur yok' : 'Henüz tur bulunmuyor'}
              rowProps={(t) => ({ 'data-testid': `tour-row-${t.id}` })}
            />
            <div className="mt-4">
              <Pagination
                page={data.current_page}
                lastPage={data.last_page}
                // A selection belongs to the page it was made on: 'Seçilenleri Sil' never deletes unseen rows.
                onPageChange={(p) => {
                  setSelected(new Set());
                  setPage(p);
                }}
                maxButtons={Infinity}
                label="Tur sayfaları"
                disabled={list.isFetching}
              />
            </div>
          </>
        )}
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
