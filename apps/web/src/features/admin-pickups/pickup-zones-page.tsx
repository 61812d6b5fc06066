import { pickupZoneInput } from '@riviera/domain';
import { AdminListPage, actionsColumn, useAdminListPage } from '../../components/admin/admin-list-page';
import { EntityDialog, useEntityDialog } from '../../components/admin/entity-dialog';
import { type Column } from '../../components/ui/data-table';
import { Field, inputClass } from '../../components/ui/field';
import { TranslationBadge, type TranslatableField } from '../../components/ui/translation-editor';
import { useAdminForm } from '../../lib/use-admin-form';
import { pickupZones, type PickupZone } from './api';

/**
 * 'Alış Bölgeleri' (decision 038): the places tours pick guests up in, with their names in the
 * other languages like the route points'. Which tour picks up where, and when, is set on the
 * tour's 'Kalkışlar' page.
 */
export function PickupZonesPage() {
  const page = useAdminListPage(pickupZones, {
    title: 'Alış Bölgesini Sil',
    message: (z) => `"${z.name}" bölgesini silmek istediğinizden emin misiniz?`,
    successText: 'Alış bölgesi silindi',
    errorText: 'Silme işlemi başarısız',
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
    actionsColumn(page, (z) => z.name),
  ];

  return (
    <AdminListPage
      page={page}
      title="Alış Bölgeleri"
      description="Turların misafirleri otelinden aldığı bölgeler. Her turun bölgeleri ve alış saatleri Kalkışlar sayfasında belirlenir."
      newLabel="Yeni Bölge Ekle"
      loading="Alış bölgeleri yükleniyor"
      failed="Alış bölgeleri yüklenirken hata oluştu"
      table={{ caption: 'Alış bölgeleri', columns, empty: 'Henüz alış bölgesi yok' }}
      dialog={(zone) => <PickupZoneDialog zone={zone} onClose={page.close} onSaved={page.saved} />}
    />
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
  onSaved: (m: string) => void;
}) {
  const form = useAdminForm(pickupZoneInput, { name: zone?.name ?? '' });
  const { register, error } = form;
  const { save, translations, dialog } = useEntityDialog(pickupZones, zone, form, {
    onClose,
    onSaved: () => onSaved(zone ? 'Alış bölgesi güncellendi' : 'Alış bölgesi eklendi'),
    failed: 'Kaydetme işlemi başarısız',
    fields: TRANSLATED,
  });
  return (
    <EntityDialog
      title={zone ? 'Alış Bölgesini Düzenle' : 'Yeni Alış Bölgesi'}
      size="md"
      {...dialog}
      onSubmit={(e) =>
        void form.submit((data) => save.mutate({ ...data, translations: translations.toSend() }))(e)
      }
    >
      <Field
        label="Bölge adı"
        required
        error={error('name')}
        hint="Ör. Kemer, Beldibi, Lara, Belek, Side, Alanya"
      >
        {(p) => <input {...p} {...register('name')} className={inputClass} maxLength={100} />}
      </Field>
    </EntityDialog>
  );
}
