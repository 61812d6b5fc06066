import { driveText } from '../../components/dispatch/job-facts';
import { formatPriceWithCents, searchMatches } from '@riviera/domain';
import { useMemo, useState } from 'react';
import { AdminListPage, actionsColumn, useAdminListPage } from '../../components/admin/admin-list-page';
import { SearchAndSelect } from '../../components/admin/search-and-select';
import { Badge, ActiveBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/data-table';
import { routes, useDiscount, useVehicleTypes, type AdminRoute } from './api';
import { DiscountDialog } from './discount-dialog';
import { RouteDialog } from './route-dialog';

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

  const typeName = useMemo(() => new Map((types.data ?? []).map((t) => [t.key, t.name])), [types.data]);
  const typeOrder = useMemo(() => new Map((types.data ?? []).map((t, i) => [t.key, i])), [types.data]);

  const visible = useMemo(() => {
    const q = search.trim();
    // Both case rules ('SIDE' finds 'Side', 'şovu' finds 'Şovu'), over every name of both points.
    const names = (r: AdminRoute) => [
      r.from_location,
      r.to_location,
      ...Object.values(r.from_names),
      ...Object.values(r.to_names),
    ];
    return (page.list.data ?? []).filter(
      (r) =>
        (!q || names(r).some((name) => searchMatches(name, q))) &&
        (!typeFilter || r.vehicle_prices.some((p) => p.vehicle_type === typeFilter)),
    );
  }, [page.list.data, search, typeFilter]);

  const sortedPrices = (r: AdminRoute) =>
    [...r.vehicle_prices].sort(
      (a, b) => (typeOrder.get(a.vehicle_type) ?? 99) - (typeOrder.get(b.vehicle_type) ?? 99),
    );

  const columns: Column<AdminRoute>[] = [
    {
      key: 'route',
      header: 'Güzergah',
      cell: (r) => (
        <div className="font-medium text-slate-900">
          {r.from_location}
          <span className="mx-1.5 text-slate-400" aria-label="→">
            →
          </span>
          {r.to_location}
        </div>
      ),
    },
    {
      key: 'types',
      header: 'Araç Tipleri',
      cell: (r) => (
        <div className="flex flex-wrap justify-end gap-1 md:justify-start">
          {sortedPrices(r).map((p) => (
            <Badge key={p.vehicle_type} tone="brand">
              {typeName.get(p.vehicle_type) ?? p.vehicle_type}
            </Badge>
          ))}
        </div>
      ),
    },
    {
      key: 'prices',
      header: 'Fiyatlar (EUR)',
      cell: (r) => (
        <ul className="space-y-0.5 text-sm tabular-nums">
          {sortedPrices(r).map((p) => (
            <li key={p.vehicle_type} className="whitespace-nowrap">
              <span className="text-slate-500">{typeName.get(p.vehicle_type) ?? p.vehicle_type}:</span>{' '}
              {formatPriceWithCents(p.price_euro, 'EUR')}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'drive',
      header: 'Yol süresi',
      cell: (r) => (r.drive_minutes ? driveText(r.drive_minutes) : <span className="text-slate-400">—</span>),
    },
    { key: 'status', header: 'Durum', cell: (r) => <ActiveBadge active={r.is_active} /> },
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
        <SearchAndSelect
          id={{ search: 'route-search', select: 'route-type' }}
          searchLabel="Konum ara"
          placeholder="Konum ara..."
          search={search}
          onSearch={setSearch}
          selectLabel="Araç tipi"
          selectClass="sm:w-56"
          value={typeFilter}
          onSelect={setTypeFilter}
        >
          <option value="">Tüm Araç Tipleri</option>
          {(types.data ?? []).map((t) => (
            <option key={t.key} value={t.key}>
              {t.name}
            </option>
          ))}
        </SearchAndSelect>
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
      {(data) => (
        <>
          <p className="mb-2 text-sm text-slate-500" aria-live="polite">
            {visible.length} / {data.length} rota
          </p>
          <DataTable
            caption="Rotalar"
            columns={columns}
            rows={visible}
            rowKey={(r) => r.id}
            busy={page.list.isFetching}
            empty={data.length === 0 ? 'Henüz rota bulunmuyor' : 'Aramanızla eşleşen rota yok'}
            rowProps={(r) => ({ 'data-testid': `route-row-${r.id}` })}
          />
        </>
      )}
    </AdminListPage>
  );
}
