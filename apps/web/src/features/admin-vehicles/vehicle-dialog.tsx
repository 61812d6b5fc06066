import { GALLERY_IMAGE_MAX_BYTES, vehicleInput } from '@riviera/domain';
import { Controller } from 'react-hook-form';
import { EntityDialog, useEntityDialog } from '../../components/admin/entity-dialog';
import { Field, inputClass } from '../../components/ui/field';
import { FileField } from '../../components/ui/file-field';
import { ListEditor } from '../../components/ui/list-editor';
import { toFormData } from '../../lib/admin-form';
import { vehicles, type Vehicle, type VehicleType } from './api';
import { useAdminForm } from '../../lib/use-admin-form';
import { type TranslatableField } from '../../components/ui/translation-editor';
import { IMAGE_ACCEPT } from '../../components/admin/media-form-fields';

/** What staff translate here (decision 014). */
const TRANSLATED: readonly TranslatableField[] = [
  { name: 'name', label: 'Model adı (isteğe bağlı: boş bırakılırsa Türkçe adı gösterilir)', kind: 'text' },
  { name: 'features', label: 'Özellikler', kind: 'list' },
];

/** The vehicle add/edit modal: name, type, capacities, features, image, active. */
export function VehicleDialog({
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
  const form = useVehicleForm(vehicle);
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
          save.mutate(vehicleFormData(vehicle !== null, data.features, values, translations.toSend())),
        )(e)
      }
    >
      <Field label="Araç adı" required error={error('name')}>
        {(p) => <input {...p} {...register('name')} className={inputClass} maxLength={100} />}
      </Field>
      <VehicleCapacityFields form={form} types={types} />
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

type VehicleForm = ReturnType<typeof useVehicleForm>;

/** The form's values, from the vehicle being edited or a new one's defaults. */
function useVehicleForm(vehicle: Vehicle | null) {
  return useAdminForm(vehicleInput, vehicleDefaults(vehicle));
}

/** A form's starting values: the vehicle's own, or a new 4-seat one's. */
function vehicleDefaults(vehicle: Vehicle | null) {
  return {
    name: vehicle?.name ?? '',
    vehicle_type_id: vehicle ? String(vehicle.vehicle_type.id) : '',
    capacity: vehicle ? String(vehicle.capacity) : '4',
    luggage_capacity: vehicle?.luggage_capacity != null ? String(vehicle.luggage_capacity) : '',
    is_active: vehicle?.is_active ?? true,
    features: vehicle?.features ?? [],
    image: null as File | null,
  };
}

/** The multipart body of a save; the spec's client sends features as a JSON array text. */
function vehicleFormData(
  isEdit: boolean,
  features: string[],
  values: ReturnType<typeof vehicleDefaults>,
  translations: string,
) {
  return toFormData({
    ...(isEdit ? { _method: 'PUT' } : {}),
    name: values.name,
    vehicle_type_id: values.vehicle_type_id,
    capacity: values.capacity,
    luggage_capacity: values.luggage_capacity,
    is_active: values.is_active,
    features: JSON.stringify(features),
    translations,
    image: values.image ?? undefined,
  });
}

/** The vehicle's type, how many people it carries and how much luggage. */
function VehicleCapacityFields({ form, types }: { form: VehicleForm; types: VehicleType[] }) {
  const { register, error } = form;
  return (
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
  );
}
