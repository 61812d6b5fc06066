import {
  jobAssignmentInput,
  JOB_LEG_LABELS,
  type AssignmentWarningDto,
  type DriverDto,
  type JobDto,
} from '@riviera/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { JobWarnings } from '../../components/dispatch/job-facts';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { FormActions } from '../../components/ui/form-actions';
import { useAdminForm } from '../../lib/use-admin-form';
import { VEHICLES_KEY, assignJob, listVehicles, previewWarnings } from './api';

/**
 * Assigns a driver and a vehicle to a job, with a note. Choosing a driver fills in his default
 * vehicle when none is chosen. A new or another driver mails the customer who comes, unless the
 * dispatcher unticks it (decision 040). As the dispatcher chooses, the server's flags for that driver and
 * vehicle are shown (decision 032: busy with another job during the drive, too small, smaller
 * than booked, too much luggage); after saving they are shown again, and the assignment stands.
 */
export function AssignDialog({
  job,
  drivers,
  onClose,
  onSaved,
}: {
  job: JobDto;
  drivers: readonly DriverDto[];
  onClose: () => void;
  onSaved: (message: string) => void | Promise<void>;
}) {
  const vehicles = useQuery({ queryKey: VEHICLES_KEY, queryFn: listVehicles });
  const form = useAdminForm(jobAssignmentInput, {
    driver_id: job.driver ? String(job.driver.id) : '',
    vehicle_id: job.vehicle ? String(job.vehicle.id) : '',
    note: job.note ?? '',
    notify_customer: true,
  });
  const { register, error, watch, setValue, getValues } = form;
  const [warnings, setWarnings] = useState<AssignmentWarningDto[] | null>(null);
  const save = useMutation({
    mutationFn: (body: unknown) => assignJob(job.id, body),
    onSuccess: async (answer) => {
      await onSaved(answer.message ?? 'Atama kaydedildi');
      if (answer.data.warnings.length > 0) setWarnings(answer.data.warnings);
      else onClose();
    },
    onError: (err) => form.fail(err, 'Atama kaydedilemedi'),
  });

  const party = job.adults + job.children;
  const chosen = { driver: watch('driver_id') ?? '', vehicle: watch('vehicle_id') ?? '' };
  const preview = useQuery({
    queryKey: ['admin', 'operations', 'job-warnings', job.id, chosen.driver, chosen.vehicle],
    queryFn: () => previewWarnings(job.id, chosen.driver, chosen.vehicle),
    enabled: !warnings,
  });
  // A new or another driver mails the customer (decision 040): the dialog says so and lets staff say no.
  const mailsCustomer = chosen.driver !== '' && chosen.driver !== String(job.driver?.id ?? '');
  const activeDrivers = drivers.filter((d) => d.is_active || d.id === job.driver?.id);
  const driverField = register('driver_id');

  return (
    <Dialog
      open
      onClose={onClose}
      title={`İş Ataması · ${JOB_LEG_LABELS[job.leg]} ${job.time ?? ''} · ${job.pnr}`}
      closeLabel="Kapat"
      size="md"
    >
      <p className="mb-4 text-sm text-slate-600">
        {job.from} → {job.to} · {job.customer_name} · {party} kişi
      </p>
      {warnings ? (
        <div className="space-y-4">
          <div
            role="alert"
            className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200"
          >
            <p className="font-semibold">Atama kaydedildi, ancak dikkat:</p>
            <ul className="mt-1 list-disc pl-5">
              {warnings.map((w, i) => (
                <li key={i}>{w.message}</li>
              ))}
            </ul>
          </div>
          <div className="flex justify-end">
            <Button onClick={onClose}>Tamam</Button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => void form.submit((data) => save.mutate(data))(e)}
        >
          <Field label="Sürücü" error={error('driver_id')}>
            {(p) => (
              <select
                {...p}
                {...driverField}
                onChange={(e) => {
                  void driverField.onChange(e);
                  const driver = drivers.find((d) => String(d.id) === e.target.value);
                  if (driver?.default_vehicle && !getValues('vehicle_id'))
                    setValue('vehicle_id', String(driver.default_vehicle.id));
                }}
                className={inputClass}
              >
                <option value="">Atanmadı</option>
                {activeDrivers.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                    {d.plate ? ` · ${d.plate}` : ''}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Araç" error={error('vehicle_id')}>
            {(p) => (
              <select {...p} {...register('vehicle_id')} className={inputClass}>
                <option value="">Belirtilmemiş</option>
                {(vehicles.data ?? [])
                  .filter((v) => v.is_active || v.id === job.vehicle?.id)
                  .map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.name} ({v.capacity} kişilik)
                    </option>
                  ))}
              </select>
            )}
          </Field>
          <Field
            label="Not"
            error={error('note')}
            hint="Sürücü de görür (çalışma föyü ve paylaşım bağlantısı)"
          >
            {(p) => (
              <textarea {...p} {...register('note')} rows={3} maxLength={1000} className={inputClass} />
            )}
          </Field>
          {mailsCustomer ? (
            <label className="flex items-start gap-2 rounded-lg bg-sea-50 p-3 text-sm text-slate-800 ring-1 ring-inset ring-sea-100">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300"
                {...register('notify_customer')}
              />
              <span>
                Müşteriye e-posta gönder
                <span className="block text-xs text-slate-600">
                  Müşteri sürücünün adını, telefonunu (WhatsApp), aracını ve plakasını e-postayla alır.
                </span>
              </span>
            </label>
          ) : null}
          {preview.data ? <JobWarnings warnings={preview.data} /> : null}
          <FormActions error={form.formError} onCancel={onClose} busy={save.isPending} />
        </form>
      )}
    </Dialog>
  );
}
