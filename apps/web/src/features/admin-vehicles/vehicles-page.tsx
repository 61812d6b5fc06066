import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminListPage, actionsColumn, useAdminListPage } from '../../components/admin/admin-list-page';
import { ActiveBadge, Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { type Column } from '../../components/ui/data-table';
import { ErrorState } from '../../components/ui/error-state';
import { adminErrorMessage } from '../../lib/admin-api';
import { TYPES_KEY, listVehicleTypes, vehicles, type Vehicle } from './api';
import { VehicleDialog } from './vehicle-dialog';
import { VehicleTypesDialog } from './vehicle-types-dialog';
import { TranslationBadge } from '../../components/ui/translation-editor';

/** Vehicle management: vehicles (capacity 1-50, features, image) and the vehicle types modal. */
export function VehiclesPage() {
  const types = useQuery({
    queryKey: TYPES_KEY,
    queryFn: listVehicleTypes,
  });
  const [typesOpen, setTypesOpen] = useState(false);
  const page = useAdminListPage(vehicles, {
    title: 'Aracı Sil',
    message: (v) => `"${v.name}" aracını silmek istediğinizden emin misiniz?`,
    successText: 'Araç silindi',
    errorText: 'Araç silinirken hata oluştu',
  });

  const columns: Column<Vehicle>[] = [
    {
      key: 'image',
      header: 'Görsel',
      cell: (v) =>
        v.image_url ? (
          <img src={v.image_url} alt="" loading="lazy" className="h-12 w-20 rounded-md object-cover" />
        ) : (
          <span className="text-xs text-slate-400">Görsel yok</span>
        ),
    },
    {
      key: 'name',
      header: 'Araç',
      cell: (v) => <span className="font-medium text-slate-900">{v.name}</span>,
    },
    { key: 'type', header: 'Araç Tipi', cell: (v) => <Badge tone="brand">{v.vehicle_type.name}</Badge> },
    { key: 'capacity', header: 'Kapasite', cell: (v) => `${v.capacity} kişi` },
    {
      key: 'features',
      header: 'Özellikler',
      className: 'max-w-xs',
      cell: (v) => <span className="text-slate-600">{v.features.join(', ') || 'Belirtilmemiş'}</span>,
    },
    { key: 'languages', header: 'Diller', cell: (v) => <TranslationBadge record={v} entity="vehicle" /> },
    { key: 'status', header: 'Durum', cell: (v) => <ActiveBadge active={v.is_active} /> },
    actionsColumn(page, (v) => v.name),
  ];

  return (
    <AdminListPage
      page={page}
      title="Araç Yönetimi"
      description="Sitede yolcu sayısına göre önerilen araçlar ve araç tipleri."
      actions={
        <Button variant="secondary" onClick={() => setTypesOpen(true)} disabled={!types.data}>
          Araç Tipleri
        </Button>
      }
      newLabel="Yeni Araç Ekle"
      newDisabled={!types.data}
      notice={
        types.isError ? (
          <ErrorState
            message={adminErrorMessage(types.error, 'Araç tipleri yüklenirken hata oluştu')}
            retryLabel="Tekrar Dene"
            onRetry={() => void types.refetch()}
          />
        ) : null
      }
      loading="Araçlar yükleniyor"
      failed="Araçlar yüklenirken hata oluştu"
      table={{ caption: 'Araçlar', columns, empty: 'Henüz araç bulunmuyor' }}
      dialog={(vehicle) =>
        types.data ? (
          <VehicleDialog vehicle={vehicle} types={types.data} onClose={page.close} onSaved={page.saved} />
        ) : null
      }
      after={
        typesOpen && types.data ? (
          <VehicleTypesDialog types={types.data} onClose={() => setTypesOpen(false)} />
        ) : null
      }
    />
  );
}
