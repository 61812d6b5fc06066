import { ActiveBadge } from '../../components/ui/badge';
import { Field, inputClass } from '../../components/ui/field';
import { RowActions } from '../../components/ui/row-actions';
import { TranslationBadge } from '../../components/ui/translation-editor';
import type { VehicleType } from './api';
import type { VehicleTypeForm } from './use-vehicle-types-editor';

/** The list of vehicle types, in their order, each with edit and delete. */
export function VehicleTypeList({
  types,
  onEdit,
  onDelete,
}: {
  types: VehicleType[];
  onEdit: (t: VehicleType) => void;
  onDelete: (t: VehicleType) => void;
}) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Araç tipleri">
      {types.length === 0 ? <li className="p-4 text-sm text-slate-500">Henüz araç tipi yok</li> : null}
      {types.map((t) => (
        <li key={t.id} className="flex items-center justify-between gap-3 p-3">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {t.sort_order}. {t.name} <span className="font-mono text-xs text-slate-500">({t.key})</span>
            </p>
            <span className="flex gap-1">
              <ActiveBadge active={t.is_active} />
              <TranslationBadge record={t} entity="vehicleType" />
            </span>
          </div>
          <RowActions name={t.name} onEdit={() => onEdit(t)} onDelete={() => onDelete(t)} />
        </li>
      ))}
    </ul>
  );
}

/** The Turkish fields of a vehicle type: name, key (typed in lower case), order, description, active. */
export function VehicleTypeFields({ form }: { form: VehicleTypeForm }) {
  const { register, setValue, error } = form;
  return (
    <>
      <Field label="Ad" required error={error('name')}>
        {(p) => <input {...p} {...register('name')} className={inputClass} maxLength={100} />}
      </Field>
      <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
        <Field label="Anahtar" required error={error('key')} hint="Örn. minivan (küçük harf, rakam, - _)">
          {(p) => (
            <input
              {...p}
              {...register('key', {
                onChange: (e: { target: { value: string } }) => {
                  const lower = e.target.value.toLowerCase();
                  if (lower !== e.target.value) setValue('key', lower);
                },
              })}
              className={`${inputClass} font-mono`}
              maxLength={50}
            />
          )}
        </Field>
        <Field label="Sıra" required error={error('sort_order')}>
          {(p) => (
            <input {...p} {...register('sort_order')} type="number" min={1} step={1} className={inputClass} />
          )}
        </Field>
      </div>
      <Field label="Açıklama" error={error('description')}>
        {(p) => (
          <textarea {...p} {...register('description')} rows={2} className={inputClass} maxLength={1000} />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('is_active')} />
        Aktif
      </label>
    </>
  );
}
