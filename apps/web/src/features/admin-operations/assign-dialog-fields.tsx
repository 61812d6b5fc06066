import type { AssignmentWarningDto, DriverDto } from '@riviera/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Field, inputClass } from '../../components/ui/field';
import type { listVehicles } from './api';

/** The assignment dialog's parts: the driver and vehicle choices, the customer mail choice, the saved flags. */

type Vehicle = Awaited<ReturnType<typeof listVehicles>>[number];

/** After saving: the assignment stands, the server's flags are shown until the dispatcher closes. */
export function SavedWarnings({
  warnings,
  onClose,
}: {
  warnings: AssignmentWarningDto[];
  onClose: () => void;
}) {
  return (
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
  );
}

/** The drivers to choose from; `onChosen` runs after the form took the choice. */
export function DriverSelect({
  drivers,
  field,
  error,
  onChosen,
}: {
  drivers: readonly DriverDto[];
  field: UseFormRegisterReturn;
  error: string | undefined;
  onChosen: (driverId: string) => void;
}) {
  return (
    <Field label="Sürücü" error={error}>
      {(p) => (
        <select
          {...p}
          {...field}
          onChange={(e) => {
            void field.onChange(e);
            onChosen(e.target.value);
          }}
          className={inputClass}
        >
          <option value="">Atanmadı</option>
          {drivers.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
              {d.plate ? ` · ${d.plate}` : ''}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The active vehicles, and the job's own even when no longer active. */
export function VehicleSelect({
  vehicles,
  currentId,
  field,
  error,
}: {
  vehicles: readonly Vehicle[];
  currentId: number | undefined;
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <Field label="Araç" error={error}>
      {(p) => (
        <select {...p} {...field} className={inputClass}>
          <option value="">Belirtilmemiş</option>
          {vehicles
            .filter((v) => v.is_active || v.id === currentId)
            .map((v) => (
              <option key={v.id} value={v.id}>
                {v.name} ({v.capacity} kişilik)
              </option>
            ))}
        </select>
      )}
    </Field>
  );
}

/** A new or another driver mails the customer (decision 040); staff may say no. */
export function NotifyCustomerChoice({ field }: { field: UseFormRegisterReturn }) {
  return (
    <label className="flex items-start gap-2 rounded-lg bg-sea-50 p-3 text-sm text-slate-800 ring-1 ring-inset ring-sea-100">
      <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300" {...field} />
      <span>
        Müşteriye e-posta gönder
        <span className="block text-xs text-slate-600">
          Müşteri sürücünün adını, telefonunu (WhatsApp), aracını ve plakasını e-postayla alır.
        </span>
      </span>
    </label>
  );
}
