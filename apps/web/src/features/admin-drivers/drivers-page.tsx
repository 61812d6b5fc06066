import { driverInput, type DriverDto } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { AdminListPage, actionsColumn } from '../../components/admin/admin-list-page';
import { EntityDialog, useEntityDialog } from '../../components/admin/entity-dialog';
import { PhoneLinks } from '../../components/dispatch/job-facts';
import { ActiveToggle } from '../../components/ui/active-toggle';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { type Column } from '../../components/ui/data-table';
import { Field, inputClass } from '../../components/ui/field';
import { useAdminForm } from '../../lib/use-admin-form';
import { VEHICLES_KEY, drivers, listVehicles } from './api';
import { useDriversPage } from './use-drivers-page';

/**
 * 'Sürücüler': name, phone, plate, default vehicle, active. A driver who has jobs cannot be
 * deleted (the server answers 409); the screen then offers to set him 'Pasif' instead.
 */
export function DriversPage() {
  const { page, mayDelete, refused, dismissRefused, setActive } = useDriversPage();

  const columns: Column<DriverDto>[] = [
    {
      key: 'name',
      header: 'Ad Soyad',
      cell: (d) => <span className="font-medium text-slate-900">{d.name}</span>,
    },
    { key: 'phone', header: 'Telefon', cell: (d) => <PhoneLinks phone={d.phone} /> },
    {
      key: 'plate',
      header: 'Plaka',
      cell: (d) => <span className="font-mono">{d.plate || 'Belirtilmemiş'}</span>,
    },
    {
      key: 'vehicle',
      header: 'Varsayılan Araç',
      cell: (d) =>
        d.default_vehicle
          ? `${d.default_vehicle.name} (${d.default_vehicle.capacity} kişilik)`
          : 'Belirtilmemiş',
    },
    {
      key: 'status',
      header: 'Durum',
      cell: (d) => (
        <ActiveToggle
          active={d.is_active}
          itemName={d.name}
          busy={setActive.isPending}
          onToggle={() => setActive.mutate({ driver: d, active: !d.is_active })}
        />
      ),
    },
    actionsColumn(page, (d) => d.name, { mayDelete: () => mayDelete }),
  ];

  return (
    <AdminListPage
      page={page}
      title="Sürücüler"
      description="İş atanabilecek sürücüler ve varsayılan araçları."
      newLabel="Yeni Sürücü Ekle"
      loading="Sürücüler yükleniyor"
      failed="Sürücüler yüklenirken hata oluştu"
      table={{ caption: 'Sürücüler', columns, empty: 'Henüz sürücü bulunmuyor' }}
      dialog={(driver) => <DriverDialog driver={driver} onClose={page.close} onSaved={page.saved} />}
      after={
        <ConfirmDialog
          open={refused !== null}
          title="Sürücü silinemez"
          message={refused?.message ?? ''}
          confirmLabel="Pasif Yap"
          cancelLabel="Vazgeç"
          tone="primary"
          busy={setActive.isPending}
          onConfirm={() => refused && setActive.mutate({ driver: refused.driver, active: false })}
          onCancel={dismissRefused}
        />
      }
    />
  );
}

function DriverDialog({
  driver,
  onClose,
  onSaved,
}: {
  driver: DriverDto | null;
  onClose: () => void;
  onSaved: (m: string) => void;
}) {
  const vehicles = useQuery({ queryKey: VEHICLES_KEY, queryFn: listVehicles });
  const form = useAdminForm(driverInput, {
    name: driver?.name ?? '',
    phone: driver?.phone ?? '',
    plate: driver?.plate ?? '',
    default_vehicle_id: driver?.default_vehicle ? String(driver.default_vehicle.id) : '',
    is_active: driver?.is_active ?? true,
  });
  const { register, error } = form;
  const { save, dialog } = useEntityDialog(drivers, driver, form, {
    onClose,
    onSaved: () => onSaved(driver ? 'Sürücü güncellendi' : 'Sürücü eklendi'),
    failed: 'Kaydetme işlemi başarısız',
  });
  return (
    <EntityDialog
      title={driver ? 'Sürücüyü Düzenle' : 'Yeni Sürücü'}
      size="md"
      {...dialog}
      onSubmit={(e) => void form.submit((data) => save.mutate(data))(e)}
    >
      <Field label="Ad Soyad" required error={error('name')}>
        {(p) => (
          <input {...p} {...register('name')} className={inputClass} maxLength={100} autoComplete="off" />
        )}
      </Field>
      <Field
        label="Telefon"
        required
        error={error('phone')}
        hint="Ülke koduyla, ör. +90 532 123 45 67 (WhatsApp için)"
      >
        {(p) => <input {...p} {...register('phone')} type="tel" className={inputClass} maxLength={40} />}
      </Field>
      <Field label="Plaka" error={error('plate')}>
        {(p) => <input {...p} {...register('plate')} className={`${inputClass} uppercase`} maxLength={20} />}
      </Field>
      <Field label="Varsayılan Araç" error={error('default_vehicle_id')}>
        {(p) => (
          <select {...p} {...register('default_vehicle_id')} className={inputClass}>
            <option value="">Belirtilmemiş</option>
            {(vehicles.data ?? []).map((v) => (
              <option key={v.id} value={v.id}>
                {v.name} ({v.capacity} kişilik)
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('is_active')} />
        Aktif (iş atanabilir)
      </label>
    </EntityDialog>
  );
}
