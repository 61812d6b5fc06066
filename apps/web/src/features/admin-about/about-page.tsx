import { aboutInput } from '@riviera/domain';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { AdminListPage, actionsColumn, useAdminListPage } from '../../components/admin/admin-list-page';
import { EntityDialog, useEntityDialog } from '../../components/admin/entity-dialog';
import { ActiveBadge } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { type Column } from '../../components/ui/data-table';
import { Field, inputClass } from '../../components/ui/field';
import { toFormData } from '../../lib/admin-form';
import { useAdminForm } from '../../lib/use-admin-form';
import { about, type About } from './api';
import { TranslationBadge, type TranslatableField } from '../../components/ui/translation-editor';
import { htmlPreviewText } from '../../lib/html-preview';

/** About management: table, form modal, delete naming the title, banners that vanish after 5 s. */
export function AboutPage() {
  const page = useAdminListPage(about, {
    title: 'Kaydı Sil',
    message: (a) => `"${a.title}" kaydını silmek istediğinizden emin misiniz?`,
    successText: 'Hakkımızda bilgisi başarıyla silindi',
    errorText: 'Silme işlemi sırasında hata oluştu',
    serverMessage: true,
  });

  const columns: Column<About>[] = [
    {
      key: 'title',
      header: 'Başlık',
      cell: (a) => <span className="font-medium text-slate-900">{a.title}</span>,
    },
    {
      key: 'description',
      header: 'Açıklama',
      className: 'max-w-md',
      cell: (a) => (
        <span className="line-clamp-3 whitespace-pre-line text-slate-600" data-testid="about-preview">
          {htmlPreviewText(a.description)}
        </span>
      ),
    },
    { key: 'languages', header: 'Diller', cell: (a) => <TranslationBadge record={a} entity="about" /> },
    { key: 'status', header: 'Durum', cell: (a) => <ActiveBadge active={a.is_active} /> },
    actionsColumn(page, (a) => a.title),
  ];

  return (
    <AdminListPage
      page={page}
      title="Hakkımızda Yönetimi"
      description="Sitede en yeni aktif kayıt gösterilir. Açıklama HTML olabilir; güvenli olmayan etiketler kaydedilmeden temizlenir."
      actions={
        <Link to="/admin/site-settings" className={buttonClass('secondary')}>
          Site Ayarları
        </Link>
      }
      newLabel="Yeni Kayıt Ekle"
      loading="Hakkımızda bilgileri yükleniyor"
      failed="Hakkımızda bilgileri yüklenirken hata oluştu"
      table={{ caption: 'Hakkımızda kayıtları', columns, empty: 'Henüz kayıt yok' }}
      dialog={(entry) => <AboutDialog entry={entry} onClose={page.close} onSaved={page.saved} />}
    />
  );
}

/** What staff translate here (decision 014). */
const TRANSLATED: readonly TranslatableField[] = [
  { name: 'title', label: 'Başlık', kind: 'text' },
  { name: 'description', label: 'Açıklama (HTML)', kind: 'textarea' },
  { name: 'main_description', label: 'Ana açıklama', kind: 'textarea' },
  { name: 'sub_description', label: 'Alt açıklama', kind: 'textarea' },
  { name: 'quote', label: 'Alıntı', kind: 'text' },
  { name: 'features', label: 'Özellikler', kind: 'list' },
];

function AboutDialog({
  entry,
  onClose,
  onSaved,
}: {
  entry: About | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const form = useAdminForm(aboutInput, {
    title: entry?.title ?? '',
    description: entry?.description ?? '',
    main_description: entry?.main_description ?? '',
    sub_description: entry?.sub_description ?? '',
    quote: entry?.quote ?? '',
    is_active: entry?.is_active ?? true,
    // At least one feature input is always kept (back-office §5).
    features: entry?.features.length ? entry.features : [''],
  });
  const { register, control, error } = form;
  const features = useController({ control, name: 'features' }).field;
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
          // Optional texts are sent only when not blank; blank feature lines are dropped.
          save.mutate(
            toFormData({
              ...(entry ? { _method: 'PUT' } : {}),
              title: values.title,
              description: values.description,
              main_description: values.main_description.trim() || (entry ? '' : undefined),
              sub_description: values.sub_description.trim() || (entry ? '' : undefined),
              quote: values.quote.trim() || (entry ? '' : undefined),
              is_active: values.is_active,
              features: data.features,
              translations: translations.toSend(),
            }),
          ),
        )(e)
      }
    >
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
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('is_active')} />
        Aktif
      </label>
    </EntityDialog>
  );
}
