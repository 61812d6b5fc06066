import { vehicleTypeInput } from '@riviera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActiveBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { adminRequest } from '../../lib/admin-api';
import { actionErrorMessage, serverFieldErrors, validateWith } from '../../lib/admin-form';
import { TYPES_KEY, type VehicleType } from './api';
import { RowActions } from '../../components/ui/row-actions';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { useAdminForm } from '../../lib/use-admin-form';

const EMPTY = { name: '', key: '', description: '', is_active: true, sort_order: '1' };

/** The vehicle types modal: list with edit/delete and a form (name, key, description, sort ≥ 1, active). */
export function VehicleTypesDialog({ types, onClose }: { types: VehicleType[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<VehicleType | null>(null);
  const form = useAdminForm({ ...EMPTY, sort_order: String(types.length + 1) });
  const { values, set, errors } = form;
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const startEdit = (t: VehicleType | null) => {
    setEditing(t);
    form.setErrors({});
    setMessage(null);
    form.setValues(
      t
        ? {
            name: t.name,
            key: t.key,
            description: t.description,
            is_active: t.is_active,
            sort_order: String(t.sort_order),
          }
        : { ...EMPTY, sort_order: String(types.length + 1) },
    );
  };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TYPES_KEY }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'vehicles'] }),
    ]);
  const save = useMutation({
    mutationFn: (body: unknown) =>
      editing
        ? adminRequest(`/vehicle-types/${editing.id}`, { method: 'PUT', body })
        : adminRequest('/vehicle-types', { method: 'POST', body }),
    onSuccess: async () => {
      setMessage({ tone: 'ok', text: editing ? 'Araç tipi güncellendi' : 'Araç tipi eklendi' });
      startEdit(null);
      await refresh();
    },
    onError: (err) => {
      form.setErrors(serverFieldErrors(err));
      setMessage({ tone: 'error', text: actionErrorMessage(err, 'Kaydetme işlemi sırasında hata oluştu') });
    },
  });
  const del = useConfirmDelete<VehicleType>({
    title: 'Araç Tipini Sil',
    message: (t) => `"${t.name}" araç tipini silmek istediğinizden emin misiniz?`,
    remove: async (t) => void (await adminRequest(`/vehicle-types/${t.id}`, { method: 'DELETE' })),
    successText: 'Araç tipi silindi',
    errorText: 'Silme işlemi sırasında hata oluştu',
    onDeleted: async (m) => {
      setMessage({ tone: 'ok', text: m });
      await refresh();
    },
  });

  return (
    <Dialog open onClose={onClose} title="Araç Tipleri" closeLabel="Kapat" size="xl">
      <div className="grid gap-6 md:grid-cols-2">
        <ul
          className="divide-y divide-slate-100 rounded-xl border border-slate-200"
          aria-label="Araç tipleri"
        >
          {types.length === 0 ? <li className="p-4 text-sm text-slate-500">Henüz araç tipi yok</li> : null}
          {types.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {t.sort_order}. {t.name} <span className="font-mono text-xs text-slate-500">({t.key})</span>
                </p>
                <ActiveBadge active={t.is_active} />
              </div>
              <RowActions name={t.name} onEdit={() => startEdit(t)} onDelete={() => del.ask(t)} />
            </li>
          ))}
        </ul>
        <form
          noValidate
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            setMessage(null);
            const r = validateWith(vehicleTypeInput, values);
            if (r.errors) form.setErrors(r.errors);
            else save.mutate(r.data);
          }}
        >
          <h3 className="font-semibold text-slate-900">
            {editing ? `${editing.name} düzenleniyor` : 'Yeni araç tipi'}
          </h3>
          <Field label="Ad" required error={errors.name}>
            {(p) => (
              <input
                {...p}
                className={inputClass}
                value={values.name}
                maxLength={100}
                onChange={(e) => set('name', e.target.value)}
              />
            )}
          </Field>
          <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
            <Field label="Anahtar" required error={errors.key} hint="Örn. minivan (küçük harf, rakam, - _)">
              {(p) => (
                <input
                  {...p}
                  className={`${inputClass} font-mono`}
                  value={values.key}
                  maxLength={50}
                  onChange={(e) => set('key', e.target.value.toLowerCase())}
                />
              )}
            </Field>
            <Field label="Sıra" required error={errors.sort_order}>
              {(p) => (
                <input
                  {...p}
                  type="number"
                  min={1}
                  step={1}
                  className={inputClass}
                  value={values.sort_order}
                  onChange={(e) => set('sort_order', e.target.value)}
                />
              )}
            </Field>
          </div>
          <Field label="Açıklama" error={errors.description}>
            {(p) => (
              <textarea
                {...p}
                rows={2}
                className={inputClass}
                value={values.description}
                maxLength={1000}
                onChange={(e) => set('description', e.target.value)}
              />
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300"
              checked={values.is_active}
              onChange={(e) => set('is_active', e.target.checked)}
            />
            Aktif
          </label>
          {message ? (
            <p
              role={message.tone === 'error' ? 'alert' : 'status'}
              className={`rounded-lg px-3 py-2 text-sm ${message.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
            >
              {message.text}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            {editing ? (
              <Button variant="secondary" onClick={() => startEdit(null)}>
                Vazgeç
              </Button>
            ) : null}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Kaydediliyor…' : editing ? 'Güncelle' : 'Ekle'}
            </Button>
          </div>
        </form>
      </div>
      {del.node}
    </Dialog>
  );
}
