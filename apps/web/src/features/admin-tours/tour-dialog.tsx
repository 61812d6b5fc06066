import { tourInput } from '@riviera/domain';
import { useMutation } from '@tanstack/react-query';
import { GALLERY_IMAGE_MAX_BYTES } from '@riviera/domain';
import { useState } from 'react';
import { ActiveBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { Field, inputClass } from '../../components/ui/field';
import { FilePicker } from '../../components/ui/file-picker';
import { ListEditor } from '../../components/ui/list-editor';
import { saveMultipart } from '../../lib/admin-api';
import { formatEur, toFormData, validateWith } from '../../lib/admin-form';
import type { AdminTour } from './api';
import { useAdminForm } from '../../lib/use-admin-form';

export type TourDialogMode = 'create' | 'edit' | 'view';

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
  const form = useAdminForm({
    title: tour?.title ?? '',
    description: tour?.description ?? '',
    price: tour ? String(tour.price) : '',
    children_price: tour?.children_price != null ? String(tour.children_price) : '',
    currency: tour?.currency ?? 'EUR',
    duration: tour?.duration ?? '',
    location: tour?.location ?? '',
    is_active: tour?.is_active ?? true,
  });
  const { values, set, errors, formError } = form;
  const [features, setFeatures] = useState<string[]>(tour?.features ?? []);
  const [inclusions, setInclusions] = useState<string[]>(tour?.inclusions ?? []);
  const [exclusions, setExclusions] = useState<string[]>(tour?.exclusions ?? []);
  const [image, setImage] = useState<File | null>(null);
  const readOnly = mode === 'view';

  const save = useMutation({
    mutationFn: (body: FormData) => saveMultipart('/admin/tours', mode === 'edit' ? tour?.id : null, body),
    onSuccess: () => onSaved(mode === 'edit' ? 'Tur güncellendi' : 'Tur oluşturuldu'),
    onError: (err) => form.fail(err, 'Tur kaydedilirken hata oluştu'),
  });

  const submit = () => {
    form.setFormError(null);
    const r = validateWith(tourInput, { ...values, features, inclusions, exclusions });
    if (r.errors) {
      form.setErrors(r.errors);
      return;
    }
    save.mutate(
      toFormData({
        ...(mode === 'edit' ? { _method: 'PUT' } : {}),
        ...values,
        features,
        inclusions,
        exclusions,
        image: image ?? undefined,
      }),
    );
  };

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
              <dd className="font-semibold">{formatEur(tour.price)}</dd>
              <dt className="text-slate-500">Çocuk fiyatı</dt>
              <dd>{tour.children_price != null ? formatEur(tour.children_price) : 'Belirtilmemiş'}</dd>
              <dt className="text-slate-500">Süre</dt>
              <dd>{tour.duration}</dd>
              <dt className="text-slate-500">Konum</dt>
              <dd>{tour.location}</dd>
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
      <form
        noValidate
        className="space-y-5"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Başlık" required error={errors.title} className="md:col-span-2">
            {(p) => (
              <input
                {...p}
                className={inputClass}
                value={values.title}
                maxLength={200}
                onChange={(e) => set('title', e.target.value)}
              />
            )}
          </Field>
          <Field label="Açıklama" required error={errors.description} className="md:col-span-2">
            {(p) => (
              <textarea
                {...p}
                rows={4}
                className={inputClass}
                value={values.description}
                maxLength={10000}
                onChange={(e) => set('description', e.target.value)}
              />
            )}
          </Field>
          <Field label="Fiyat (kişi başı)" required error={errors.price}>
            {(p) => (
              <input
                {...p}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                className={inputClass}
                value={values.price}
                onChange={(e) => set('price', e.target.value)}
              />
            )}
          </Field>
          <Field label="Çocuk fiyatı" error={errors.children_price} hint="Boş bırakılabilir">
            {(p) => (
              <input
                {...p}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                className={inputClass}
                value={values.children_price}
                onChange={(e) => set('children_price', e.target.value)}
              />
            )}
          </Field>
          <Field label="Para birimi" error={errors.currency}>
            {(p) => (
              <select
                {...p}
                className={inputClass}
                value={values.currency}
                onChange={(e) => set('currency', e.target.value)}
              >
                {['EUR', 'USD', 'GBP', 'TRY', 'PLN'].map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Süre" required error={errors.duration} hint="Örn. 3 saat, Tam gün">
            {(p) => (
              <input
                {...p}
                className={inputClass}
                value={values.duration}
                maxLength={100}
                onChange={(e) => set('duration', e.target.value)}
              />
            )}
          </Field>
          <Field label="Konum" required error={errors.location} className="md:col-span-2">
            {(p) => (
              <input
                {...p}
                className={inputClass}
                value={values.location}
                maxLength={200}
                onChange={(e) => set('location', e.target.value)}
              />
            )}
          </Field>
        </div>
        <FilePicker
          label="Görsel"
          accept="image/png,image/jpeg,image/webp"
          maxBytes={GALLERY_IMAGE_MAX_BYTES}
          hint="PNG, JPG veya WebP; web boyutuna küçültülür."
          file={image}
          onChange={(f) => {
            setImage(f);
            form.setErrors(({ image: _gone, ...rest }) => rest);
          }}
          error={errors.image}
          current={tour?.image}
        />
        <div className="grid gap-4 md:grid-cols-3">
          <ListEditor label="Özellikler" items={features} onChange={setFeatures} />
          <ListEditor label="Dahil olanlar" items={inclusions} onChange={setInclusions} />
          <ListEditor label="Dahil olmayanlar" items={exclusions} onChange={setExclusions} />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            checked={values.is_active}
            onChange={(e) => set('is_active', e.target.checked)}
          />
          Aktif (sitede gösterilir)
        </label>
        <FormActions
          error={formError}
          onCancel={onClose}
          busy={save.isPending}
          submitLabel={mode === 'edit' ? 'Güncelle' : 'Kaydet'}
        />
      </form>
    </Dialog>
  );
}
