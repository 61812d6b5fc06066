import { driverInput, type DriverDto } from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PhoneLinks } from '../../components/dispatch/job-facts';
import { AdminQuery } from '../../components/ui/admin-query';
import { ActiveToggle } from '../../components/ui/active-toggle';
import { useBanner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../components/ui/data-table';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { FormActions } from '../../components/ui/form-actions';
import { PageHeader } from '../../components/ui/page-header';
import { RowActions } from '../../components/ui/row-actions';
import { adminRequestEnvelope, saveJson } from '../../lib/admin-api';
import { actionErrorMessage } from '../../lib/admin-form';
import { ApiError } from '../../lib/api-client';
import { useAdminForm } from '../../lib/use-admin-form';
import { DRIVERS_KEY, VEHICLES_KEY, listDrivers, listVehicles } from './api';
import { useMayDelete } from '../../lib/admin-me';

/** The body of an update that changes only the active flag (the server keeps the other fields). */
const activeOnly = (active: boolean) => ({ is_active: active });

/**
 * 'Sürücüler': name, phone, plate, default vehicle, active. A driver who has jobs cannot be
 * deleted (the server answers 409); the screen then offers to set him 'Pasif' instead.
 */
export function DriversPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: DRIVERS_KEY, queryFn: listDrivers });
  const banner = useBanner();
  const [editing, setEditing] = useState<DriverDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DriverDto | null>(null);
  const [refused, setRefused] = useState<{ driver: DriverDto; message: string } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // deleting is Yönetici's; Operasyon sets a driver 'Pasif' instead
  const mayDelete = useMayDelete();
  const refresh = () => queryClient.invalidateQueries({ queryKey: DRIVERS_KEY });

  const setActive = useMutation({
    mutationFn: ({ driver, active }: { driver: DriverDto; active: boolean }) =>
      adminRequestEnvelope(`/admin/drivers/${driver.id}`, { method: 'PUT', body: activeOnly(active) }),
    onSuccess: async (answer) => {
      setRefused(null);
      banner.show('success', answer.message ?? 'Sürücü kaydedildi');
      await refresh();
    },
    onError: (err) => banner.show('error', actionErrorMessage(err, 'Kaydetme işlemi başarısız')),
  });
  const remove = useMutation({
    mutationFn: (driver: DriverDto) =>
      adminRequestEnvelope(`/admin/drivers/${driver.id}`, { method: 'DELETE' }),
    onSuccess: async (answer) => {
      setDeleting(null);
      banner.show('success', answer.message ?? 'Sürücü silindi');
      await refresh();
    },
    onError: (err, driver) => {
      if (err instanceof ApiError && err.status === 409) {
        setDeleting(null);
        setRefused({ driver, message: err.message });
        return;
      }
      setDeleteError(actionErrorMessage(err, 'Silme işlemi başarısız'));
    },
  });

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
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      hideMobileLabel: true,
      cell: (d) => (
        <RowActions
          name={d.name}
          onEdit={() => setEditing(d)}
          onDelete={
            mayDelete
              ? () => {
                  setDeleteError(null);
                  setDeleting(d);
                }
              : undefined
          }
        />
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Sürücüler"
        description="İş atanabilecek sürücüler ve varsayılan araçları."
        actions={<Button onClick={() => setEditing('new')}>Yeni Sürücü Ekle</Button>}
      />
      {banner.node}
      <AdminQuery query={list} loading="Sürücüler yükleniyor" failed="Sürücüler yüklenirken hata oluştu">
        {(data) => (
          <DataTable
            caption="Sürücüler"
            columns={columns}
            rows={data}
            rowKey={(d) => d.id}
            busy={list.isFetching}
            empty="Henüz sürücü bulunmuyor"
          />
        )}
      </AdminQuery>
      {editing ? (
        <DriverDialog
          driver={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async (m) => {
            setEditing(null);
            banner.show('success', m);
            await refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Sürücüyü Sil"
        message={deleting ? `"${deleting.name}" sürücüsünü silmek istediğinizden emin misiniz?` : ''}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={refused !== null}
        title="Sürücü silinemez"
        message={refused?.message ?? ''}
        confirmLabel="Pasif Yap"
        cancelLabel="Vazgeç"
        tone="primary"
        busy={setActive.isPending}
        onConfirm={() => refused && setActive.mutate({ driver: refused.driver, active: false })}
        onCancel={() => setRefused(null)}
      />
    </div>
  );
}

function DriverDialog({
  driver,
  onClose,
  onSaved,
}: {
  driver: DriverDto | null;
  onClose: () => void;
  onSaved: (m: string) => void | Promise<void>;
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
  const save = useMutation({
    mutationFn: (body: unknown) =>
saveJson('/admin/drivers', driver?.id, body),
    onSuccess: () => onSaved(driver ? 'Sürücü güncellendi' : 'Sürücü eklendi'),
    onError: (err) => form.fail(err, 'Kaydetme işlemi başarısız'),
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={driver ? 'Sürücüyü Düzenle' : 'Yeni Sürücü'}
      closeLabel="Kapat"
      size="md"
    >
      <form
        noValidate
        className="space-y-4"
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
          {(p) => (
            <input {...p} {...register('plate')} className={`${inputClass} uppercase`} maxLength={20} />
          )}
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
        <FormActions error={form.formError} onCancel={onClose} busy={save.isPending} />
      </form>
    </Dialog>
  );
}
