import type { useBanner } from '../components/ui/banner';
import { useActiveToggle } from '../components/ui/active-toggle';
import { adminRequestEnvelope } from './admin-api';
import { toFormData } from './admin-form';

interface MediaRow {
  id: number;
  title: string;
  is_active: boolean;
}

/**
 * The one-click Aktif/Pasif of a back-office media list (gallery items, hero videos), which sends
 * only is_active with the method override (the endpoint takes multipart); it shows the server's
 * message in the page's banner and reloads the list. Delete is the list page's (decision 042).
 */
export function useMediaActiveToggle<T extends MediaRow>(opts: {
  /** the API collection: '/galleries' or '/heroes' */
  collection: string;
  banner: ReturnType<typeof useBanner>;
  refresh: () => Promise<unknown>;
  updatedText: string;
}) {
  const { collection, banner, refresh } = opts;
  return useActiveToggle<T>({
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
}
