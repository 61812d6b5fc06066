import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import {
  LanguageTabs,
  TranslationFields,
  type TranslatableField,
} from '../../components/ui/translation-editor';
import type { VehicleType } from './api';
import { VehicleTypeFields, VehicleTypeList } from './vehicle-type-parts';
import { useVehicleTypesEditor } from './use-vehicle-types-editor';

const TRANSLATED: TranslatableField[] = [
  { name: 'name', label: 'Ad', kind: 'text' },
  { name: 'description', label: 'Açıklama', kind: 'textarea' },
];

/** The vehicle types modal: list with edit/delete and a form (name, key, description, sort ≥ 1, active). */
export function VehicleTypesDialog({ types, onClose }: { types: VehicleType[]; onClose: () => void }) {
  const { editing, form, message, setMessage, translations, startEdit, save, del } =
    useVehicleTypesEditor(types);

  return (
    <Dialog open onClose={onClose} title="Araç Tipleri" closeLabel="Kapat" size="xl">
      <div className="grid gap-6 md:grid-cols-2">
        <VehicleTypeList types={types} onEdit={startEdit} onDelete={(t) => del.ask(t)} />
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
            <VehicleTypeFields form={form} />
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
