import { GALLERY_IMAGE_MAX_BYTES, vehicleInput } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { AdminListPage, actionsColumn, useAdminListPage } from '../../components/admin/admin-list-page';
import { EntityDialog, useEntityDialog } from '../../components/admin/entity-dialog';
import { ActiveBadge, Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { type Column } from '../../components/ui/data-table';
import { ErrorState } from '../../components/ui/error-state';
import { Field, inputClass } from '../../components/ui/field';
import { FileField } from '../../components/ui/file-field';
import { ListEditor } from '../../components/ui/list-editor';
import { adminErrorMessage } from '../../lib/admin-api';
import { toFormData } from '../../lib/admin-form';
import { TYPES_KEY, listVehicleTypes, vehicles, type Vehicle, type VehicleType } from './api';
import { VehicleTypesDialog } from './vehicle-types-dialog';
import { useAdminForm } from '../../lib/use-admin-form';
import { TranslationBadge, type TranslatableField } from '../../components/ui/translation-editor';
import { IMAGE_ACCEPT } from '../../components/admin/media-form-fields';

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

/** What staff translate here (decision 014). */
const TRANSLATED: readonly TranslatableField[] = [
  { name: 'name', label: 'Model adı (isteğe bağlı: boş bırakılırsa Türkçe adı gösterilir)', kind: 'text' },
  { name: 'features', label: 'Özellikler', kind: 'list' },
];

function VehicleDialog({
  vehicle,
  types,
  onClose,
  onSaved,
}: {
  vehicle: Vehicle | null;
  types: VehicleType[];
  onClose: () => void;
  onSaved: (m: string) => void;
}) {
  const form = useAdminForm(vehicleInput, {
    name: vehicle?.name ?? '',
    vehicle_type_id: vehicle ? String(vehicle.vehicle_type.id) : '',
    capacity: vehicle ? String(vehicle.capacity) : '4',
    luggage_capacity: vehicle?.luggage_capacity != null ? String(vehicle.luggage_capacity) : '',
    is_active: vehicle?.is_active ?? true,
    features: vehicle?.features ?? [],
    image: null as File | null,
  });
  const { register, control, error } = form;
  const { save, translations, dialog } = useEntityDialog(vehicles, vehicle, form, {
    onClose,
    onSaved: () => onSaved(vehicle ? 'Araç güncellendi' : 'Araç eklendi'),
    failed: vehicle ? 'Araç güncellenirken hata oluştu' : 'Araç eklenirken hata oluştu',
    fields: TRANSLATED,
  });
  return (
    <EntityDialog
      title={vehicle ? 'Aracı Düzenle' : 'Yeni Araç Ekle'}
      size="lg"
      {...dialog}
      onSubmit={(e) =>
        void form.submit((data, values) =>
          // The spec's client sends features as a JSON array text.
          save.mutate(
            toFormData({
              ...(vehicle ? { _method: 'PUT' } : {}),
              name: values.name,
              vehicle_type_id: values.vehicle_type_id,
              capacity: values.capacity,
              luggage_capacity: values.luggage_capacity,
              is_active: values.is_active,
              features: JSON.stringify(data.features),
              translations: translations.toSend(),
              image: values.image ?? undefined,
            }),
          ),
        )(e)
      }
    >
      <Field label="Araç adı" required error={error('name')}>
        {(p) => <input {...p} {...register('name')} className={inputClass} maxLength={100} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Araç tipi" required error={error('vehicle_type_id')}>
          {(p) => (
            <select {...p} {...register('vehicle_type_id')} className={inputClass}>
              <option value="">Araç tipi seçin</option>
              {types.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                  {t.is_active ? '' : ' (pasif)'}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Kapasite (kişi)" required error={error('capacity')} hint="1-50">
          {(p) => (
            <input
              {...p}
              {...register('capacity')}
              type="number"
              min={1}
              max={50}
              step={1}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Bagaj kapasitesi (parça)"
          error={error('luggage_capacity')}
          hint="Büyük, orta ve küçük bavul; boş bırakılırsa bagaj uyarısı verilmez"
        >
          {(p) => (
            <input
              {...p}
              {...register('luggage_capacity')}
              type="number"
              min={0}
              max={99}
              step={1}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Controller
        control={control}
        name="features"
        render={({ field }) => (
          <ListEditor
            label="Özellikler"
            items={field.value}
            onChange={field.onChange}
            placeholder="Örn. Klima, Wi-Fi"
          />
        )}
      />
      {error('features') ? <p className="text-sm text-red-600">{error('features')}</p> : null}
      <FileField
        control={control}
        name="image"
        label="Görsel"
        accept={IMAGE_ACCEPT}
        maxBytes={GALLERY_IMAGE_MAX_BYTES}
        hint="PNG, JPG veya WebP."
        error={error('image')}
        current={vehicle?.image_url}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('is_active')} />
        Aktif (sitede önerilir)
      </label>
    </EntityDialog>
  );
}
