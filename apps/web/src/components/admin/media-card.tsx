import type { ReactNode } from 'react';
import type { useMediaActiveToggle } from '../../lib/use-media-active-toggle';
import { ActiveToggle } from '../ui/active-toggle';
import { RowActions } from '../ui/row-actions';
import type { AdminListPageState } from './admin-list-page';

interface MediaRow {
  id: number;
  title: string;
  is_active: boolean;
}

/**
 * One card of a media list (gallery items, hero videos; decision 042): the picture or video on
 * top, then the heading beside the one-click Aktif/Pasif, the description, and Düzenle/Sil.
 */
export function MediaCard<T extends MediaRow>({
  item,
  page,
  toggler,
  media,
  heading,
  description,
  testId,
}: {
  item: T;
  page: AdminListPageState<T>;
  toggler: ReturnType<typeof useMediaActiveToggle<T>>;
  /** the top of the card: its frame's classes are the screen's (aspect, background) */
  media: ReactNode;
  heading: ReactNode;
  description: ReactNode;
  testId?: string;
}) {
  return (
    <li
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      {...(testId ? { 'data-testid': testId } : {})}
    >
      {media}
      <div className="space-y-2 p-4">
        <div className="flex items-start justify-between gap-2">
          {heading}
          <ActiveToggle
            active={item.is_active}
            itemName={item.title}
            busy={toggler.busyId === item.id}
            onToggle={() => toggler.toggle(item)}
          />
        </div>
        {description}
        <RowActions name={item.title} onEdit={() => page.edit(item)} onDelete={() => page.ask(item)} />
      </div>
    </li>
  );
}
