import { GALLERY_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, galleryItemInput } from '@riviera/domain';
import { useWatch } from 'react-hook-form';
import { EntityDialog, useEntityDialog } from '../../components/admin/entity-dialog';
import { IMAGE_ACCEPT, OrderAndActiveFields, VIDEO_ACCEPT } from '../../components/admin/media-form-fields';
import { Field, inputClass } from '../../components/ui/field';
import { FileField } from '../../components/ui/file-field';
import { type TranslatableField } from '../../components/ui/translation-editor';
import { toFormData, type FieldErrors } from '../../lib/admin-form';
import { useAdminForm } from '../../lib/use-admin-form';
import { gallery, type GalleryItem } from './api';

/** What staff translate here (decision 014). */
const TRANSLATED: readonly TranslatableField[] = [
  { name: 'title', label: 'Başlık', kind: 'text' },
  { name: 'description', label: 'Açıklama', kind: 'textarea' },
];

function useGalleryForm(item: GalleryItem | null, nextOrder: number) {
  return useAdminForm(
    galleryItemInput,
    {
      title: item?.title ?? '',
      description: item?.description ?? '',
      type: item?.type ?? 'image',
      order: String(item?.order ?? nextOrder),
      is_active: item?.is_active ?? true,
      image: null as File | null,
      video: null as File | null,
    },
    // A file is required on create: an image for an image item, a video for a video item.
    (v) => {
      const missing: FieldErrors = {};
      if (v.type !== 'video' && !v.image && !item?.image_path) missing.image = 'Lütfen bir dosya seçin';
      if (v.type === 'video' && !v.video && !item?.video_path) missing.video = 'Lütfen bir dosya seçin';
      return missing;
    },
  );
}

type GalleryForm = ReturnType<typeof useGalleryForm>;

export function GalleryDialog({
  item,
  nextOrder,
  onClose,
  onSaved,
}: {
  item: GalleryItem | null;
  nextOrder: number;
  onClose: () => void;
  onSaved: (m: string) => void;
}) {
  const form = useGalleryForm(item, nextOrder);
  const { register, error } = form;
  const { save, translations, dialog } = useEntityDialog(gallery, item, form, {
    onClose,
    onSaved: (message) =>
      onSaved(
        message ?? (item ? 'Galeri öğesi başarıyla güncellendi' : 'Galeri öğesi başarıyla oluşturuldu'),
      ),
    failed: 'İşlem başarısız',
    fields: TRANSLATED,
  });
  return (
    <EntityDialog
      title={item ? 'Galeri Öğesini Düzenle' : 'Yeni Galeri Öğesi'}
      size="lg"
      busyLabel="Yükleniyor…"
      {...dialog}
      onSubmit={(e) =>
        void form.submit((_data, { image, video, ...values }) =>
          save.mutate(
            toFormData({
              ...(item ? { _method: 'PUT' } : {}),
              ...values,
              translations: translations.toSend(),
              image: image ?? undefined,
              video: values.type === 'video' ? (video ?? undefined) : undefined,
            }),
          ),
        )(e)
      }
    >
      <Field label="Başlık" required error={error('title')}>
        {(p) => <input {...p} {...register('title')} className={inputClass} maxLength={200} />}
      </Field>
      <Field label="Açıklama" error={error('description')}>
        {(p) => (
          <textarea {...p} {...register('description')} rows={2} className={inputClass} maxLength={2000} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <Field label="Tür" required error={error('type')}>
          {(p) => (
            <select {...p} {...register('type')} className={inputClass}>
              <option value="image">Görsel</option>
              <option value="video">Video</option>
            </select>
          )}
        </Field>
        <OrderAndActiveFields
          order={register('order')}
          active={register('is_active')}
          orderError={error('order')}
        />
      </div>
      <GalleryFileFields form={form} item={item} />
    </EntityDialog>
  );
}

/** The files the item's kind asks for: a video with an optional cover, or an image. */
function GalleryFileFields({ form, item }: { form: GalleryForm; item: GalleryItem | null }) {
  const { control, error } = form;
  const isVideo = useWatch({ control, name: 'type' }) === 'video';
  return (
    <>
      {isVideo ? (
        <FileField
          control={control}
          name="video"
          label="Video"
          required={!item?.video_path}
          accept={VIDEO_ACCEPT}
          maxBytes={VIDEO_MAX_BYTES}
          hint="MP4, WebM veya OGG."
          error={error('video')}
          current={item?.video_path}
          preview="video"
        />
      ) : null}
      <FileField
        control={control}
        name="image"
        label={isVideo ? 'Kapak görseli (isteğe bağlı)' : 'Görsel'}
        required={!isVideo && !item?.image_path}
        accept={IMAGE_ACCEPT}
        maxBytes={GALLERY_IMAGE_MAX_BYTES}
        hint="PNG, JPG veya WebP."
        error={error('image')}
        current={item?.image_path}
      />
    </>
  );
}
