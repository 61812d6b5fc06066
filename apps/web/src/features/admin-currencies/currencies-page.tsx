import { currencyInput } from '@riviera/domain';
import { useMutation } from '@tanstack/react-query';
import { AdminListPage, actionsColumn, useAdminListPage } from '../../components/admin/admin-list-page';
import { EntityDialog, useEntityDialog } from '../../components/admin/entity-dialog';
import { ActiveBadge, Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { type Column } from '../../components/ui/data-table';
import { Field, inputClass } from '../../components/ui/field';
import { Icon } from '../../components/ui/icon';
import { actionErrorMessage } from '../../lib/admin-form';
import { useAdminForm } from '../../lib/use-admin-form';
import { currencies, updateCurrencyRates, type Currency } from './api';

const fixed = (n: number, digits: number) =>
  n.toLocaleString('tr-TR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const updatedAt = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? 'Bilgi yok'
    : d.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' });
};

/** Currency screen (back-office §2): rates to/from TRY, base currency, 'Kurları Güncelle' from the central bank. */
export function CurrenciesPage() {
  const page = useAdminListPage(currencies, {
    title: 'Para Birimini Sil',
    message: () => 'Bu para birimini silmek istediğinizden emin misiniz?',
    warning: (c) => `${c.code} — ${c.name}`,
    successText: 'Para birimi silindi',
    errorText: 'Para birimi silinirken hata oluştu!',
  });
  const { banner, refresh } = page;

  const rates = useMutation({
    mutationFn: updateCurrencyRates,
    onSuccess: async (res) => {
      const kept = res.data.unchanged.length
        ? ` (Merkez Bankası listesinde olmayanlar değişmedi: ${res.data.unchanged.join(', ')})`
        : '';
      banner.show('success', `Kurlar başarıyla güncellendi!${kept}`);
      await refresh();
    },
    onError: (err) => banner.show('error', actionErrorMessage(err, 'Kur güncelleme sırasında hata oluştu!')),
  });

  const columns: Column<Currency>[] = [
    {
      key: 'code',
      header: 'Kod',
      cell: (c) => (
        <div className="flex flex-wrap items-center justify-end gap-2 md:justify-start">
          <span className="font-mono font-bold text-slate-900">{c.code}</span>
          {c.is_base ? <Badge tone="brand">Ana Para Birimi</Badge> : null}
        </div>
      ),
    },
    { key: 'name', header: 'Ad', cell: (c) => c.name },
    { key: 'symbol', header: 'Sembol', cell: (c) => <span className="text-lg">{c.symbol}</span> },
    { key: 'to', header: 'TRY Kuru', className: 'tabular-nums', cell: (c) => fixed(c.rate_to_try, 4) },
    { key: 'from', header: 'TRY’den', className: 'tabular-nums', cell: (c) => fixed(c.rate_from_try, 6) },
    { key: 'status', header: 'Durum', cell: (c) => <ActiveBadge active={c.is_active} /> },
    {
      key: 'updated',
      header: 'Son Güncelleme',
      cell: (c) => <span className="whitespace-nowrap text-slate-600">{updatedAt(c.last_updated)}</span>,
    },
    // The base currency cannot be deleted (the server refuses too).
    actionsColumn(page, (c) => c.code, { mayDelete: (c) => !c.is_base, className: 'md:text-right' }),
  ];

  return (
    <AdminListPage
      page={page}
      title="Para Birimi"
      description="Kurlar 1 birimin Türk lirası karşılığıdır. 'Kurları Güncelle' TCMB’nin günlük kurlarını alır."
      actions={
        <Button variant="secondary" onClick={() => rates.mutate()} disabled={rates.isPending}>
          <Icon name="refresh" className={`mr-1.5 inline h-4 w-4 ${rates.isPending ? 'animate-spin' : ''}`} />
          {rates.isPending ? 'Güncelleniyor…' : 'Kurları Güncelle'}
        </Button>
      }
      newLabel="Para Birimi Ekle"
      loading="Para birimleri yükleniyor"
      failed="Para birimleri yüklenirken hata oluştu"
      table={{
        caption: 'Para birimleri',
        columns,
        empty: 'Henüz para birimi yok',
        rowProps: (c) => ({ 'data-testid': `currency-${c.code}` }),
      }}
      dialog={(currency) => <CurrencyDialog currency={currency} onClose={page.close} onSaved={page.saved} />}
    />
  );
}

/** A rate as an input's text, to `decimals` places without trailing zeros ('0.020202', '49.5'). */
const rateText = (n: number, decimals: number): string => String(Number(n.toFixed(decimals)));

function CurrencyDialog({
  currency,
  onClose,
  onSaved,
}: {
  currency: Currency | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
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
  const { register, setValue, error } = form;
  // Typing one rate offers the other as its inverse, so the pair stays consistent.
  const rate = (k: 'rate_to_try' | 'rate_from_try') =>
    register(k, {
      onChange: (e: { target: { value: string } }) => {
        const n = Number(e.target.value.replace(',', '.'));
        const other = k === 'rate_to_try' ? 'rate_from_try' : 'rate_to_try';
        if (n > 0) setValue(other, String(Number((1 / n).toFixed(k === 'rate_to_try' ? 6 : 4))));
      },
    });
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
      <Field label="Sembol" required error={error('symbol')} hint="En fazla 5 karakter">
        {(p) => <input {...p} {...register('symbol')} className={inputClass} maxLength={5} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="TRY Kuru (1 birim = ? ₺)" required error={error('rate_to_try')}>
          {(p) => (
            <input
              {...p}
              {...rate('rate_to_try')}
              type="number"
              inputMode="decimal"
              min={0.0001}
              step={0.0001}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="TRY’den (1 ₺ = ? birim)" required error={error('rate_from_try')}>
          {(p) => (
            <input
              {...p}
              {...rate('rate_from_try')}
              type="number"
              inputMode="decimal"
              min={0.000001}
              step={0.000001}
              className={inputClass}
            />
          )}
        </Field>
      </div>
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
