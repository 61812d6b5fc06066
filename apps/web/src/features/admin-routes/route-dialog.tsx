import { routeInput } from '@riviera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { Field, inputClass } from '../../components/ui/field';
import { adminRequest } from '../../lib/admin-api';
import { actionErrorMessage, serverFieldErrors, validateWith, type FieldErrors } from '../../lib/admin-form';
import { ROUTES_KEY, type AdminRoute, type VehicleType } from './api';

interface Props {
  route: AdminRoute | null;
  types: VehicleType[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** 'Yeni Rota Ekle' / 'Rota Düzenle': one price input per vehicle type, per-field errors, reverse route on create. */
export function RouteDialog({ route, types, onClose, onSaved }: Props) {
  const isEdit = route !== null;
  const queryClient = useQueryClient();
  // Inputs: every active type, plus an inactive one the route already has a price for.
  const shown = types.filter((t) => t.is_active || route?.vehicle_prices.some((p) => p.vehicle_type === t.key));
  const [from, setFrom] = useState(route?.from_location ?? '');
  const [to, setTo] = useState(route?.to_location ?? '');
  const [active, setActive] = useState(route?.is_active ?? true);
  const [reverse, setReverse] = useState(false);
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(shown.map((t) => [t.key, String(route?.vehicle_prices.find((p) => p.vehicle_type === t.key)?.price_euro ?? '')])),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const save = useMutation({
    mutationFn: (body: unknown) =>
      isEdit ? adminRequest(`/routes/${route.id}`, { method: 'PUT', body }) : adminRequest('/routes', { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ROUTES_KEY });
      onSaved(isEdit ? 'Rota güncellendi' : reverse ? 'Rota ve ters yönlü rota oluşturuldu' : 'Rota oluşturuldu');
    },
    onError: (err) => {
      setErrors(serverFieldErrors(err));
      setFormError(actionErrorMessage(err, 'Rota kaydedilirken hata oluştu'));
    },
  });

  const submit = () => {
    setFormError(null);
    const values = {
      from_location: from,
      to_location: to,
      is_active: active,
      create_reverse_route: !isEdit && reverse,
      vehicle_prices: shown.map((t) => ({ vehicle_type: t.key, price_euro: prices[t.key] ?? '' })),
    };
    const result = validateWith(routeInput, values);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    save.mutate(result.data);
  };

  return (
    <Dialog open onClose={onClose} title={isEdit ? 'Rota Düzenle' : 'Yeni Rota Ekle'} closeLabel="Kapat" size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="space-y-5"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Nereden" required error={errors.from_location}>
            {(p) => (
              <input {...p} className={inputClass} value={from} maxLength={200} placeholder="Örn. Antalya Havalimanı (AYT)" onChange={(e) => { setFrom(e.target.value); clear('from_location'); }} />
            )}
          </Field>
          <Field label="Nereye" required error={errors.to_location}>
            {(p) => <input {...p} className={inputClass} value={to} maxLength={200} placeholder="Örn. Kemer" onChange={(e) => { setTo(e.target.value); clear('to_location'); }} />}
          </Field>
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">Araç tipine göre fiyat (EUR)</legend>
          {shown.length === 0 ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">Önce Araç Yönetimi’nden bir araç tipi ekleyin.</p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              {shown.map((t) => (
                <Field key={t.key} label={`${t.name}${t.is_active ? '' : ' (pasif)'}`} required error={errors[`price_${t.key}`]}>
                  {(p) => (
                    <div className="relative">
                      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">€</span>
                      <input
                        {...p}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step={0.01}
                        className={`${inputClass} pl-7`}
                        value={prices[t.key] ?? ''}
                        onChange={(e) => {
                          setPrices((cur) => ({ ...cur, [t.key]: e.target.value }));
                          clear(`price_${t.key}`);
                        }}
                      />
                    </div>
                  )}
                </Field>
              ))}
            </div>
          )}
          {errors.vehicle_prices ? <p className="mt-2 text-sm text-red-600">{errors.vehicle_prices}</p> : null}
        </fieldset>
        <div className="space-y-2">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="h-4 w-4 rounded border-slate-300 text-sea-700" checked={active} onChange={(e) => setActive(e.target.checked)} />
            Aktif (sitede rezerve edilebilir)
          </label>
          {isEdit ? null : (
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="h-4 w-4 rounded border-slate-300 text-sea-700" checked={reverse} onChange={(e) => setReverse(e.target.checked)} />
              Ters yönlü rotayı da oluştur (aynı fiyatlarla)
            </label>
          )}
        </div>
        <FormActions error={formError} onCancel={onClose} busy={save.isPending} submitLabel={isEdit ? 'Güncelle' : 'Kaydet'} disabled={shown.length === 0} />
      </form>
    </Dialog>
  );
}
