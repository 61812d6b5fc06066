import { imageSrcSet } from '@riviera/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorState } from '../../../components/ui/error-state';
import { useGallery } from '../api';
import { Icon } from '../icons';
import { useSectionReady } from '../section-ready';
import { Lightbox } from './lightbox';

/** The gallery (#gallery): photos and videos, each opening in the lightbox. */
export default function GallerySection() {
  const { t } = useTranslation('landing');
  const { data: items, isPending, isError, refetch, isFetching } = useGallery();
  const [openAt, setOpenAt] = useState<number | null>(null);
  useSectionReady('gallery', !isPending);

  if (isPending) {
    return (
      <ul
        className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4"
        aria-busy="true"
        aria-label={t('gallery.loading')}
      >
        {Array.from({ length: 8 }, (_, i) => (
          <li key={`skeleton-${i}`} className="aspect-square animate-pulse rounded-xl bg-slate-200/70" />
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <ErrorState
        message={t('gallery.loadError')}
        retryLabel={isFetching ? t('gallery.retrying') : t('gallery.retry')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (items.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-8 text-center text-slate-600">{t('gallery.empty')}</p>;
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {items.map((item, i) => (
          <li key={item.id} className={i % 7 === 0 ? 'md:col-span-2 md:row-span-2' : ''}>
            <button
              type="button"
              onClick={() => setOpenAt(i)}
              aria-label={t(item.type === 'video' ? 'gallery.openVideo' : 'gallery.openImage', {
                title: item.title,
              })}
              className="group relative block aspect-square h-full w-full overflow-hidden rounded-xl bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700"
            >
              {item.image_path ? (
                <img
                  src={item.image_path}
                  srcSet={imageSrcSet(item.image_path, 'photo')}
                  // 2 columns, 3 from md, 4 from lg; every seventh item spans two from md
                  sizes={i % 7 === 0 ? '50vw' : '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw'}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={480}
                  height={480}
                  className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                />
              ) : (
                <span className="flex h-full items-center justify-center text-slate-400">
                  <Icon name="image" className="h-10 w-10" />
                </span>
              )}
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-3 text-left text-sm font-semibold text-white opacity-100 transition sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-visible:opacity-100">
                {item.title}
              </span>
              {item.type === 'video' ? (
                <span className="absolute left-1/2 top-1/2 flex h-14 w-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-sea-800 shadow-lg">
                  <Icon name="play" className="h-6 w-6" />
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {openAt !== null ? (
        <Lightbox items={items} index={openAt} onIndexChange={setOpenAt} onClose={() => setOpenAt(null)} />
      ) : null}
    </>
  );
}
