import { extraServiceInput, formatPriceWithCents } from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActiveBadge } from '../../components/ui/badge';
import { useBanner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/data-table';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { Field, inputClass } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { adminRequest, saveJson } from '../../lib/admin-api';
import { RowActions } from '../../components/ui/row-actions';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { useAdminForm } from '../../lib/use-admin-form';
import { AdminQuery } from '../../components/ui/admin-query';
import { listExtraServices, type ExtraService } from './api';
import { LanguageTabs, TranslationBadge, TranslationFields, useTranslationsEditor, type TranslatableField } from '../../components/ui/translation-editor';

const KEY = ['admin', 'extra-services'] as const;
/** A price of 0 is shown as 'Ücretsiz' (back-office §2). */
const priceText = (n: number) => (n === 0 ? 'Ücretsiz' : formatPriceWithCents(n, 'EUR'));

/** Extra services management: list, add/edit modal, delete after confirmation. */
export function ExtraServicesPage() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: listExtraServices,
  });
  const banner = useBanner();
  const [editing, setEditing] = useState<ExtraService | 'new' | null>(null);
  const del = useConfirmDelete<ExtraService>({
    title: 'Ek Hizmeti Sil',
    message: (s) => `"${s.name}" hizmetini silmek istediğinizden emin misiniz?`,
    remove: async (s) => void (await adminRequest(`/extra-services/${s.id}`, { method: 'DELETE' })),
    successText: 'Ek hizmet silindi',
    errorText: 'Silme işlemi başarısız',
    onDeleted: async (m) => {
      banner.show('success', m);
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
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
    { key: 'languages', header: 'Diller', cell: (s) => <TranslationBadge record={s} entity="extraService" /> },
    { key: 'status', header: 'Durum', cell: (s) => <ActiveBadge active={s.is_active} /> },
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      hideMobileLabel: true,
      cell: (s) => <RowActions name={s.name} onEdit={() => setEditing(s)} onDelete={() => del.ask(s)} />,
    },
  ];

  return (
    <div>
      <PageHeader
        title="Ekstra Hizmetler"
        description="Transfer rezervasyonunda seçilebilen ek hizmetler. Fiyatlar euro cinsindendir."
        actions={<Button onClick={() => setEditing('new')}>Yeni Hizmet Ekle</Button>}
      />
      {banner.node}
      <AdminQuery
        query={list}
        loading="Ek hizmetler yükleniyor"
        failed="Ek hizmetler yüklenirken hata oluştu"
      >
        {(data) => (
          <DataTable
            caption="Ek hizmetler"
            columns={columns}
            rows={data}
            rowKey={(s) => s.id}
            busy={list.isFetching}
            empty="Henüz ek hizmet bulunmuyor"
          />
        )}
      </AdminQuery>
      {editing ? (
        <ExtraServiceDialog
          service={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async (m) => {
            setEditing(null);
            banner.show('success', m);
            await queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      ) : null}
      {del.node}
    </div>
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
  onSaved: (m: string) => void | Promise<void>;
}) {
  const form = useAdminForm(extraServiceInput, {
    name: service?.name ?? '',
    description: service?.description ?? '',
    price_euro: service ? String(service.price_euro) : '',
    icon: service?.icon ?? '',
    is_active: service?.is_active ?? true,
  });
  const { register, error } = form;
  const translations = useTranslationsEditor(service?.translations);
  const save = useMutation({
    mutationFn: (body: unknown) =>
saveJson('/extra-services', service?.id, body),
    onSuccess: () => onSaved(service ? 'Ek hizmet güncellendi' : 'Ek hizmet eklendi'),
    onError: (err) => form.fail(err, 'Kaydetme işlemi başarısız'),
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={service ? 'Ek Hizmeti Düzenle' : 'Yeni Ek Hizmet'}
      closeLabel="Kapat"
      size="md"
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => void form.submit((data) => save.mutate({ ...data, translations: translations.toSend() }))(e)}
      >
        <LanguageTabs editor={translations} fields={TRANSLATED} form={form} />
        <TranslationFields editor={translations} fields={TRANSLATED} turkish={form.getValues()} />
        <div className={translations.lang === 'tr' ? 'space-y-4' : 'hidden'}>
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
        <Field
          label="Fiyat (EUR)"
          required
          error={error('price_euro')}
          hint="0 girilirse 'Ücretsiz' gösterilir"
        >
          {(p) => (
            <input
              {...p}
              {...register('price_euro')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              className={inputClass}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('is_active')} />
          Aktif (rezervasyon formunda gösterilir)
        </label>
        </div>
        <FormActions error={form.formError} onCancel={onClose} busy={save.isPending} />
      </form>
    </Dialog>
  );
}
