import { GALLERY_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, heroInput } from '@riviera/domain';
import { EntityDialog, useEntityDialog } from '../../components/admin/entity-dialog';
import { IMAGE_ACCEPT, OrderAndActiveFields, VIDEO_ACCEPT } from '../../components/admin/media-form-fields';
import { Field, inputClass } from '../../components/ui/field';
import { FileField } from '../../components/ui/file-field';
import { type TranslatableField } from '../../components/ui/translation-editor';
import { toFormData } from '../../lib/admin-form';
import { useAdminForm } from '../../lib/use-admin-form';
import { heroes, type Hero } from './api';

/** What staff translate here (decision 014). */
const TRANSLATED: readonly TranslatableField[] = [
  { name: 'title', label: 'Başlık', kind: 'text' },
  { name: 'subtitle', label: 'Alt başlık', kind: 'text' },
  { name: 'description', label: 'Açıklama', kind: 'textarea' },
];

function useHeroForm(hero: Hero | null, nextOrder: number) {
  return useAdminForm(heroInput, {
    title: hero?.title ?? '',
    subtitle: hero?.subtitle ?? '',
    description: hero?.description ?? '',
    order: String(hero?.order ?? nextOrder),
    is_active: hero?.is_active ?? true,
    video: null as File | null,
    poster: null as File | null,
  });
}

type HeroForm = ReturnType<typeof useHeroForm>;

export function HeroDialog({
  hero,
  nextOrder,
  onClose,
  onSaved,
}: {
  hero: Hero | null;
  nextOrder: number;
  onClose: () => void;
  onSaved: (m: string) => void;
}) {
  const form = useHeroForm(hero, nextOrder);
  const { register, error } = form;
  const { save, translations, dialog } = useEntityDialog(heroes, hero, form, {
    onClose,
    onSaved: (message) =>
      onSaved(message ?? (hero ? 'Hero başarıyla güncellendi' : 'Hero başarıyla oluşturuldu')),
    failed: 'İşlem başarısız',
    fields: TRANSLATED,
  });
  return (
    <EntityDialog
      title={hero ? 'Hero Düzenle' : 'Yeni Hero Ekle'}
      size="lg"
      busyLabel="Yükleniyor…"
      {...dialog}
      onSubmit={(e) =>
        void form.submit((_data, { video, poster, ...values }) =>
          save.mutate(
            toFormData({
              ...(hero ? { _method: 'PUT' } : {}),
              ...values,
              translations: translations.toSend(),
              video: video ?? undefined,
              poster: poster ?? undefined,
            }),
          ),
        )(e)
      }
    >
      <Field label="Başlık" required error={error('title')}>
        {(p) => <input {...p} {...register('title')} className={inputClass} maxLength={200} />}
      </Field>
      <Field label="Alt başlık" required error={error('subtitle')}>
        {(p) => <input {...p} {...register('subtitle')} className={inputClass} maxLength={300} />}
      </Field>
      <Field label="Açıklama" required error={error('description')}>
        {(p) => (
          <textarea {...p} {...register('description')} rows={3} className={inputClass} maxLength={2000} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <OrderAndActiveFields
          order={register('order')}
          active={register('is_active')}
          orderError={error('order')}
        />
      </div>
      <HeroFileFields form={form} hero={hero} />
    </EntityDialog>
  );
}

/** The hero's video and the poster shown until the video has loaded. */
function HeroFileFields({ form, hero }: { form: HeroForm; hero: Hero | null }) {
  const { control, error } = form;
  return (
    <>
      <FileField
        control={control}
        name="video"
        label="Video"
        accept={VIDEO_ACCEPT}
        maxBytes={VIDEO_MAX_BYTES}
        hint="MP4, WebM veya OGG."
        error={error('video')}
        current={hero?.video_path}
        preview="video"
      />
      <FileField
        control={control}
        name="poster"
        label="Kapak görseli (poster)"
        accept={IMAGE_ACCEPT}
        maxBytes={GALLERY_IMAGE_MAX_BYTES}
        hint="Video yüklenene kadar gösterilir."
        error={error('poster')}
        current={hero?.poster_path}
      />
    </>
  );
}
