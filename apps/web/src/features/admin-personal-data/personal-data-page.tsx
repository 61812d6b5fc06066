import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminQuery, EmptyList } from '../../components/ui/admin-query';
import { useBanner } from '../../components/ui/banner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { actionErrorMessage } from '../../lib/admin-form';
import { RETENTION_KEY, findPersonalData, personalDataKey, retentionStatus } from './personal-data-api';
import { EraseDialog } from './erase-dialog';
import { EmailSearchForm, FoundRecords, RetentionSection } from './personal-data-sections';
import { useApplyRetention, useErase } from './use-personal-data-actions';

/**
 * Kişisel Veri Talepleri (Yönetici only, decision 023): what is held for an e-mail address, its
 * export as JSON or CSV, its erasure now; and the retention period applied at once.
 */
export function PersonalDataPage() {
  const banner = useBanner({ floating: true });
  const [email, setEmail] = useState<string | null>(null);

  const found = useQuery({
    queryKey: personalDataKey(email ?? ''),
    queryFn: () => findPersonalData(email!),
    enabled: email !== null,
  });
  const retention = useQuery({ queryKey: RETENTION_KEY, queryFn: retentionStatus });
  const { confirmErase, setConfirmErase, erase } = useErase(email, banner);
  const { confirmRetention, setConfirmRetention, apply } = useApplyRetention(banner);

  return (
    <div>
      {banner.node}
      <PageHeader
        title="Kişisel Veri Talepleri"
        description="Bir e-posta adresine ait tüm kayıtları bulun, dışa aktarın veya kişisel verilerini silin (KVKK)."
      />
      <RetentionSection retention={retention} onApply={() => setConfirmRetention(true)} />

      <EmailSearchForm onSearch={setEmail} />

      {email === null ? (
        <EmptyList>
          Bir e-posta adresi girin; o adrese ait rezervasyonlar, tur rezervasyonları ve e-postalar burada
          listelenir.
        </EmptyList>
      ) : (
        <AdminQuery query={found} loading="Kayıtlar aranıyor" failed="Kayıtlar yüklenirken hata oluştu">
          {(d) => <FoundRecords d={d} email={email} onErase={() => setConfirmErase(true)} />}
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
            Yolculuğu {retention.data?.months ?? ''} aydan eski{' '}
            {(retention.data?.due.bookings ?? 0) + (retention.data?.due.tour_reservations ?? 0)} kaydın
            kişisel verileri (ad, iletişim, kimlik, ek yolcular, otel, uçuş, notlar, bilet görseli) silinecek;
            istatistik için gereken bilgiler kalır.
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
