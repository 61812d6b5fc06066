import { pickupZoneInput } from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminQuery } from '../../components/ui/admin-query';
import { useBanner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/data-table';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { FormActions } from '../../components/ui/form-actions';
import { PageHeader } from '../../components/ui/page-header';
import { RowActions } from '../../components/ui/row-actions';
import {
  LanguageTabs,
  TranslationBadge,
  TranslationFields,
  useTranslationsEditor,
  type TranslatableField,
} from '../../components/ui/translation-editor';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { adminRequest, saveJson } from '../../lib/admin-api';
import { useAdminForm } from '../../lib/use-admin-form';
import { PICKUP_ZONES_KEY, listPickupZones, type PickupZone } from './api';

/**
 * 'Alış Bölgeleri' (decision 038): the places tours pick guests up in, with their names in the
 * other languages like the route points'. Which tour picks up where, and when, is set on the
 * tour's 'Kalkışlar' page.
 */
export function PickupZonesPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: PICKUP_ZONES_KEY, queryFn: listPickupZones });
  const banner = useBanner();
  const [editing, setEditing] = useState<PickupZone | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PICKUP_ZONES_KEY });
  const del = useConfirmDelete<PickupZone>({
    title: 'Alış Bölgesini Sil',
    message: (z) => `"${z.name}" bölgesini silmek istediğinizden emin misiniz?`,
    remove: async (z) => void (await adminRequest(`/admin/pickup-zones/${z.id}`, { method: 'DELETE' })),
    successText: 'Alış bölgesi silindi',
    errorText: 'Silme işlemi başarısız',
    onDeleted: async (m) => {
      banner.show('success', m);
      await refresh();
    },
  });

  const columns: Column<PickupZone>[] = [
    {
      key: 'name',
      header: 'Bölge',
      cell: (z) => <span className="font-medium text-slate-900">{z.name}</span>,
    },
    {
      key: 'tours',
      header: 'Turlar',
      className: 'tabular-nums',
      cell: (z) =>
        z.tour_count ? `${z.tour_count} tur` : <span className="text-slate-500">Kullanılmıyor</span>,
    },
    { key: 'languages', header: 'Diller', cell: (z) => <TranslationBadge record={z} entity="pickupZone" /> },
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      hideMobileLabel: true,
      cell: (z) => <RowActions name={z.name} onEdit={() => setEditing(z)} onDelete={() => del.ask(z)} />,
    },
  ];

  return (
    <div>
      <PageHeader
        title="Alış Bölgeleri"
        description="Turların misafirleri otelinden aldığı bölgeler. Her turun bölgeleri ve alış saatleri Kalkışlar sayfasında belirlenir."
        actions={<Button onClick={() => setEditing('new')}>Yeni Bölge Ekle</Button>}
      />
      {banner.node}
      <AdminQuery
        query={list}
        loading="Alış bölgeleri yükleniyor"
        failed="Alış bölgeleri yüklenirken hata oluştu"
      >
        {(data) => (
          <DataTable
            caption="Alış bölgeleri"
            columns={columns}
            rows={data}
            rowKey={(z) => z.id}
            busy={list.isFetching}
            empty="Henüz alış bölgesi yok"
          />
        )}
      </AdminQuery>
      {editing ? (
        <PickupZoneDialog
          zone={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async (m) => {
            setEditing(null);
            banner.show('success', m);
            await refresh();
          }}
        />
      ) : null}
      {del.node}
    </div>
  );
}

/** What staff translate of a zone: its name ('Кемер'). */
const TRANSLATED: readonly TranslatableField[] = [{ name: 'name', label: 'Bölge adı', kind: 'text' }];

function PickupZoneDialog({
  zone,
  onClose,
  onSaved,
}: {
  zone: PickupZone | null;
  onClose: () => void;
  onSaved: (m: string) => void | Promise<void>;
}) {
  const form = useAdminForm(pickupZoneInput, { name: zone?.name ?? '' });
  const { register, error } = form;
  const translations = useTranslationsEditor(zone?.translations);
  const save = useMutation({
    mutationFn: (body: unknown) => saveJson('/admin/pickup-zones', zone?.id, body),
    onSuccess: () => onSaved(zone ? 'Alış bölgesi güncellendi' : 'Alış bölgesi eklendi'),
    onError: (err) => form.fail(err, 'Kaydetme işlemi başarısız'),
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={zone ? 'Alış Bölgesini Düzenle' : 'Yeni Alış Bölgesi'}
      closeLabel="Kapat"
      size="md"
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) =>
          void form.submit((data) => save.mutate({ ...data, translations: translations.toSend() }))(e)
        }
      >
        <LanguageTabs editor={translations} fields={TRANSLATED} form={form} />
        <TranslationFields editor={translations} fields={TRANSLATED} turkish={form.getValues()} />
        <div className={translations.lang === 'tr' ? 'space-y-4' : 'hidden'}>
          <Field
            label="Bölge adı"
            required
            error={error('name')}
            hint="Ör. Kemer, Beldibi, Lara, Belek, Side, Alanya"
          >
            {(p) => <input {...p} {...register('name')} className={inputClass} maxLength={100} />}
          </Field>
        </div>
        <FormActions error={form.formError} onCancel={onClose} busy={save.isPending} />
      </form>
    </Dialog>
  );
}
