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
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { FormActions } from '../../components/ui/form-actions';
import { useAdminForm } from '../../lib/use-admin-form';
import { VEHICLES_KEY, assignJob, listVehicles, previewWarnings } from './api';
import { DriverSelect, NotifyCustomerChoice, SavedWarnings, VehicleSelect } from './assign-dialog-fields';

/** The assignment form, its save and the flags the server answered the save with. */
function useAssignJob(job: JobDto, onClose: () => void, onSaved: (message: string) => void | Promise<void>) {
  const form = useAdminForm(jobAssignmentInput, {
    driver_id: job.driver ? String(job.driver.id) : '',
    vehicle_id: job.vehicle ? String(job.vehicle.id) : '',
    note: job.note ?? '',
    notify_customer: true,
  });
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
  return { form, warnings, save };
}

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
  const { form, warnings, save } = useAssignJob(job, onClose, onSaved);
  const { register, error, watch, setValue, getValues } = form;

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
  // choosing a driver fills in his default vehicle when none is chosen
  const fillDefaultVehicle = (driverId: string) => {
    const driver = drivers.find((d) => String(d.id) === driverId);
    if (driver?.default_vehicle && !getValues('vehicle_id'))
      setValue('vehicle_id', String(driver.default_vehicle.id));
  };

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
        <SavedWarnings warnings={warnings} onClose={onClose} />
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => void form.submit((data) => save.mutate(data))(e)}
        >
          <DriverSelect
            drivers={activeDrivers}
            field={register('driver_id')}
            error={error('driver_id')}
            onChosen={fillDefaultVehicle}
          />
          <VehicleSelect
            vehicles={vehicles.data ?? []}
            currentId={job.vehicle?.id}
            field={register('vehicle_id')}
            error={error('vehicle_id')}
          />
          <Field
            label="Not"
            error={error('note')}
            hint="Sürücü de görür (çalışma föyü ve paylaşım bağlantısı)"
          >
            {(p) => (
              <textarea {...p} {...register('note')} rows={3} maxLength={1000} className={inputClass} />
            )}
          </Field>
          {mailsCustomer ? <NotifyCustomerChoice field={register('notify_customer')} /> : null}
          {preview.data ? <JobWarnings warnings={preview.data} /> : null}
          <FormActions error={form.formError} onCancel={onClose} busy={save.isPending} />
        </form>
      )}
    </Dialog>
  );
}
