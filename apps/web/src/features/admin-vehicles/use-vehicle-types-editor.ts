import { vehicleTypeInput } from '@riviera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { useTranslationsEditor } from '../../components/ui/translation-editor';
import { adminRequest, saveJson } from '../../lib/admin-api';
import { actionErrorMessage } from '../../lib/admin-form';
import { useAdminForm } from '../../lib/use-admin-form';
import { TYPES_KEY, type VehicleType } from './api';

const EMPTY = { name: '', key: '', description: '', is_active: true, sort_order: '1' };

/** The vehicle types modal's state: the type being edited (or a new one), its form, the last message, save and delete. */
export function useVehicleTypesEditor(types: VehicleType[]) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<VehicleType | null>(null);
  const form = useAdminForm(vehicleTypeInput, { ...EMPTY, sort_order: String(types.length + 1) });
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
    mutationFn: (body: unknown) => saveJson('/vehicle-types', editing?.id, body),
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
  return { editing, form, message, setMessage, translations, startEdit, save, del };
}

export type VehicleTypeForm = ReturnType<typeof useVehicleTypesEditor>['form'];
