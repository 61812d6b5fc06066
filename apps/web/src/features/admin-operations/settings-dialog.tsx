import {
  DISPATCH_OVERLAP_MAX_MINUTES,
  NOT_SET_OFF_MAX_MINUTES,
  operationsSettingsInput,
  type OperationsSettingsDto,
} from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { FormActions } from '../../components/ui/form-actions';
import { Spinner } from '../../components/ui/spinner';
import { adminRequestEnvelope } from '../../lib/admin-api';
import { useAdminForm } from '../../lib/use-admin-form';
import { fetchSettings } from './api';

export const SETTINGS_KEY = ['admin', 'operations', 'settings'] as const;

/** How long a job without a known drive time (a tour, a route without one) keeps its driver and vehicle busy. */
export function SettingsDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: fetchSettings });
  return (
    <Dialog open onClose={onClose} title="Operasyon Ayarları" closeLabel="Kapat" size="sm">
      {settings.data ? (
        <SettingsForm settings={settings.data} onClose={onClose} onSaved={onSaved} />
      ) : (
        <Spinner label="Ayarlar yükleniyor" />
      )}
    </Dialog>
  );
}

function SettingsForm({
  settings,
  onClose,
  onSaved,
}: {
  settings: OperationsSettingsDto;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const form = useAdminForm(operationsSettingsInput, {
    overlap_minutes: String(settings.overlap_minutes),
    not_set_off_minutes: String(settings.not_set_off_minutes),
  });
  const save = useMutation({
    mutationFn: (body: unknown) =>
      adminRequestEnvelope('/admin/operations/settings', { method: 'PUT', body }),
    onSuccess: async (answer) => {
      // the board highlights by the new minutes at once
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      onSaved(answer.message ?? 'Kaydedildi');
      onClose();
    },
    onError: (err) => form.fail(err, 'Kaydetme işlemi başarısız'),
  });
  return (
    <form noValidate className="space-y-4" onSubmit={(e) => void form.submit((data) => save.mutate(data))(e)}>
      <Field
        label="Süresi bilinmeyen işin süresi (dakika)"
        error={form.error('overlap_minutes')}
        hint="Çakışmalar rotanın yol süresi + 30 dakika ile hesaplanır. Yol süresi olmayan rotalar ve turlar için bu süre kullanılır."
      >
        {(p) => (
          <input
            {...p}
            {...form.register('overlap_minutes')}
            type="number"
            inputMode="numeric"
            min={0}
            max={DISPATCH_OVERLAP_MAX_MINUTES}
            step={1}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label="Yola çıkmadı uyarısı (alıştan kaç dakika önce)"
        error={form.error('not_set_off_minutes')}
        hint="Sürücü bu süre kala 'Yola çıktım' demediyse iş panoda vurgulanır. 0: uyarı yok."
      >
        {(p) => (
          <input
            {...p}
            {...form.register('not_set_off_minutes')}
            type="number"
            inputMode="numeric"
            min={0}
            max={NOT_SET_OFF_MAX_MINUTES}
            step={1}
            className={inputClass}
          />
        )}
      </Field>
      <FormActions error={form.formError} onCancel={onClose} busy={save.isPending} />
    </form>
  );
}
