import { type DriverDto } from '@riviera/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminListPage } from '../../components/admin/admin-list-page';
import { adminRequestEnvelope } from '../../lib/admin-api';
import { actionErrorMessage } from '../../lib/admin-form';
import { useMayDelete } from '../../lib/admin-me';
import { ApiError } from '../../lib/api-client';
import { drivers } from './api';

/** The body of an update that changes only the active flag (the server keeps the other fields). */
const activeOnly = (active: boolean) => ({ is_active: active });

/**
 * The drivers list with its delete flow; a delete the server refuses (409, the driver has jobs)
 * is kept in `refused` so the page can offer to set the driver 'Pasif' through `setActive`.
 */
export function useDriversPage() {
  const [refused, setRefused] = useState<{ driver: DriverDto; message: string } | null>(null);
  const page = useAdminListPage(drivers, {
    title: 'Sürücüyü Sil',
    message: (d) => `"${d.name}" sürücüsünü silmek istediğinizden emin misiniz?`,
    successText: 'Sürücü silindi',
    errorText: 'Silme işlemi başarısız',
    serverMessage: true,
    refused: (err, driver) => {
      if (!(err instanceof ApiError && err.status === 409)) return false;
      setRefused({ driver, message: err.message });
      return true;
    },
  });
  const { banner, refresh } = page;
  // deleting is Yönetici's; Operasyon sets a driver 'Pasif' instead
  const mayDelete = useMayDelete();

  const setActive = useMutation({
    mutationFn: ({ driver, active }: { driver: DriverDto; active: boolean }) =>
      adminRequestEnvelope(`/admin/drivers/${driver.id}`, { method: 'PUT', body: activeOnly(active) }),
    onSuccess: async (answer) => {
      setRefused(null);
      banner.show('success', answer.message ?? 'Sürücü kaydedildi');
      await refresh();
    },
    onError: (err) => banner.show('error', actionErrorMessage(err, 'Kaydetme işlemi başarısız')),
  });

  return { page, mayDelete, refused, dismissRefused: () => setRefused(null), setActive };
}
