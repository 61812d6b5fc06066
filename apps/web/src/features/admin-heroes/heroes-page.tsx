import { Link } from 'react-router';
import { AdminListPage, useAdminListPage } from '../../components/admin/admin-list-page';
import { MediaCard } from '../../components/admin/media-card';
import { buttonClass } from '../../components/ui/button';
import { useMediaActiveToggle } from '../../lib/use-media-active-toggle';
import { ListVideo } from '../../components/ui/list-video';
import { heroes, type Hero } from './api';
import { TranslationBadge } from '../../components/ui/translation-editor';
import { HeroDialog } from './hero-dialog';

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
