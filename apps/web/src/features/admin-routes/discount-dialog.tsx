import { roundTripDiscountInput } from '@riviera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { adminRequest } from '../../lib/admin-api';
import { useAdminForm } from '../../lib/use-admin-form';
import { DISCOUNT_KEY } from './api';

/** The site-wide round-trip discount (0-100 %, step 0.1), applied to every round-trip booking. */
export function DiscountDialog({
  current,
  onClose,
  onSaved,
}: {
  current: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  // Any wrong value reads 'Lütfen 0-100 arasında geçerli bir indirim yüzdesi girin.' (the contract's message).
  const form = useAdminForm(roundTripDiscountInput, { value: String(current) });
  const save = useMutation({
    mutationFn: (v: number) =>
      adminRequest('/settings/round-trip-discount', { method: 'PUT', body: { value: String(v) } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: DISCOUNT_KEY });
      onSaved('Gidiş-Dönüş indirimi başarıyla güncellendi!');
    },
    onError: (err) => form.fail(err, 'İndirim güncellenirken hata oluştu.'),
  });
  return (
    <Dialog open onClose={onClose} title="Gidiş-Dönüş İndirimi" closeLabel="Kapat" size="sm">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => void form.submit((data) => save.mutate(data.value))(e)}
      >
        <p className="text-sm text-slate-600">
          Gidiş-dönüş rezervasyonlarda toplam fiyata uygulanan indirim yüzdesi.
        </p>
        {/* A refused save shows its message where the value is typed. */}
        <Field
          label="İndirim yüzdesi (%)"
          required
          error={form.error('value') ?? form.formError ?? undefined}
        >
          {(p) => (
            <input
              {...p}
              {...form.register('value', { onChange: () => form.clearFormError() })}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.1}
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            İptal
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Kaydediliyor…' : 'Kaydet'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
