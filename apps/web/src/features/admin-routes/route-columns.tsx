import { formatPriceWithCents, searchMatches } from '@riviera/domain';
import { driveText } from '../../components/dispatch/job-facts';
import { ActiveBadge, Badge } from '../../components/ui/badge';
import type { Column } from '../../components/ui/data-table';
import type { AdminRoute, VehicleType } from './api';

/** Both case rules ('SIDE' finds 'Side', 'şovu' finds 'Şovu'), over every name of both points. */
export function filterRoutes(rows: readonly AdminRoute[], search: string, typeFilter: string): AdminRoute[] {
  const q = search.trim();
  const names = (r: AdminRoute) => [
    r.from_location,
    r.to_location,
    ...Object.values(r.from_names),
    ...Object.values(r.to_names),
  ];
  return rows.filter(
    (r) =>
      (!q || names(r).some((name) => searchMatches(name, q))) &&
      (!typeFilter || r.vehicle_prices.some((p) => p.vehicle_type === typeFilter)),
  );
}

/** The route table's columns before the row actions: the route, its vehicle types and prices, drive time and status. */
export function routeDataColumns(types: readonly VehicleType[] | undefined): Column<AdminRoute>[] {
  const typeName = new Map((types ?? []).map((t) => [t.key, t.name]));
  const typeOrder = new Map((types ?? []).map((t, i) => [t.key, i]));
  const sortedPrices = (r: AdminRoute) =>
    [...r.vehicle_prices].sort(
      (a, b) => (typeOrder.get(a.vehicle_type) ?? 99) - (typeOrder.get(b.vehicle_type) ?? 99),
    );

  return [
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
  ];
}
