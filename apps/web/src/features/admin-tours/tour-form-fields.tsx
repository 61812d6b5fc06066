import { GALLERY_IMAGE_MAX_BYTES } from '@riviera/domain';
import { Controller } from 'react-hook-form';
import { Field, inputClass } from '../../components/ui/field';
import { FileField } from '../../components/ui/file-field';
import { ListEditor } from '../../components/ui/list-editor';
import { IMAGE_ACCEPT } from '../../components/admin/media-form-fields';
import { PriceField } from '../../components/admin/price-field';
import type { TourForm } from './use-tour-form';

/** The tour's Turkish text, prices, currency, duration and place. */
export function TourFactFields({
  form,
  currencyCodes,
}: {
  form: TourForm;
  currencyCodes: { code: string; inactive: boolean }[];
}) {
  const { register, error } = form;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field label="Başlık" required error={error('title')} className="md:col-span-2">
        {(p) => <input {...p} {...register('title')} className={inputClass} maxLength={200} />}
      </Field>
      {/* The site shows it on the card and the tour page ('Belirtilmemiş' when blank); its
          other languages are on the EN … PL tabs like every translatable field (decision 014). */}
      <Field
        label="Kategori"
        error={error('category')}
        hint="Örn. Tekne Turu, Kültür Turu"
        className="md:col-span-2"
      >
        {(p) => <input {...p} {...register('category')} className={inputClass} maxLength={100} />}
      </Field>
      <Field label="Açıklama" required error={error('description')} className="md:col-span-2">
        {(p) => (
          <textarea {...p} {...register('description')} rows={4} className={inputClass} maxLength={10000} />
        )}
      </Field>
      <PriceField
        label="Fiyat (kişi başı)"
        required
        error={error('price')}
        register={register}
        name="price"
      />
      <PriceField
        label="Çocuk fiyatı"
        error={error('children_price')}
        hint="Boş bırakılabilir"
        register={register}
        name="children_price"
      />
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
  );
}

/** The tour's image, its three lists and whether the site shows it. */
export function TourExtraFields({
  form,
  currentImage,
}: {
  form: TourForm;
  currentImage: string | null | undefined;
}) {
  const { register, control, error } = form;
  return (
    <>
      <FileField
        control={control}
        name="image"
        label="Görsel"
        accept={IMAGE_ACCEPT}
        maxBytes={GALLERY_IMAGE_MAX_BYTES}
        hint="PNG, JPG veya WebP; web boyutuna küçültülür."
        error={error('image')}
        current={currentImage}
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
            render={({ field }) => <ListEditor label={label} items={field.value} onChange={field.onChange} />}
          />
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('is_active')} />
        Aktif (sitede gösterilir)
      </label>
    </>
  );
}
