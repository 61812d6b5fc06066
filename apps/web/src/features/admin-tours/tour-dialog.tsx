import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import {
  LanguageTabs,
  TranslationFields,
  type TranslatableField,
} from '../../components/ui/translation-editor';
import { useTourCurrencyCodes, type AdminTour } from './api';
import { TourExtraFields, TourFactFields } from './tour-form-fields';
import { TourViewDialog } from './tour-view-dialog';
import { useTourForm, type TourDialogMode } from './use-tour-form';

export type { TourDialogMode };

/** What staff translate of a tour (decision 014). */
const TRANSLATED: readonly TranslatableField[] = [
  { name: 'title', label: 'Başlık', kind: 'text' },
  { name: 'category', label: 'Kategori', kind: 'text' },
  { name: 'description', label: 'Açıklama', kind: 'textarea' },
  { name: 'duration', label: 'Süre', kind: 'text' },
  { name: 'location', label: 'Konum', kind: 'text' },
  { name: 'features', label: 'Özellikler', kind: 'list' },
  { name: 'inclusions', label: 'Dahil olanlar', kind: 'list' },
  { name: 'exclusions', label: 'Dahil olmayanlar', kind: 'list' },
];

const TITLES: Record<TourDialogMode, string> = {
  create: 'Yeni Tur Ekle',
  edit: 'Turu Düzenle',
  view: 'Tur Detayı',
};

/** The tour modal in create, edit or view mode (back-office §2). The image is sent as multipart and stored as WebP. */
export function TourDialog({
  mode,
  tour,
  onClose,
  onSaved,
}: {
  mode: TourDialogMode;
  tour: AdminTour | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { form, translations, save, submit } = useTourForm(mode, tour, onSaved);
  const readOnly = mode === 'view';
  const currencyCodes = useTourCurrencyCodes(tour?.currency ?? 'EUR');

  if (readOnly && tour) return <TourViewDialog tour={tour} title={TITLES.view} onClose={onClose} />;

  return (
    <Dialog open onClose={onClose} title={TITLES[mode]} closeLabel="Kapat" size="xl">
      <form noValidate className="space-y-5" onSubmit={(e) => void submit(e)}>
        <LanguageTabs editor={translations} fields={TRANSLATED} form={form} />
        <TranslationFields
          editor={translations}
          fields={TRANSLATED}
          turkish={{ ...tour, ...form.getValues() }}
        />
        <div className={translations.lang === 'tr' ? 'space-y-5' : 'hidden'}>
          <TourFactFields form={form} currencyCodes={currencyCodes} />
          <TourExtraFields form={form} currentImage={tour?.image} />
        </div>
        <FormActions
          error={form.formError}
          onCancel={onClose}
          busy={save.isPending}
          submitLabel={mode === 'edit' ? 'Güncelle' : 'Kaydet'}
        />
      </form>
    </Dialog>
  );
}
