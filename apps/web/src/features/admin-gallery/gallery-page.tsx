import { GALLERY_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, galleryItemInput } from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ActiveToggle } from '../../components/ui/active-toggle';
import { Badge } from '../../components/ui/badge';
import { useBanner } from '../../components/ui/banner';
import { Button, buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { Field, inputClass } from '../../components/ui/field';
import { FileField } from '../../components/ui/file-field';
import { PageHeader } from '../../components/ui/page-header';
import { saveMultipart } from '../../lib/admin-api';
import { toFormData, type FieldErrors } from '../../lib/admin-form';
import { RowActions } from '../../components/ui/row-actions';
import { useAdminForm } from '../../lib/use-admin-form';
import { AdminQuery, EmptyList } from '../../components/ui/admin-query';
import { useMediaRowActions } from '../../lib/use-media-row-actions';
import { ListVideo } from '../../components/ui/list-video';
import { listGalleryItems, type GalleryItem } from './api';
import { LanguageTabs, TranslationBadge, TranslationFields, useTranslationsEditor, type TranslatableField } from '../../components/ui/translation-editor';

const KEY = ['admin', 'galleries'] as const;

/** Gallery management: images (≤ 10 MB) and videos (≤ 50 MB), order, active toggle, add/edit modal. */
export function GalleryPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: listGalleryItems });
  const banner = useBanner();
  const [editing, setEditing] = useState<GalleryItem | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  const { toggler, del } = useMediaRowActions<GalleryItem>({
    collection: '/galleries',
    banner,
    refresh,
    updatedText: 'Galeri öğesi başarıyla güncellendi',
    deleteTitle: 'Galeri Öğesini Sil',
    deleteMessage: (x) => `"${x.title}" öğesini silmek istediğinizden emin misiniz?`,
    deletedText: 'Galeri öğesi başarıyla silindi',
  });

  return (
    <div>
      <PageHeader
        title="Galeri Yönetimi"
        description="Ana sayfadaki fotoğraf ve videolar; aktif olanlar sıraya göre gösterilir."
        actions={
          <>
            <Link to="/admin/heroes" className={buttonClass('secondary')}>
              Hero Videoları
            </Link>
            <Button onClick={() => setEditing('new')}>Yeni Öğe Ekle</Button>
          </>
        }
      />
      {banner.node}
      <AdminQuery query={list} loading="Galeri öğeleri yükleniyor" failed="Galeri öğeleri yüklenemedi">
        {(data) =>
          data.length === 0 ? (
            <EmptyList>Henüz galeri öğesi yok</EmptyList>
          ) : (
            <ul
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
              aria-label="Galeri öğeleri"
            >
              {data.map((g) => (
                <li
                  key={g.id}
                  className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
                >
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
                  <div className="space-y-2 p-4">
                    <div className="flex items-start justify-between gap-2">
                      <h3 className="min-w-0 truncate font-semibold text-slate-900">{g.title}</h3>
                      <TranslationBadge record={g} entity="gallery" />
                      <ActiveToggle
                        active={g.is_active}
                        itemName={g.title}
                        busy={toggler.busyId === g.id}
                        onToggle={() => toggler.toggle(g)}
                      />
                    </div>
                    {g.description ? (
                      <p className="line-clamp-2 text-sm text-slate-600">{g.description}</p>
                    ) : null}
                    <RowActions name={g.title} onEdit={() => setEditing(g)} onDelete={() => del.ask(g)} />
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </AdminQuery>
      {editing ? (
        <GalleryDialog
          item={editing === 'new' ? null : editing}
          nextOrder={(list.data?.length ?? 0) + 1}
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
  onSaved: (m: string) => void | Promise<void>;
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
  const translations = useTranslationsEditor(item?.translations);
  const save = useMutation({
    mutationFn: (body: FormData) => saveMultipart('/galleries', item?.id, body),
    onSuccess: (res) =>
      onSaved(
        res.message ?? (item ? 'Galeri öğesi başarıyla güncellendi' : 'Galeri öğesi başarıyla oluşturuldu'),
      ),
    onError: (err) => form.fail(err, 'İşlem başarısız'),
  });
  const isVideo = useWatch({ control, name: 'type' }) === 'video';
  return (
    <Dialog
      open
      onClose={onClose}
      title={item ? 'Galeri Öğesini Düzenle' : 'Yeni Galeri Öğesi'}
      closeLabel="Kapat"
      size="lg"
    >
      <form
        noValidate
        className="space-y-4"
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
        <LanguageTabs editor={translations} fields={TRANSLATED} form={form} />
        <TranslationFields editor={translations} fields={TRANSLATED} turkish={form.getValues()} />
        <div className={translations.lang === 'tr' ? 'space-y-4' : 'hidden'}>
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
          <Field label="Sıra" required error={error('order')}>
            {(p) => (
              <input {...p} {...register('order')} type="number" min={1} step={1} className={inputClass} />
            )}
          </Field>
          <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
            <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('is_active')} />
            Aktif
          </label>
        </div>
        {isVideo ? (
          <FileField
            control={control}
            name="video"
            label="Video"
            required={!item?.video_path}
            accept="video/mp4,video/webm,video/ogg"
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
          accept="image/png,image/jpeg,image/webp"
          maxBytes={GALLERY_IMAGE_MAX_BYTES}
          hint="PNG, JPG veya WebP."
          error={error('image')}
          current={item?.image_path}
        />
        </div>
        <FormActions
          error={form.formError}
          onCancel={onClose}
          busy={save.isPending}
          busyLabel="Yükleniyor…"
        />
      </form>
    </Dialog>
  );
}
