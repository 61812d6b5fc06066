import { extraServiceInput, formatPriceWithCents } from '@riviera/domain';
import { AdminListPage, actionsColumn, useAdminListPage } from '../../components/admin/admin-list-page';
import { EntityDialog, useEntityDialog } from '../../components/admin/entity-dialog';
import { PriceField } from '../../components/admin/price-field';
import { ActiveBadge } from '../../components/ui/badge';
import { type Column } from '../../components/ui/data-table';
import { Field, inputClass } from '../../components/ui/field';
import { useAdminForm } from '../../lib/use-admin-form';
import { extraServices, type ExtraService } from './api';
import { TranslationBadge, type TranslatableField } from '../../components/ui/translation-editor';

/** A price of 0 is shown as 'Ücretsiz' (back-office §2). */
const priceText = (n: number) => (n === 0 ? 'Ücretsiz' : formatPriceWithCents(n, 'EUR'));

/** Extra services management: list, add/edit modal, delete after confirmation. */
export function ExtraServicesPage() {
  const page = useAdminListPage(extraServices, {
    title: 'Ek Hizmeti Sil',
    message: (s) => `"${s.name}" hizmetini silmek istediğinizden emin misiniz?`,
    successText: 'Ek hizmet silindi',
    errorText: 'Silme işlemi başarısız',
  });

  const columns: Column<ExtraService>[] = [
    {
      key: 'icon',
      header: 'Simge',
      cell: (s) => (
        <span className="text-2xl" aria-hidden="true">
          {s.icon || '✨'}
        </span>
      ),
    },
    { key: 'name', header: 'Ad', cell: (s) => <span className="font-medium text-slate-900">{s.name}</span> },
    {
      key: 'description',
      header: 'Açıklama',
      className: 'max-w-sm',
      cell: (s) => <span className="text-slate-600">{s.description || 'Belirtilmemiş'}</span>,
    },
    {
      key: 'price',
      header: 'Fiyat',
      className: 'tabular-nums whitespace-nowrap',
      cell: (s) =>
        s.price_euro === 0 ? (
          <span className="font-semibold text-emerald-700">Ücretsiz</span>
        ) : (
          priceText(s.price_euro)
        ),
    },
    {
      key: 'languages',
      header: 'Diller',
      cell: (s) => <TranslationBadge record={s} entity="extraService" />,
    },
    { key: 'status', header: 'Durum', cell: (s) => <ActiveBadge active={s.is_active} /> },
    actionsColumn(page, (s) => s.name),
  ];

  return (
    <AdminListPage
      page={page}
      title="Ekstra Hizmetler"
      description="Transfer rezervasyonunda seçilebilen ek hizmetler. Fiyatlar euro cinsindendir."
      newLabel="Yeni Hizmet Ekle"
      loading="Ek hizmetler yükleniyor"
      failed="Ek hizmetler yüklenirken hata oluştu"
      table={{ caption: 'Ek hizmetler', columns, empty: 'Henüz ek hizmet bulunmuyor' }}
      dialog={(service) => <ExtraServiceDialog service={service} onClose={page.close} onSaved={page.saved} />}
    />
  );
}

/** What staff translate of an extra service (decision 014). */
const TRANSLATED: readonly TranslatableField[] = [
  { name: 'name', label: 'Ad', kind: 'text' },
  { name: 'description', label: 'Açıklama', kind: 'textarea' },
];

function ExtraServiceDialog({
  service,
  onClose,
  onSaved,
}: {
  service: ExtraService | null;
  onClose: () => void;
  onSaved: (m: string) => void;
}) {
  const form = useAdminForm(extraServiceInput, {
    name: service?.name ?? '',
    description: service?.description ?? '',
    price_euro: service ? String(service.price_euro) : '',
    icon: service?.icon ?? '',
    is_active: service?.is_active ?? true,
  });
  const { register, error } = form;
  const { save, translations, dialog } = useEntityDialog(extraServices, service, form, {
    onClose,
    onSaved: () => onSaved(service ? 'Ek hizmet güncellendi' : 'Ek hizmet eklendi'),
    failed: 'Kaydetme işlemi başarısız',
    fields: TRANSLATED,
  });
  return (
    <EntityDialog
      title={service ? 'Ek Hizmeti Düzenle' : 'Yeni Ek Hizmet'}
      size="md"
      {...dialog}
      onSubmit={(e) =>
        void form.submit((data) => save.mutate({ ...data, translations: translations.toSend() }))(e)
      }
    >
      <div className="grid gap-4 sm:grid-cols-[6rem_minmax(0,1fr)]">
        <Field label="Simge" error={error('icon')} hint="Tek bir emoji veya kısa bir sembol (ör. 👶)">
          {(p) => (
            <input
              {...p}
              {...register('icon')}
              className={`${inputClass} text-center text-xl`}
              maxLength={16}
              placeholder="👶"
            />
          )}
        </Field>
        <Field label="Ad" required error={error('name')}>
          {(p) => <input {...p} {...register('name')} className={inputClass} maxLength={100} />}
        </Field>
      </div>
      <Field label="Açıklama" error={error('description')}>
        {(p) => (
          <textarea {...p} {...register('description')} rows={3} className={inputClass} maxLength={1000} />
        )}
      </Field>
      <PriceField
        label="Fiyat (EUR)"
        required
        error={error('price_euro')}
        hint="0 girilirse 'Ücretsiz' gösterilir"
        register={register}
        name="price_euro"
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('is_active')} />
        Aktif (rezervasyon formunda gösterilir)
      </label>
    </EntityDialog>
  );
}
