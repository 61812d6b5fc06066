import { upcomingTripLabel, type PersonalDataSummaryDto } from '@riviera/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

interface EraseDialogProps {
  open: boolean;
  email: string | null;
  summary: PersonalDataSummaryDto | undefined;
  busy: boolean;
  error: string | null;
  onConfirm: (cancelUpcoming: boolean) => void;
  onCancel: () => void;
}

/**
 * 'Kişisel verileri sil', said before it happens. A pending or confirmed trip still to come would
 * stay on the board as 'Anonim' with no phone or flight (issue 28): the dialog names each one and
 * erases only once staff tick that they are cancelled in the same step; the server refuses otherwise.
 */
export function EraseDialog({ open, email, summary, busy, error, onConfirm, onCancel }: EraseDialogProps) {
  const [cancelUpcoming, setCancelUpcoming] = useState(false);
  const upcoming = summary?.records.filter((r) => r.upcoming) ?? [];
  const close = () => {
    setCancelUpcoming(false);
    onCancel();
  };
  return (
    <ConfirmDialog
      open={open}
      title="Kişisel verileri sil"
      message={
        <div className="space-y-3">
          <p>
            <strong className="break-all">{email}</strong> adresine ait {summary?.counts.bookings ?? 0} transfer ve {summary?.counts.tour_reservations ?? 0} tur
            rezervasyonunda ad, e-posta, telefon, kimlik/pasaport numarası, ek yolcular, otel, uçuş, özel istekler, bilet görseli, iç notlar ve
            e-posta adresleri silinecek
            {summary?.counts.deleted_records ? `; silinmiş ${summary.counts.deleted_records} kaydın denetim kaydındaki kişisel verileri de silinecek` : ''}. Tarih,
            güzergah, araç tipi, fiyat, durum ve PNR istatistik için kalır.
          </p>
          {upcoming.length > 0 ? (
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="upcoming-trips">
              <p className="font-semibold">Bu kişinin iptal edilmemiş gelecek yolculukları var; silmeden önce iptal edilmeleri gerekir:</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {upcoming.map((r) => (
                  <li key={`${r.kind}-${r.id}`} className="font-mono text-xs sm:text-sm">
                    {upcomingTripLabel(r)}
                  </li>
                ))}
              </ul>
              <label className="mt-3 flex items-start gap-2 font-medium">
                <input type="checkbox" className="mt-1 h-4 w-4" checked={cancelUpcoming} onChange={(e) => setCancelUpcoming(e.target.checked)} />
                <span>Bu {upcoming.length} yolculuğu iptal et ve kişisel verileri sil (müşteriye iptal e-postası gitmez)</span>
              </label>
            </div>
          ) : null}
        </div>
      }
      warning="Bu işlem geri alınamaz!"
      confirmLabel={upcoming.length > 0 ? 'İptal et ve sil' : 'Sil'}
      confirmDisabled={upcoming.length > 0 && !cancelUpcoming}
      busy={busy}
      busyLabel="Siliniyor…"
      error={error}
      onConfirm={() => onConfirm(upcoming.length > 0 && cancelUpcoming)}
      onCancel={close}
    />
  );
}
