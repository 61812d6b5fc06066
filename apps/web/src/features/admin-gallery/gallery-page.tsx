import { GALLERY_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, galleryItemInput } from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActiveToggle } from '../../components/ui/active-toggle';
import { Badge } from '../../components/ui/badge';
import { useBanner } from '../../components/ui/banner';
import { Button, buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { Field, inputClass } from '../../components/ui/field';
import { FilePicker } from '../../components/ui/file-picker';
import { PageHeader } from '../../components/ui/page-header';
import { saveMultipart } from '../../lib/admin-api';
import { toFormData, validateWith, type FieldErrors } from '../../lib/admin-form';
import { RowActions } from '../../components/ui/row-actions';
import { useAdminForm } from '../../lib/use-admin-form';
import { AdminQuery, EmptyList } from '../../components/ui/admin-query';
import { useMediaRowActions } from '../../lib/use-media-row-actions';
import { ListVideo } from '../../components/ui/list-video';
import { listGalleryItems, type GalleryItem } from './api';

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
  const form = useAdminForm({
    title: item?.title ?? '',
    description: item?.description ?? '',
    type: item?.type ?? 'image',
    order: String(item?.order ?? nextOrder),
    is_active: item?.is_active ?? true,
  });
  const { values, set, errors, formError } = form;
  const [image, setImage] = useState<File | null>(null);
  const [video, setVideo] = useState<File | null>(null);
  const save = useMutation({
    mutationFn: (body: FormData) => saveMultipart('/galleries', item?.id, body),
    onSuccess: (res) =>
      onSaved(
        res.message ?? (item ? 'Galeri öğesi başarıyla güncellendi' : 'Galeri öğesi başarıyla oluşturuldu'),
      ),
    onError: (err) => form.fail(err, 'İşlem başarısız'),
  });
  const isVideo = values.type === 'video';
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
        onSubmit={(e) => {
          e.preventDefault();
          form.setFormError(null);
          const r = validateWith(galleryItemInput, values);
          const missing: FieldErrors = {};
          // A file is required on create: an image for an image item, a video for a video item.
          if (!isVideo && !image && !item?.image_path) missing.image = 'Lütfen bir dosya seçin';
          if (isVideo && !video && !item?.video_path) missing.video = 'Lütfen bir dosya seçin';
          if (r.errors || Object.keys(missing).length) {
            form.setErrors({ ...(r.errors ?? {}), ...missing });
            return;
          }
          save.mutate(
            toFormData({
              ...(item ? { _method: 'PUT' } : {}),
              ...values,
              image: image ?? undefined,
              video: isVideo ? (video ?? undefined) : undefined,
            }),
          );
        }}
      >
        <Field label="Başlık" required error={errors.title}>
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
        <Field label="Açıklama" error={errors.description}>
          {(p) => (
            <textarea
              {...p}
              rows={2}
              className={inputClass}
              value={values.description}
              maxLength={2000}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
          <Field label="Tür" required error={errors.type}>
            {(p) => (
              <select
                {...p}
                className={inputClass}
                value={values.type}
                onChange={(e) => set('type', e.target.value as 'image' | 'video')}
              >
                <option value="image">Görsel</option>
                <option value="video">Video</option>
              </select>
            )}
          </Field>
          <Field label="Sıra" required error={errors.order}>
            {(p) => (
              <input
                {...p}
                type="number"
                min={1}
                step={1}
                className={inputClass}
                value={values.order}
                onChange={(e) => set('order', e.target.value)}
              />
            )}
          </Field>
          <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300"
              checked={values.is_active}
              onChange={(e) => set('is_active', e.target.checked)}
            />
            Aktif
          </label>
        </div>
        {isVideo ? (
          <FilePicker
            label="Video"
            required={!item?.video_path}
            accept="video/mp4,video/webm,video/ogg"
            maxBytes={VIDEO_MAX_BYTES}
            hint="MP4, WebM veya OGG."
            file={video}
            onChange={setVideo}
            error={errors.video}
            current={item?.video_path}
            preview="video"
          />
        ) : null}
        <FilePicker
          label={isVideo ? 'Kapak görseli (isteğe bağlı)' : 'Görsel'}
          required={!isVideo && !item?.image_path}
          accept="image/png,image/jpeg,image/webp"
          maxBytes={GALLERY_IMAGE_MAX_BYTES}
          hint="PNG, JPG veya WebP."
          file={image}
          onChange={setImage}
          error={errors.image}
          current={item?.image_path}
        />
        <FormActions error={formError} onCancel={onClose} busy={save.isPending} busyLabel="Yükleniyor…" />
      </form>
    </Dialog>
  );
}
