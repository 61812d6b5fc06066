import { driveText } from '../../components/dispatch/job-facts';
import { formatPriceWithCents, searchMatches } from '@riviera/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Badge, ActiveBadge } from '../../components/ui/badge';
import { useBanner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/data-table';
import { inputClass } from '../../components/ui/field';
import { Icon } from '../../components/ui/icon';
import { PageHeader } from '../../components/ui/page-header';
import { adminRequest } from '../../lib/admin-api';
import { ROUTES_KEY, useDiscount, useRoutes, useVehicleTypes, type AdminRoute } from './api';
import { DiscountDialog } from './discount-dialog';
import { RouteDialog } from './route-dialog';
import { RowActions } from '../../components/ui/row-actions';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { AdminQuery } from '../../components/ui/admin-query';

/** Route management (back-office §2): search, vehicle-type filter, add/edit dialog, delete, round-trip discount. */
export function RoutesPage() {
  const routes = useRoutes();
  const types = useVehicleTypes();
  const discount = useDiscount();
  const queryClient = useQueryClient();
  const banner = useBanner();
  const [search, setSearch] = useState('');
  const [typeFilter, setTypeFilter] = useState('');
  const [editing, setEditing] = useState<AdminRoute | 'new' | null>(null);
  const [discountOpen, setDiscountOpen] = useState(false);

  const typeName = useMemo(() => new Map((types.data ?? []).map((t) => [t.key, t.name])), [types.data]);
  const typeOrder = useMemo(() => new Map((types.data ?? []).map((t, i) => [t.key, i])), [types.data]);

  const visible = useMemo(() => {
    const q = search.trim();
    // Both case rules ('SIDE' finds 'Side', 'şovu' finds 'Şovu'), over every name of both points.
    const names = (r: AdminRoute) => [r.from_location, r.to_location, ...Object.values(r.from_names), ...Object.values(r.to_names)];
    return (routes.data ?? []).filter(
      (r) =>
        (!q || names(r).some((name) => searchMatches(name, q))) &&
        (!typeFilter || r.vehicle_prices.some((p) => p.vehicle_type === typeFilter)),
    );
  }, [routes.data, search, typeFilter]);

  const routeName = (r: AdminRoute) => `${r.from_location} → ${r.to_location}`;
  const del = useConfirmDelete<AdminRoute>({
    title: 'Rotayı Sil',
    message: () => 'Bu rotayı silmek istediğinizden emin misiniz?',
    warning: routeName,
    remove: async (r) => void (await adminRequest(`/routes/${r.id}`, { method: 'DELETE' })),
    successText: 'Rota silindi',
    errorText: 'Rota silinirken hata oluştu',
    onDeleted: async (m) => {
      banner.show('success', m);
      await queryClient.invalidateQueries({ queryKey: ROUTES_KEY });
    },
  });

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
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      hideMobileLabel: true,
      className: 'md:text-right',
      cell: (r) => (
        <RowActions
          name={`${routeName(r)} rotası`}
          onEdit={() => setEditing(r)}
          onDelete={() => del.ask(r)}
        />
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Rota Yönetimi"
        description="Güzergahlar ve araç tipine göre euro fiyatları. Pasif rotalar sitede rezerve edilemez."
        actions={
          <>
            <Button variant="secondary" onClick={() => setDiscountOpen(true)} disabled={discount.isPending}>
              Gidiş-Dönüş İndirimi: %{discount.data?.toLocaleString('tr-TR') ?? '…'}
            </Button>
            <Button onClick={() => setEditing('new')} disabled={!types.data}>
              Yeni Rota Ekle
            </Button>
          </>
        }
      />
      {banner.node}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
            <Icon name="search" className="h-4 w-4" />
          </span>
          <label htmlFor="route-search" className="sr-only">
            Konum ara
          </label>
          <input
            id="route-search"
            type="search"
            className={`${inputClass} pl-9`}
            placeholder="Konum ara..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <label htmlFor="route-type" className="sr-only">
          Araç tipi
        </label>
        <select
          id="route-type"
          className={`${inputClass} sm:w-56`}
          value={typeFilter}
          onChange={(e) => setTypeFilter(e.target.value)}
        >
          <option value="">Tüm Araç Tipleri</option>
          {(types.data ?? []).map((t) => (
            <option key={t.key} value={t.key}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <AdminQuery query={routes} loading="Rotalar yükleniyor" failed="Rotalar yüklenirken hata oluştu">
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
              busy={routes.isFetching}
              empty={data.length === 0 ? 'Henüz rota bulunmuyor' : 'Aramanızla eşleşen rota yok'}
              rowProps={(r) => ({ 'data-testid': `route-row-${r.id}` })}
            />
          </>
        )}
      </AdminQuery>
      {editing && types.data ? (
        <RouteDialog
          route={editing === 'new' ? null : editing}
          types={types.data}
          onClose={() => setEditing(null)}
          onSaved={(m) => {
            setEditing(null);
            banner.show('success', m);
          }}
        />
      ) : null}
      {discountOpen ? (
        <DiscountDialog
          current={discount.data ?? 0}
          onClose={() => setDiscountOpen(false)}
          onSaved={(m) => {
            setDiscountOpen(false);
            banner.show('success', m);
          }}
        />
      ) : null}
      {del.node}
    </div>
  );
}
