import { imageSrcSet } from '@riviera/domain';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Dialog } from '../../../components/ui/dialog';
import type { GalleryItemDto } from '../api';
import { Icon } from '../icons';

/**
 * The gallery lightbox (public-site §2): one image or one video at a time, in the shared dialog
 * (focus trap, Escape, focus returned). ArrowLeft and ArrowRight step through the gallery.
 */
export function Lightbox({
  items,
  index,
  onIndexChange,
  onClose,
}: {
  items: GalleryItemDto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('landing');
  const item = items[index]!;
  const count = items.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);

  // A layout effect, so the listener knows the new index as soon as it is shown: Preact runs plain
  // effects only after the next frame, and an arrow pressed before that stepped from the old index
  // (Right then Left quickly went from 2 to 12, not back to 1).
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Leave the arrows to a focused video's own controls (seeking).
      if (count < 2 || (e.target instanceof HTMLElement && e.target.tagName === 'VIDEO')) return;
      if (e.key === 'ArrowRight') onIndexChange((index + 1) % count);
      else if (e.key === 'ArrowLeft') onIndexChange((index - 1 + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, onIndexChange]);

  return (
    <Dialog open onClose={onClose} title={item.title} closeLabel={t('gallery.close')} size="xl">
      <figure className="space-y-3">
        <div className="relative overflow-hidden rounded-xl bg-slate-950">
          {item.type === 'video' && item.video_path ? (
            <video
              key={item.id}
              src={item.video_path}
              poster={item.image_path ?? undefined}
              controls
              playsInline
              className="max-h-[70vh] w-full"
            />
          ) : item.image_path ? (
            <img
              key={item.id}
              src={item.image_path}
              srcSet={imageSrcSet(item.image_path, 'photo')}
              sizes="(min-width: 56rem) 52rem, 100vw"
              alt={item.title}
              className="mx-auto max-h-[70vh] w-auto object-contain"
            />
          ) : null}
        </div>
        <figcaption className="flex items-start justify-between gap-4">
          <span className="text-sm text-slate-600">{item.description}</span>
          {count > 1 ? (
            <span className="shrink-0 text-sm font-semibold text-slate-500" aria-live="polite">
              {t('gallery.position', { current: index + 1, total: count })}
            </span>
          ) : null}
        </figcaption>
      </figure>
      {count > 1 ? (
        <div className="mt-4 flex justify-between gap-3">
          <button
            type="button"
            onClick={() => go(-1)}
            className="inline-flex items-center gap-1 rounded-lg px-3 py-2 font-semibold text-sea-800 hover:bg-sea-50"
          >
            <Icon name="arrowLeft" className="h-4 w-4" />
            {t('gallery.previous')}
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            className="inline-flex items-center gap-1 rounded-lg px-3 py-2 font-semibold text-sea-800 hover:bg-sea-50"
          >
            {t('gallery.next')}
            <Icon name="arrowRight" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
