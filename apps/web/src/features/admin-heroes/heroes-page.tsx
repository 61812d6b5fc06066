import { GALLERY_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, heroInput } from '@riviera/domain';
import { Link } from 'react-router';
import { AdminListPage, useAdminListPage } from '../../components/admin/admin-list-page';
import { EntityDialog, useEntityDialog } from '../../components/admin/entity-dialog';
import { MediaCard } from '../../components/admin/media-card';
import { buttonClass } from '../../components/ui/button';
import { Field, inputClass } from '../../components/ui/field';
import { FileField } from '../../components/ui/file-field';
import { toFormData } from '../../lib/admin-form';
import { useAdminForm } from '../../lib/use-admin-form';
import { useMediaActiveToggle } from '../../lib/use-media-active-toggle';
import { ListVideo } from '../../components/ui/list-video';
import { heroes, type Hero } from './api';
import { TranslationBadge, type TranslatableField } from '../../components/ui/translation-editor';
import { IMAGE_ACCEPT, OrderAndActiveFields, VIDEO_ACCEPT } from '../../components/admin/media-form-fields';

/** Hero videos of the landing page: list with one-click Aktif/Pasif, add/edit modal. Not in the side menu (spec). */
export function HeroesPage() {
  const page = useAdminListPage(heroes, {
    title: 'Hero Sil',
    message: (x) => `"${x.title}" videosunu silmek istediğinizden emin misiniz?`,
    warning: () => 'Video dosyası da silinir.',
    successText: 'Hero başarıyla silindi',
    errorText: 'Silme işlemi başarısız',
    serverMessage: true,
  });
  const toggler = useMediaActiveToggle<Hero>({
    collection: '/heroes',
    banner: page.banner,
    refresh: page.refresh,
    updatedText: 'Hero başarıyla güncellendi',
  });

  return (
    <AdminListPage
      page={page}
      title="Hero Videoları"
      description="Ana sayfanın üst bölümündeki videolar; aktif olanlar sıraya göre gösterilir."
      actions={
        <Link to="/admin/galleries" className={buttonClass('secondary')}>
          Galeri Yönetimi
        </Link>
      }
      newLabel="Yeni Hero Ekle"
      loading="Heroes yükleniyor"
      empty="Henüz hero videosu yok"
      failed="Heroes yüklenemedi"
      dialog={(hero) => (
        <HeroDialog
          hero={hero}
          nextOrder={(page.list.data?.length ?? 0) + 1}
          onClose={page.close}
          onSaved={page.saved}
        />
      )}
    >
      {(data) => (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Hero videoları">
          {data.map((h) => (
            <MediaCard
              key={h.id}
              item={h}
              page={page}
              toggler={toggler}
              testId={`hero-${h.id}`}
              media={
                <div className="relative aspect-video bg-slate-900">
                  {h.video_path ? (
                    <ListVideo src={h.video_path} poster={h.poster_path} title={h.title} />
                  ) : h.poster_path ? (
                    <img src={h.poster_path} alt="" className="h-full w-full object-cover" />
                  ) : (
                    <div className="flex h-full items-center justify-center text-sm text-slate-400">
                      Video yok
                    </div>
                  )}
                  <span className="absolute left-2 top-2 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
                    Sıra {h.order}
                  </span>
                </div>
              }
              heading={
                <div className="min-w-0">
                  <h3 className="truncate font-semibold text-slate-900">{h.title}</h3>
                  <TranslationBadge record={h} entity="hero" />
                  <p className="truncate text-sm text-slate-500">{h.subtitle}</p>
                </div>
              }
              description={<p className="line-clamp-2 text-sm text-slate-600">{h.description}</p>}
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
  { name: 'subtitle', label: 'Alt başlık', kind: 'text' },
  { name: 'description', label: 'Açıklama', kind: 'textarea' },
];

function HeroDialog({
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
  const form = useAdminForm(heroInput, {
    title: hero?.title ?? '',
    subtitle: hero?.subtitle ?? '',
    description: hero?.description ?? '',
    order: String(hero?.order ?? nextOrder),
    is_active: hero?.is_active ?? true,
    video: null as File | null,
    poster: null as File | null,
  });
  const { register, control, error } = form;
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
        <OrderAndActiveFields order={register('order')} active={register('is_active')} orderError={error('order')} />
      </div>
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
    </EntityDialog>
  );
}
