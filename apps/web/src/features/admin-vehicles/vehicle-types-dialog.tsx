import { vehicleTypeInput } from '@riviera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActiveBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { adminRequest } from '../../lib/admin-api';
import { actionErrorMessage } from '../../lib/admin-form';
import { TYPES_KEY, type VehicleType } from './api';
import { RowActions } from '../../components/ui/row-actions';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { useAdminForm } from '../../lib/use-admin-form';
import {
  LanguageTabs,
  TranslationBadge,
  TranslationFields,
  useTranslationsEditor,
  type TranslatableField,
} from '../../components/ui/translation-editor';

const TRANSLATED: TranslatableField[] = [
  { name: 'name', label: 'Ad', kind: 'text' },
  { name: 'description', label: 'Açıklama', kind: 'textarea' },
];

const EMPTY = { name: '', key: '', description: '', is_active: true, sort_order: '1' };

/** The vehicle types modal: list with edit/delete and a form (name, key, description, sort ≥ 1, active). */
export function VehicleTypesDialog({ types, onClose }: { types: VehicleType[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<VehicleType | null>(null);
  const form = useAdminForm(vehicleTypeInput, { ...EMPTY, sort_order: String(types.length + 1) });
  const { register, setValue, error } = form;
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const translations = useTranslationsEditor(undefined);
  const startEdit = (t: VehicleType | null) => {
    setEditing(t);
    setMessage(null);
    translations.reset(t?.translations);
    form.reset(
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
      const text = editing ? 'Araç tipi güncellendi' : 'Araç tipi eklendi';
      // A fresh form clears the message, so the message comes after it.
      startEdit(null);
      setMessage({ tone: 'ok', text });
      await refresh();
    },
    onError: (err) => {
      form.fail(err, 'Kaydetme işlemi sırasında hata oluştu');
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
                <span className="flex gap-1">
                  <ActiveBadge active={t.is_active} />
                  <TranslationBadge record={t} entity="vehicleType" />
                </span>
              </div>
              <RowActions name={t.name} onEdit={() => startEdit(t)} onDelete={() => del.ask(t)} />
            </li>
          ))}
        </ul>
        <form
          noValidate
          className="space-y-3"
          onSubmit={(e) => {
            setMessage(null);
            void form.submit((data) => save.mutate({ ...data, translations: translations.toSend() }))(e);
          }}
        >
          <h3 className="font-semibold text-slate-900">
            {editing ? `${editing.name} düzenleniyor` : 'Yeni araç tipi'}
          </h3>
          <LanguageTabs editor={translations} fields={TRANSLATED} form={form} />
          <TranslationFields editor={translations} fields={TRANSLATED} turkish={form.getValues()} />
          <div className={translations.lang === 'tr' ? 'space-y-3' : 'hidden'}>
            <Field label="Ad" required error={error('name')}>
              {(p) => <input {...p} {...register('name')} className={inputClass} maxLength={100} />}
            </Field>
            <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
              <Field
                label="Anahtar"
                required
                error={error('key')}
                hint="Örn. minivan (küçük harf, rakam, - _)"
              >
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
                  <input
                    {...p}
                    {...register('sort_order')}
                    type="number"
                    min={1}
                    step={1}
                    className={inputClass}
                  />
                )}
              </Field>
            </div>
            <Field label="Açıklama" error={error('description')}>
              {(p) => (
                <textarea
                  {...p}
                  {...register('description')}
                  rows={2}
                  className={inputClass}
                  maxLength={1000}
                />
              )}
            </Field>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                {...register('is_active')}
              />
              Aktif
            </label>
          </div>
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
