import type { useBanner } from '../components/ui/banner';
import { useActiveToggle } from '../components/ui/active-toggle';
import { useConfirmDelete } from '../components/ui/use-confirm-delete';
import { adminRequestEnvelope } from './admin-api';
import { toFormData } from './admin-form';

interface MediaRow {
  id: number;
  title: string;
  is_active: boolean;
}

/**
 * The row actions of a back-office media list (gallery items, hero videos): the one-click
 * Aktif/Pasif, which sends only is_active with the method override (the endpoint takes multipart),
 * and delete behind a confirmation. Both show the server's message in the page's banner and reload
 * the list. Each page keeps its own words.
 */
export function useMediaRowActions<T extends MediaRow>(opts: {
  /** the API collection: '/galleries' or '/heroes' */
  collection: string;
  banner: ReturnType<typeof useBanner>;
  refresh: () => Promise<unknown>;
  updatedText: string;
  deleteTitle: string;
  deleteMessage: (item: T) => string;
  deleteWarning?: (item: T) => string;
  deletedText: string;
}) {
  const { collection, banner, refresh } = opts;
  const toggler = useActiveToggle<T>({
    run: async (x) =>
      (
        await adminRequestEnvelope(`${collection}/${x.id}`, {
          method: 'POST',
          body: toFormData({ _method: 'PUT', is_active: !x.is_active }),
        })
      ).message,
    successText: opts.updatedText,
    errorText: 'Durum güncellenemedi',
    onResult: async (tone, text) => {
      banner.show(tone, text);
      await refresh();
    },
  });
  const del = useConfirmDelete<T>({
    title: opts.deleteTitle,
    message: opts.deleteMessage,
    ...(opts.deleteWarning ? { warning: opts.deleteWarning } : {}),
    remove: async (x) => (await adminRequestEnvelope(`${collection}/${x.id}`, { method: 'DELETE' })).message,
    successText: opts.deletedText,
    errorText: 'Silme işlemi başarısız',
    onDeleted: async (m) => {
      banner.show('success', m);
      await refresh();
    },
  });
  return { toggler, del };
}
