import { formatDateTr, personalDataEmailSchema, statusLabel } from '@riviera/domain';
import { Badge } from '../../components/ui/badge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AdminQuery, EmptyList } from '../../components/ui/admin-query';
import { useBanner } from '../../components/ui/banner';
import { Button, buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field, inputClass } from '../../components/ui/field';
import { Icon } from '../../components/ui/icon';
import { PageHeader } from '../../components/ui/page-header';
import { actionErrorMessage } from '../../lib/admin-form';
import {
  RETENTION_KEY,
  anonymisePersonalData,
  findPersonalData,
  personalDataExportUrl,
  personalDataKey,
  retentionStatus,
  runRetention,
} from './personal-data-api';
import { EraseDialog } from './erase-dialog';

const KIND_LABEL = { booking: 'Transfer', tour_reservation: 'Tur' } as const;

/**
 * Kişisel Veri Talepleri (Yönetici only, decision 023): what is held for an e-mail address, its
 * export as JSON or CSV, its erasure now; and the retention period applied at once.
 */
export function PersonalDataPage() {
  const queryClient = useQueryClient();
  const banner = useBanner({ floating: true });
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const [email, setEmail] = useState<string | null>(null);
  const [confirmErase, setConfirmErase] = useState(false);
  const [confirmRetention, setConfirmRetention] = useState(false);

  const found = useQuery({ queryKey: personalDataKey(email ?? ''), queryFn: () => findPersonalData(email!), enabled: email !== null });
  const retention = useQuery({ queryKey: RETENTION_KEY, queryFn: retentionStatus });

  const erase = useMutation({
    mutationFn: (cancelUpcoming: boolean) => anonymisePersonalData(email!, cancelUpcoming),
    onSuccess: async (res) => {
      setConfirmErase(false);
      banner.show('success', res.message ?? 'Kişisel veriler silindi');
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  const apply = useMutation({
    mutationFn: runRetention,
    onSuccess: async (res) => {
      setConfirmRetention(false);
      const n = res.data.bookings + res.data.tour_reservations;
      banner.show('success', n > 0 ? `${res.message ?? 'Saklama süresi uygulandı'}: ${n}` : (res.message ?? 'Hiçbir şey değişmedi'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = personalDataEmailSchema.safeParse({ email: typed });
    if (!parsed.success) {
      setTypedError('Geçerli bir e-posta adresi girin');
      return;
    }
    setTypedError(undefined);
    setEmail(parsed.data.email);
  };

  return (
    <div>
      {banner.node}
      <PageHeader
        title="Kişisel Veri Talepleri"
        description="Bir e-posta adresine ait tüm kayıtları bulun, dışa aktarın veya kişisel verilerini silin (KVKK)."
      />

      <section className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="retention-title">
        <h3 id="retention-title" className="font-semibold text-slate-900">
          Saklama süresi
        </h3>
        <AdminQuery query={retention} loading="Saklama süresi yükleniyor" failed="Saklama süresi yüklenirken hata oluştu">
          {(r) => (
            <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-600" data-testid="retention-status">
                Yolculuğu {r.months} aydan eski kayıtların kişisel verileri silinir ({formatDateTr(r.cutoff)} öncesi). Şu an süresi dolmuş:{' '}
                <strong>{r.due.bookings}</strong> transfer, <strong>{r.due.tour_reservations}</strong> tur rezervasyonu.
              </p>
              <Button variant="danger" onClick={() => setConfirmRetention(true)}>
                Saklama süresini şimdi uygula
              </Button>
            </div>
          )}
        </AdminQuery>
      </section>

      <form onSubmit={submit} className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <Field label="E-posta adresi" error={typedError} className="flex-1">
          {(p) => (
            <input {...p} type="email" inputMode="email" autoComplete="off" className={inputClass} value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="ornek@eposta.com" />
          )}
        </Field>
        <Button type="submit" className="sm:mb-0.5">
          <Icon name="search" className="h-4 w-4" />
          Ara
        </Button>
      </form>

      {email === null ? (
        <EmptyList>Bir e-posta adresi girin; o adrese ait rezervasyonlar, tur rezervasyonları ve e-postalar burada listelenir.</EmptyList>
      ) : (
        <AdminQuery query={found} loading="Kayıtlar aranıyor" failed="Kayıtlar yüklenirken hata oluştu">
          {(d) => {
            const total = d.counts.bookings + d.counts.tour_reservations + d.counts.deleted_records;
            return (
              <section aria-label="Bulunan kayıtlar" className="space-y-4">
                <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4" data-testid="personal-data-counts">
                  {[
                    ['Transfer', d.counts.bookings],
                    ['Tur', d.counts.tour_reservations],
                    ['E-posta', d.counts.mails],
                    ['Silinmiş kayıt', d.counts.deleted_records],
                  ].map(([label, n]) => (
                    <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
                      <dt className="text-xs text-slate-500">{label}</dt>
                      <dd className="text-xl font-bold text-slate-900">{n}</dd>
                    </div>
                  ))}
                </dl>
                {total === 0 ? (
                  <EmptyList>Bu e-posta adresine ait kayıt bulunamadı.</EmptyList>
                ) : (
                  <>
                    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
                      {d.records.map((r) => (
                        <li key={`${r.kind}-${r.id}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                          <span className="font-mono font-semibold text-slate-900">{r.pnr_code}</span>
                          <span className="text-slate-600">{KIND_LABEL[r.kind]}</span>
                          <span className="order-last w-full min-w-0 truncate text-slate-700 sm:order-none sm:w-auto sm:flex-1">{r.name}</span>
                          <span className="text-slate-600">
                            {formatDateTr(r.trip_date)}
                            {r.trip_time ? ` ${r.trip_time}` : ''}
                          </span>
                          <span className="text-slate-600">{statusLabel(r.status)}</span>
                          {r.upcoming ? <Badge tone="warning">Yaklaşan yolculuk</Badge> : null}
                        </li>
                      ))}
                    </ul>
                    <div className="flex flex-col gap-2 sm:flex-row">
                      <a href={personalDataExportUrl(email, 'json')} download className={buttonClass('secondary')} data-testid="export-json">
                        <Icon name="download" className="h-4 w-4" />
                        JSON indir
                      </a>
                      <a href={personalDataExportUrl(email, 'csv')} download className={buttonClass('secondary')} data-testid="export-csv">
                        <Icon name="download" className="h-4 w-4" />
                        CSV indir
                      </a>
                      <Button variant="danger" onClick={() => setConfirmErase(true)} className="sm:ml-auto">
                        <Icon name="trash" className="h-4 w-4" />
                        Kişisel verileri sil
                      </Button>
                    </div>
                  </>
                )}
              </section>
            );
          }}
        </AdminQuery>
      )}

      <EraseDialog
        key={confirmErase ? `open-${email}` : 'closed'}
        open={confirmErase}
        email={email}
        summary={found.data}
        busy={erase.isPending}
        error={erase.isError ? actionErrorMessage(erase.error, 'Kişisel veriler silinemedi') : null}
        onConfirm={(cancelUpcoming) => erase.mutate(cancelUpcoming)}
        onCancel={() => {
          erase.reset();
          setConfirmErase(false);
        }}
      />
      <ConfirmDialog
        open={confirmRetention}
        title="Saklama süresini şimdi uygula"
        message={
          <p>
            Yolculuğu {retention.data?.months ?? ''} aydan eski {(retention.data?.due.bookings ?? 0) + (retention.data?.due.tour_reservations ?? 0)} kaydın
            kişisel verileri (ad, iletişim, kimlik, ek yolcular, otel, uçuş, notlar, bilet görseli) silinecek; istatistik için gereken bilgiler kalır.
          </p>
        }
        warning="Bu işlem geri alınamaz!"
        confirmLabel="Uygula"
        busy={apply.isPending}
        busyLabel="Uygulanıyor…"
        error={apply.isError ? actionErrorMessage(apply.error, 'Saklama süresi uygulanamadı') : null}
        onConfirm={() => apply.mutate()}
        onCancel={() => {
          apply.reset();
          setConfirmRetention(false);
        }}
      />
    </div>
  );
}
