import { roundTripDiscountInput } from '@riviera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { adminRequest } from '../../lib/admin-api';
import { actionErrorMessage, validateWith } from '../../lib/admin-form';
import { DISCOUNT_KEY } from './api';

const INVALID = 'Lütfen 0-100 arasında geçerli bir indirim yüzdesi girin.';

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
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (v: number) =>
      adminRequest('/settings/round-trip-discount', { method: 'PUT', body: { value: String(v) } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: DISCOUNT_KEY });
      onSaved('Gidiş-Dönüş indirimi başarıyla güncellendi!');
    },
    onError: (err) => setError(actionErrorMessage(err, 'İndirim güncellenirken hata oluştu.')),
  });
  return (
    <Dialog open onClose={onClose} title="Gidiş-Dönüş İndirimi" closeLabel="Kapat" size="sm">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          const r = validateWith(roundTripDiscountInput, { value });
          if (r.errors) {
            setError(INVALID);
            return;
          }
          setError(null);
          save.mutate(r.data.value);
        }}
      >
        <p className="text-sm text-slate-600">
          Gidiş-dönüş rezervasyonlarda toplam fiyata uygulanan indirim yüzdesi.
        </p>
        <Field label="İndirim yüzdesi (%)" required error={error ?? undefined}>
          {(p) => (
            <input
              {...p}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.1}
              className={inputClass}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
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
