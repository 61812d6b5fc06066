import { aboutInput } from '@riviera/domain';
import { useController } from 'react-hook-form';
import { EntityDialog, useEntityDialog } from '../../components/admin/entity-dialog';
import { Button } from '../../components/ui/button';
import { Field, inputClass } from '../../components/ui/field';
import { toFormData } from '../../lib/admin-form';
import { useAdminForm } from '../../lib/use-admin-form';
import { about, type About } from './api';
import { type TranslatableField } from '../../components/ui/translation-editor';

/** What staff translate here (decision 014). */
const TRANSLATED: readonly TranslatableField[] = [
  { name: 'title', label: 'Başlık', kind: 'text' },
  { name: 'description', label: 'Açıklama (HTML)', kind: 'textarea' },
  { name: 'main_description', label: 'Ana açıklama', kind: 'textarea' },
  { name: 'sub_description', label: 'Alt açıklama', kind: 'textarea' },
  { name: 'quote', label: 'Alıntı', kind: 'text' },
  { name: 'features', label: 'Özellikler', kind: 'list' },
];
/** The about entry add/edit modal: title, HTML description, optional texts, features, active. */
export function AboutDialog({
  entry,
  onClose,
  onSaved,
}: {
  entry: About | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const form = useAboutForm(entry);
  const { register } = form;
  const { save, translations, dialog } = useEntityDialog(about, entry, form, {
    onClose,
    onSaved: (message) =>
      onSaved(
        message ??
          (entry ? 'Hakkımızda bilgisi başarıyla güncellendi' : 'Hakkımızda bilgisi başarıyla oluşturuldu'),
      ),
    failed: 'İşlem başarısız',
    fields: TRANSLATED,
  });
  return (
    <EntityDialog
      title={entry ? 'Hakkımızda Düzenle' : 'Yeni Hakkımızda Kaydı'}
      size="xl"
      {...dialog}
      onSubmit={(e) =>
        void form.submit((data, values) =>
          save.mutate(aboutFormData(entry !== null, values, data.features, translations.toSend())),
        )(e)
      }
    >
      <AboutTextFields form={form} />
      <AboutFeaturesField form={form} />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('is_active')} />
        Aktif
      </label>
    </EntityDialog>
  );
}

type AboutForm = ReturnType<typeof useAboutForm>;

/** The form's values, from the entry being edited or blank. */
function useAboutForm(entry: About | null) {
  return useAdminForm(aboutInput, aboutDefaults(entry));
}

function aboutDefaults(entry: About | null) {
  return {
    title: entry?.title ?? '',
    description: entry?.description ?? '',
    main_description: entry?.main_description ?? '',
    sub_description: entry?.sub_description ?? '',
    quote: entry?.quote ?? '',
    is_active: entry?.is_active ?? true,
    // At least one feature input is always kept (back-office §5).
    features: entry?.features.length ? entry.features : [''],
  };
}

/** The multipart body of a save: optional texts are sent only when not blank; blank feature lines are dropped. */
function aboutFormData(
  isEdit: boolean,
  values: ReturnType<typeof aboutDefaults>,
  features: string[],
  translations: string,
) {
  return toFormData({
    ...(isEdit ? { _method: 'PUT' } : {}),
    title: values.title,
    description: values.description,
    main_description: values.main_description.trim() || (isEdit ? '' : undefined),
    sub_description: values.sub_description.trim() || (isEdit ? '' : undefined),
    quote: values.quote.trim() || (isEdit ? '' : undefined),
    is_active: values.is_active,
    features,
    translations,
  });
}

/** The entry's Turkish texts: title, HTML description, main and sub descriptions, quote. */
function AboutTextFields({ form }: { form: AboutForm }) {
  const { register, error } = form;
  return (
    <>
      <Field label="Başlık" required error={error('title')}>
        {(p) => <input {...p} {...register('title')} className={inputClass} maxLength={200} />}
      </Field>
      <Field
        label="Açıklama (HTML)"
        required
        error={error('description')}
        hint="İzin verilen etiketler: p, br, strong, em, b, i, u, ul, ol, li, h2-h4, a, blockquote"
      >
        {(p) => (
          <textarea
            {...p}
            {...register('description')}
            rows={6}
            className={`${inputClass} font-mono text-sm`}
            maxLength={20000}
          />
        )}
      </Field>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Ana açıklama" error={error('main_description')}>
          {(p) => (
            <textarea
              {...p}
              {...register('main_description')}
              rows={3}
              className={inputClass}
              maxLength={5000}
            />
          )}
        </Field>
        <Field label="Alt açıklama" error={error('sub_description')}>
          {(p) => (
            <textarea
              {...p}
              {...register('sub_description')}
              rows={3}
              className={inputClass}
              maxLength={5000}
            />
          )}
        </Field>
      </div>
      <Field label="Alıntı" error={error('quote')}>
        {(p) => <input {...p} {...register('quote')} className={inputClass} maxLength={1000} />}
      </Field>
    </>
  );
}

/** The feature lines: at least one input is always kept (back-office §5). */
function AboutFeaturesField({ form }: { form: AboutForm }) {
  const features = useController({ control: form.control, name: 'features' }).field;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">Özellikler</legend>
      <div className="space-y-2">
        {features.value.map((f, i) => (
          <div key={i} className="flex gap-2">
            <label className="sr-only" htmlFor={`about-feature-${i}`}>
              Özellik {i + 1}
            </label>
            <input
              id={`about-feature-${i}`}
              className={inputClass}
              value={f}
              maxLength={300}
              onChange={(e) =>
                features.onChange(features.value.map((x, j) => (j === i ? e.target.value : x)))
              }
            />
            <Button
              variant="ghost"
              className="px-3 text-red-700 hover:bg-red-50"
              disabled={features.value.length === 1}
              aria-label={`Özellik ${i + 1} kaldır`}
              onClick={() => features.onChange(features.value.filter((_, j) => j !== i))}
            >
              ×
            </Button>
          </div>
        ))}
      </div>
      <Button
        variant="secondary"
        className="mt-2 px-3 py-1.5 text-sm"
        onClick={() => features.onChange([...features.value, ''])}
      >
        Özellik Ekle
      </Button>
    </fieldset>
  );
}
