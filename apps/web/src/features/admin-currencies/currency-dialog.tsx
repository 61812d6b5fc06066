import { currencyInput } from '@riviera/domain';
import { EntityDialog, useEntityDialog } from '../../components/admin/entity-dialog';
import { Field, inputClass } from '../../components/ui/field';
import { useAdminForm } from '../../lib/use-admin-form';
import { currencies, type Currency } from './api';

/** A rate as an input's text, to `decimals` places without trailing zeros ('0.020202', '49.5'). */
const rateText = (n: number, decimals: number): string => String(Number(n.toFixed(decimals)));

export function CurrencyDialog({
  currency,
  onClose,
  onSaved,
}: {
  currency: Currency | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { form, rate } = useCurrencyForm(currency);
  const { register, error } = form;
  const { save, dialog } = useEntityDialog(currencies, currency, form, {
    onClose,
    onSaved: () => onSaved(currency ? 'Para birimi güncellendi' : 'Para birimi eklendi'),
    failed: 'Para birimi kaydedilirken hata oluştu!',
  });
  return (
    <EntityDialog
      title={currency ? 'Para Birimi Düzenle' : 'Para Birimi Ekle'}
      size="md"
      {...dialog}
      onSubmit={(e) => void form.submit((data) => save.mutate(data))(e)}
    >
      <CodeAndName form={form} />
      <Field label="Sembol" required error={error('symbol')} hint="En fazla 5 karakter">
        {(p) => <input {...p} {...register('symbol')} className={inputClass} maxLength={5} />}
      </Field>
      <RateFields form={form} rate={rate} />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300"
          {...register('is_active')}
          disabled={currency?.is_base}
        />
        Aktif{' '}
        {currency?.is_base ? (
          <span className="text-slate-500">(ana para birimi her zaman aktiftir)</span>
        ) : null}
      </label>
      {error('is_active') ? <p className="text-sm text-red-600">{error('is_active')}</p> : null}
    </EntityDialog>
  );
}

/** The form of one currency; `rate` registers a rate input that offers the other as its inverse. */
function useCurrencyForm(currency: Currency | null) {
  const form = useAdminForm(currencyInput, {
    code: currency?.code ?? '',
    name: currency?.name ?? '',
    symbol: currency?.symbol ?? '',
    // The stored rates are whole floats (1/49.5 = 0.020202020202020204); the form shows them as the
    // table does, to 4 and 6 decimals (the inputs' steps), which is what a save then keeps.
    rate_to_try: currency ? rateText(currency.rate_to_try, 4) : '',
    rate_from_try: currency ? rateText(currency.rate_from_try, 6) : '',
    is_active: currency?.is_active ?? true,
  });
  const { register, setValue } = form;
  // Typing one rate offers the other as its inverse, so the pair stays consistent.
  const rate = (k: 'rate_to_try' | 'rate_from_try') =>
    register(k, {
      onChange: (e: { target: { value: string } }) => {
        const n = Number(e.target.value.replace(',', '.'));
        const other = k === 'rate_to_try' ? 'rate_from_try' : 'rate_to_try';
        if (n > 0) setValue(other, String(Number((1 / n).toFixed(k === 'rate_to_try' ? 6 : 4))));
      },
    });
  return { form, rate };
}

type CurrencyForm = ReturnType<typeof useCurrencyForm>;

function CodeAndName({ form: { register, setValue, error } }: { form: CurrencyForm['form'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label="Kod" required error={error('code')} hint="3 harf (ör. EUR)">
        {(p) => (
          <input
            {...p}
            {...register('code', {
              onChange: (e: { target: { value: string } }) => {
                const upper = e.target.value.toUpperCase();
                if (upper !== e.target.value) setValue('code', upper);
              },
            })}
            className={`${inputClass} font-mono uppercase`}
            maxLength={3}
          />
        )}
      </Field>
      <Field label="Ad" required error={error('name')} className="sm:col-span-2">
        {(p) => <input {...p} {...register('name')} className={inputClass} maxLength={100} />}
      </Field>
    </div>
  );
}

/** Both rates: the inputs' steps (and least values) are the places the table shows them to. */
const RATES = [
  { key: 'rate_to_try', label: 'TRY Kuru (1 birim = ? ₺)', step: 0.0001 },
  { key: 'rate_from_try', label: 'TRY’den (1 ₺ = ? birim)', step: 0.000001 },
] as const;

function RateFields({ form: { error }, rate }: { form: CurrencyForm['form']; rate: CurrencyForm['rate'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {RATES.map(({ key, label, step }) => (
        <Field key={key} label={label} required error={error(key)}>
          {(p) => (
            <input
              {...p}
              {...rate(key)}
              type="number"
              inputMode="decimal"
              min={step}
              step={step}
              className={inputClass}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
