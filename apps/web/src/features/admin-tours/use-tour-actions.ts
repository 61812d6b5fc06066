import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { useBanner } from '../../components/ui/banner';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { adminRequest } from '../../lib/admin-api';
import { actionErrorMessage } from '../../lib/admin-form';
import { toggleTourStatus, tours, type AdminTour } from './api';

interface TourActionsInput {
  banner: ReturnType<typeof useBanner>;
  page: number;
  setPage: (page: number) => void;
  rows: readonly AdminTour[];
  setSelected: (update: (cur: Set<number>) => Set<number>) => void;
}

/** The row actions of the tour list: the status toggle and the (bulk) delete behind a confirmation. */
export function useTourActions({ banner, page, setPage, rows, setSelected }: TourActionsInput) {
  const [toggling, setToggling] = useState<number | null>(null);
  const refresh = tours.useInvalidate();

  const toggle = useMutation({
    mutationFn: (id: number) => toggleTourStatus(id),
    onMutate: (id) => setToggling(id),
    onSuccess: async (t) => {
      banner.show('success', `"${t.title}" ${t.is_active ? 'aktif' : 'pasif'} yapıldı`);
      await refresh();
    },
    onError: (err) => banner.show('error', actionErrorMessage(err, 'Durum güncellenemedi')),
    onSettled: () => setToggling(null),
  });
  const del = useConfirmDelete<number[]>({
    title: (ids) => (ids.length > 1 ? 'Turları Sil' : 'Turu Sil'),
    message: (ids) =>
      ids.length > 1
        ? `${ids.length} turu silmek istediğinizden emin misiniz?`
        : 'Bu turu silmek istediğinizden emin misiniz?',
    warning: () => 'Bu işlem geri alınamaz!',
    remove: async (ids) =>
      void (await (ids.length === 1
        ? tours.remove(ids[0]!)
        : adminRequest('/admin/tours/bulk-delete', { method: 'DELETE', body: { ids } }))),
    successText: 'Silindi',
    errorText: 'Silme işlemi başarısız',
    onDeleted: async (_m, ids) => {
      setSelected((cur) => new Set([...cur].filter((id) => !ids.includes(id))));
      // Deleting every row of the last page moves back a page instead of showing an empty one.
      if (page > 1 && rows.every((r) => ids.includes(r.id))) setPage(page - 1);
      banner.show('success', ids.length === 1 ? 'Tur silindi' : `${ids.length} tur silindi`);
      await refresh();
    },
  });
  return { toggling, toggle, del };
}
