import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { useBanner } from '../../components/ui/banner';
import { anonymisePersonalData, runRetention } from './personal-data-api';

type Banner = ReturnType<typeof useBanner>;

/** Erasing the searched address's personal data, behind its confirmation dialog. */
export function useErase(email: string | null, banner: Banner) {
  const queryClient = useQueryClient();
  const [confirmErase, setConfirmErase] = useState(false);
  const erase = useMutation({
    mutationFn: (cancelUpcoming: boolean) => anonymisePersonalData(email!, cancelUpcoming),
    onSuccess: async (res) => {
      setConfirmErase(false);
      banner.show('success', res.message ?? 'Kişisel veriler silindi');
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  return { confirmErase, setConfirmErase, erase };
}

/** Applying the retention period now, behind its confirmation dialog. */
export function useApplyRetention(banner: Banner) {
  const queryClient = useQueryClient();
  const [confirmRetention, setConfirmRetention] = useState(false);
  const apply = useMutation({
    mutationFn: runRetention,
    onSuccess: async (res) => {
      setConfirmRetention(false);
      const n = res.data.bookings + res.data.tour_reservations;
      banner.show(
        'success',
        n > 0
          ? `${res.message ?? 'Saklama süresi uygulandı'}: ${n}`
          : (res.message ?? 'Hiçbir şey değişmedi'),
      );
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  return { confirmRetention, setConfirmRetention, apply };
}
