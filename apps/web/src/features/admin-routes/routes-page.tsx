import { useMemo, useState } from 'react';
import { AdminListPage, actionsColumn, useAdminListPage } from '../../components/admin/admin-list-page';
import { SearchAndSelect } from '../../components/admin/search-and-select';
import { Button } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/data-table';
import { routes, useDiscount, useVehicleTypes, type AdminRoute, type VehicleType } from './api';
import { DiscountDialog } from './discount-dialog';
import { RouteDialog } from './route-dialog';
import { filterRoutes, routeDataColumns } from './route-columns';

/** Route management (back-office §2): search, vehicle-type filter, add/edit dialog, delete, round-trip discount. */
export function RoutesPage() {
  const routeName = (r: AdminRoute) => `${r.from_location} → ${r.to_location}`;
  const page = useAdminListPage(routes, {
    title: 'Rotayı Sil',
    message: () => 'Bu rotayı silmek istediğinizden emin misiniz?',
    warning: routeName,
    successText: 'Rota silindi',
    errorText: 'Rota silinirken hata oluştu',
  });
  const types = useVehicleTypes();
  const discount = useDiscount();
  const [search, setSearch] = useState('');
  const [typeFilter, setTypeFilter] = useState('');
  const [discountOpen, setDiscountOpen] = useState(false);

  const dataColumns = useMemo(() => routeDataColumns(types.data), [types.data]);
  const visible = useMemo(
    () => filterRoutes(page.list.data ?? [], search, typeFilter),
    [page.list.data, search, typeFilter],
  );
  const columns: Column<AdminRoute>[] = [
    ...dataColumns,
    actionsColumn(page, (r) => `${routeName(r)} rotası`, { className: 'md:text-right' }),
  ];

  return (
    <AdminListPage
      page={page}
      title="Rota Yönetimi"
      description="Güzergahlar ve araç tipine göre euro fiyatları. Pasif rotalar sitede rezerve edilemez."
      actions={
        <Button variant="secondary" onClick={() => setDiscountOpen(true)} disabled={discount.isPending}>
          Gidiş-Dönüş İndirimi: %{discount.data?.toLocaleString('tr-TR') ?? '…'}
        </Button>
      }
      newLabel="Yeni Rota Ekle"
      newDisabled={!types.data}
      notice={
        <RouteFilters
          types={types.data}
          search={search}
          onSearch={setSearch}
          typeFilter={typeFilter}
          onTypeFilter={setTypeFilter}
        />
      }
      loading="Rotalar yükleniyor"
      failed="Rotalar yüklenirken hata oluştu"
      dialog={(route) =>
        types.data ? (
          <RouteDialog route={route} types={types.data} onClose={page.close} onSaved={page.saved} />
        ) : null
      }
      after={
        discountOpen ? (
          <DiscountDialog
            current={discount.data ?? 0}
            onClose={() => setDiscountOpen(false)}
            onSaved={(m) => {
              setDiscountOpen(false);
              page.banner.show('success', m);
            }}
          />
        ) : null
      }
    >
      {(data) => <RoutesTable all={data} visible={visible} columns={columns} busy={page.list.isFetching} />}
    </AdminListPage>
  );
}

interface RouteFiltersProps {
  types: readonly VehicleType[] | undefined;
  search: string;
  onSearch: (search: string) => void;
  typeFilter: string;
  onTypeFilter: (key: string) => void;
}

/** The location search and the vehicle-type filter above the route table. */
function RouteFilters({ types, search, onSearch, typeFilter, onTypeFilter }: RouteFiltersProps) {
  return (
    <SearchAndSelect
      id={{ search: 'route-search', select: 'route-type' }}
      searchLabel="Konum ara"
      placeholder="Konum ara..."
      search={search}
      onSearch={onSearch}
      selectLabel="Araç tipi"
      selectClass="sm:w-56"
      value={typeFilter}
      onSelect={onTypeFilter}
    >
      <option value="">Tüm Araç Tipleri</option>
      {(types ?? []).map((t) => (
        <option key={t.key} value={t.key}>
          {t.name}
        </option>
      ))}
    </SearchAndSelect>
  );
}

interface RoutesTableProps {
  all: readonly AdminRoute[];
  visible: AdminRoute[];
  columns: Column<AdminRoute>[];
  busy: boolean;
}

/** How many routes the filters leave, and the table of them. */
function RoutesTable({ all, visible, columns, busy }: RoutesTableProps) {
  return (
    <>
      <p className="mb-2 text-sm text-slate-500" aria-live="polite">
        {visible.length} / {all.length} rota
      </p>
      <DataTable
        caption="Rotalar"
        columns={columns}
        rows={visible}
        rowKey={(r) => r.id}
        busy={busy}
        empty={all.length === 0 ? 'Henüz rota bulunmuyor' : 'Aramanızla eşleşen rota yok'}
        rowProps={(r) => ({ 'data-testid': `route-row-${r.id}` })}
      />
    </>
  );
}
