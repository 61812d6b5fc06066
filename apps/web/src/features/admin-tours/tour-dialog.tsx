import { GALLERY_IMAGE_MAX_BYTES, formatPriceWithCents, tourInput } from '@riviera/domain';
import { Controller } from 'react-hook-form';
import { ActiveBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { Field, inputClass } from '../../components/ui/field';
import { FileField } from '../../components/ui/file-field';
import { ListEditor } from '../../components/ui/list-editor';
import { LanguageTabs, TranslationFields, useTranslationsEditor, type TranslatableField } from '../../components/ui/translation-editor';
import { toFormData } from '../../lib/admin-form';
import { tours, useTourCurrencyCodes, type AdminTour } from './api';
import { useAdminForm } from '../../lib/use-admin-form';
import { IMAGE_ACCEPT } from '../../components/admin/media-form-fields';

export type TourDialogMode = 'create' | 'edit' | 'view';

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
  const form = useAdminForm(tourInput, {
    title: tour?.title ?? '',
    description: tour?.description ?? '',
    price: tour ? String(tour.price) : '',
    children_price: tour?.children_price != null ? String(tour.children_price) : '',
    currency: tour?.currency ?? 'EUR',
    duration: tour?.duration ?? '',
    location: tour?.location ?? '',
    category: tour?.category ?? '',
    is_active: tour?.is_active ?? true,
    features: tour?.features ?? [],
    inclusions: tour?.inclusions ?? [],
    exclusions: tour?.exclusions ?? [],
    image: null as File | null,
  });
  const { register, control, error } = form;
  const readOnly = mode === 'view';
  const currencyCodes = useTourCurrencyCodes(tour?.currency ?? 'EUR');
  const translations = useTranslationsEditor(tour?.translations);

  const save = tours.useSave(mode === 'edit' ? tour?.id : null, {
    onSuccess: () => onSaved(mode === 'edit' ? 'Tur güncellendi' : 'Tur oluşturuldu'),
    onError: (err) => form.fail(err, 'Tur kaydedilirken hata oluştu'),
  });

  const submit = form.submit((_data, { image, ...values }) =>
    save.mutate(
      toFormData({
        ...(mode === 'edit' ? { _method: 'PUT' } : {}),
        ...values,
        translations: translations.toSend(),
        image: image ?? undefined,
      }),
    ),
  );

  if (readOnly && tour) {
    return (
      <Dialog open onClose={onClose} title={TITLES.view} closeLabel="Kapat" size="xl">
        <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          {tour.image ? (
            <img src={tour.image} alt="" className="max-h-[300px] w-full rounded-xl object-cover" />
          ) : (
            <div className="flex h-48 items-center justify-center rounded-xl bg-slate-100 text-slate-400">
              Görsel yok
            </div>
          )}
          <div className="space-y-3">
            <div className="flex items-center gap-2">
              <h3 className="text-lg font-bold text-slate-900">{tour.title}</h3>
              <ActiveBadge active={tour.is_active} />
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-slate-500">Fiyat</dt>
              <dd className="font-semibold">{formatPriceWithCents(tour.price, tour.currency)}</dd>
              <dt className="text-slate-500">Çocuk fiyatı</dt>
              <dd>{tour.children_price != null ? formatPriceWithCents(tour.children_price, tour.currency) : 'Belirtilmemiş'}</dd>
              <dt className="text-slate-500">Süre</dt>
              <dd>{tour.duration}</dd>
              <dt className="text-slate-500">Konum</dt>
              <dd>{tour.location}</dd>
              <dt className="text-slate-500">Kategori</dt>
              <dd>{tour.category || 'Belirtilmemiş'}</dd>
            </dl>
            <p className="whitespace-pre-line text-sm text-slate-700">{tour.description}</p>
          </div>
        </div>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <ListEditor label="Özellikler" items={tour.features} onChange={() => undefined} readOnly />
          <ListEditor label="Dahil olanlar" items={tour.inclusions} onChange={() => undefined} readOnly />
          <ListEditor label="Dahil olmayanlar" items={tour.exclusions} onChange={() => undefined} readOnly />
        </div>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Kapat
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} title={TITLES[mode]} closeLabel="Kapat" size="xl">
      <form noValidate className="space-y-5" onSubmit={(e) => void submit(e)}>
        <LanguageTabs editor={translations} fields={TRANSLATED} form={form} />
        <TranslationFields editor={translations} fields={TRANSLATED} turkish={{ ...tour, ...form.getValues() }} />
        <div className={translations.lang === 'tr' ? 'space-y-5' : 'hidden'}>
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Başlık" required error={error('title')} className="md:col-span-2">
            {(p) => <input {...p} {...register('title')} className={inputClass} maxLength={200} />}
          </Field>
          {/* The site shows it on the card and the tour page ('Belirtilmemiş' when blank); its
              other languages are on the EN … PL tabs like every translatable field (decision 014). */}
          <Field label="Kategori" error={error('category')} hint="Örn. Tekne Turu, Kültür Turu" className="md:col-span-2">
            {(p) => <input {...p} {...register('category')} className={inputClass} maxLength={100} />}
          </Field>
          <Field label="Açıklama" required error={error('description')} className="md:col-span-2">
            {(p) => (
              <textarea
                {...p}
                {...register('description')}
                rows={4}
                className={inputClass}
                maxLength={10000}
              />
            )}
          </Field>
          <Field label="Fiyat (kişi başı)" required error={error('price')}>
            {(p) => (
              <input
                {...p}
                {...register('price')}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Çocuk fiyatı" error={error('children_price')} hint="Boş bırakılabilir">
            {(p) => (
              <input
                {...p}
                {...register('children_price')}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Para birimi" error={error('currency')}>
            {(p) => (
              <select {...p} {...register('currency')} className={inputClass}>
                {currencyCodes.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.inactive ? `${c.code} (pasif)` : c.code}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Süre" required error={error('duration')} hint="Örn. 3 saat, Tam gün">
            {(p) => <input {...p} {...register('duration')} className={inputClass} maxLength={100} />}
          </Field>
          <Field label="Konum" required error={error('location')} className="md:col-span-2">
            {(p) => <input {...p} {...register('location')} className={inputClass} maxLength={200} />}
          </Field>
        </div>
        <FileField
          control={control}
          name="image"
          label="Görsel"
          accept={IMAGE_ACCEPT}
          maxBytes={GALLERY_IMAGE_MAX_BYTES}
          hint="PNG, JPG veya WebP; web boyutuna küçültülür."
          error={error('image')}
          current={tour?.image}
        />
        <div className="grid gap-4 md:grid-cols-3">
          {(
            [
              ['features', 'Özellikler'],
              ['inclusions', 'Dahil olanlar'],
              ['exclusions', 'Dahil olmayanlar'],
            ] as const
          ).map(([name, label]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <ListEditor label={label} items={field.value} onChange={field.onChange} />
              )}
            />
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('is_active')} />
          Aktif (sitede gösterilir)
        </label>
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
