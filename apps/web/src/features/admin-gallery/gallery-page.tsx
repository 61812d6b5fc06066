import { GALLERY_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, galleryItemInput } from '@riviera/domain';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { AdminListPage, useAdminListPage } from '../../components/admin/admin-list-page';
import { EntityDialog, useEntityDialog } from '../../components/admin/entity-dialog';
import { MediaCard } from '../../components/admin/media-card';
import { Badge } from '../../components/ui/badge';
import { buttonClass } from '../../components/ui/button';
import { Field, inputClass } from '../../components/ui/field';
import { FileField } from '../../components/ui/file-field';
import { toFormData, type FieldErrors } from '../../lib/admin-form';
import { useAdminForm } from '../../lib/use-admin-form';
import { useMediaActiveToggle } from '../../lib/use-media-active-toggle';
import { ListVideo } from '../../components/ui/list-video';
import { gallery, type GalleryItem } from './api';
import { TranslationBadge, type TranslatableField } from '../../components/ui/translation-editor';
import { IMAGE_ACCEPT, OrderAndActiveFields, VIDEO_ACCEPT } from '../../components/admin/media-form-fields';

/** Gallery management: images (≤ 10 MB) and videos (≤ 50 MB), order, active toggle, add/edit modal. */
export function GalleryPage() {
  const page = useAdminListPage(gallery, {
    title: 'Galeri Öğesini Sil',
    message: (x) => `"${x.title}" öğesini silmek istediğinizden emin misiniz?`,
    successText: 'Galeri öğesi başarıyla silindi',
    errorText: 'Silme işlemi başarısız',
    serverMessage: true,
  });
  const toggler = useMediaActiveToggle<GalleryItem>({
    collection: '/galleries',
    banner: page.banner,
    refresh: page.refresh,
    updatedText: 'Galeri öğesi başarıyla güncellendi',
  });

  return (
    <AdminListPage
      page={page}
      title="Galeri Yönetimi"
      description="Ana sayfadaki fotoğraf ve videolar; aktif olanlar sıraya göre gösterilir."
      actions={
        <Link to="/admin/heroes" className={buttonClass('secondary')}>
          Hero Videoları
        </Link>
      }
      newLabel="Yeni Öğe Ekle"
      loading="Galeri öğeleri yükleniyor"
      empty="Henüz galeri öğesi yok"
      failed="Galeri öğeleri yüklenemedi"
      dialog={(item) => (
        <GalleryDialog
          item={item}
          nextOrder={(page.list.data?.length ?? 0) + 1}
          onClose={page.close}
          onSaved={page.saved}
        />
      )}
    >
      {(data) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Galeri öğeleri">
          {data.map((g) => (
            <MediaCard
              key={g.id}
              item={g}
              page={page}
              toggler={toggler}
              media={
                <div className="relative aspect-[4/3] bg-slate-100">
                  {g.type === 'video' && g.video_path ? (
                    <ListVideo src={g.video_path} poster={g.image_path} title={g.title} />
                  ) : g.image_path ? (
                    <img
                      src={g.image_path}
                      alt={g.title}
                      loading="lazy"
                      className="h-full w-full object-cover"
                    />
                  ) : null}
                  <span className="absolute left-2 top-2 flex gap-1">
                    <Badge tone={g.type === 'video' ? 'info' : 'neutral'}>
                      {g.type === 'video' ? 'Video' : 'Görsel'}
                    </Badge>
                    <Badge>Sıra {g.order}</Badge>
                  </span>
                </div>
              }
              heading={
                <>
                  <h3 className="min-w-0 truncate font-semibold text-slate-900">{g.title}</h3>
                  <TranslationBadge record={g} entity="gallery" />
                </>
              }
              description={
                g.description ? <p className="line-clamp-2 text-sm text-slate-600">{g.description}</p> : null
              }
            />
          ))}
        </ul>
      )}
    </AdminListPage>
  );
}

/** What staff translate here (decision 014). */
const TRANSLATED: readonly TranslatableField[] = [
  { name: 'title', label: 'Başlık', kind: 'text' },
  { name: 'description', label: 'Açıklama', kind: 'textarea' },
];

function GalleryDialog({
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
  const form = useAdminForm(
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
  const { register, control, error } = form;
  const { save, translations, dialog } = useEntityDialog(gallery, item, form, {
    onClose,
    onSaved: (message) =>
      onSaved(
        message ?? (item ? 'Galeri öğesi başarıyla güncellendi' : 'Galeri öğesi başarıyla oluşturuldu'),
      ),
    failed: 'İşlem başarısız',
    fields: TRANSLATED,
  });
  const isVideo = useWatch({ control, name: 'type' }) === 'video';
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
        <OrderAndActiveFields order={register('order')} active={register('is_active')} orderError={error('order')} />
      </div>
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
    </EntityDialog>
  );
}
