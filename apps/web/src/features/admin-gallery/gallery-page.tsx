import { Link } from 'react-router';
import { AdminListPage, useAdminListPage } from '../../components/admin/admin-list-page';
import { MediaCard } from '../../components/admin/media-card';
import { Badge } from '../../components/ui/badge';
import { buttonClass } from '../../components/ui/button';
import { useMediaActiveToggle } from '../../lib/use-media-active-toggle';
import { ListVideo } from '../../components/ui/list-video';
import { gallery, type GalleryItem } from './api';
import { TranslationBadge } from '../../components/ui/translation-editor';
import { GalleryDialog } from './gallery-dialog';

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
              media={<GalleryMedia item={g} />}
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

/** The card's picture: the video or the image, with its kind and place in the list. */
function GalleryMedia({ item }: { item: GalleryItem }) {
  return (
    <div className="relative aspect-[4/3] bg-slate-100">
      {item.type === 'video' && item.video_path ? (
        <ListVideo src={item.video_path} poster={item.image_path} title={item.title} />
      ) : item.image_path ? (
        <img src={item.image_path} alt={item.title} loading="lazy" className="h-full w-full object-cover" />
      ) : null}
      <span className="absolute left-2 top-2 flex gap-1">
        <Badge tone={item.type === 'video' ? 'info' : 'neutral'}>
          {item.type === 'video' ? 'Video' : 'Görsel'}
        </Badge>
        <Badge>Sıra {item.order}</Badge>
      </span>
    </div>
  );
}
