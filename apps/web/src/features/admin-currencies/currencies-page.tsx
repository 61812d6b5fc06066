import { useMutation } from '@tanstack/react-query';
import { AdminListPage, actionsColumn, useAdminListPage } from '../../components/admin/admin-list-page';
import { ActiveBadge, Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { type Column } from '../../components/ui/data-table';
import { Icon } from '../../components/ui/icon';
import { actionErrorMessage } from '../../lib/admin-form';
import { currencies, updateCurrencyRates, type Currency } from './api';
import { CurrencyDialog } from './currency-dialog';

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
