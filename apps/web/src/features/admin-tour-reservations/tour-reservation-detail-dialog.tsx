import { formatDateTimeTr, formatDateTr, formatPriceWithCents, priceLine, TOUR_EDIT_FIELD_LABELS_TR, type ChangeRequestDto, type StatusUpdate } from '@riviera/domain';
import { useState } from 'react';
import { ChangeHistory } from '../../components/admin/change-history';
import { ChangeRequestsPanel, useDecideChangeRequest } from '../../components/admin/change-requests-panel';
import { Button } from '../../components/ui/button';
import { StatusBadge } from '../../components/ui/badge';
import { InternalNotes } from '../../components/admin/internal-notes';
import { DetailItem, DetailSection, DetailText } from '../../components/ui/detail-list';
import { Dialog } from '../../components/ui/dialog';
import { StatusSelect } from '../../components/ui/status-select';
import { MailHistory } from '../../components/mail/mail-history';
import type { TourReservation } from './tour-reservations-api';
import { languageLabel } from '../../lib/language-names';
import { consentSummary } from '../../lib/consent-summary';
import { useTourReservationChanges } from './tour-reservation-edit-api';
import { TourReservationEditDialog } from './tour-reservation-edit-dialog';

/** '4 × 2.228,00 ₺ = 8.912,00 ₺': one price line, as the reservation was priced. */
const line = (count: number, unit: number, currency: string) => {
  const l = priceLine(unit, count);
  return `${count} × ${formatPriceWithCents(l.unit, currency)} = ${formatPriceWithCents(l.amount, currency)}`;
};

export function TourReservationDetailDialog({
  reservation: r,
  onClose,
  onStatus,
}: {
  reservation: TourReservation | null;
  onClose: () => void;
  onStatus: (id: number, change: StatusUpdate) => Promise<unknown>;
}) {
  // the edit's starting values and the change history (decision 031)
  const changes = useTourReservationChanges(r?.id ?? null);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<{ id: number; message: string } | null>(null);
  const editable = changes.data?.editable ?? false;
  const [accepting, setAccepting] = useState<ChangeRequestDto | null>(null);
  const decide = useDecideChangeRequest('tour-reservations', r?.id ?? 0);
  return (
    <Dialog open={r !== null} onClose={onClose} title="Tur Rezervasyonu Detayı" closeLabel="Kapat" size="lg">
      {r ? (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4">
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">PNR</p>
              <p className="font-mono text-xl font-bold tracking-wider text-slate-900">{r.pnr_code}</p>
              <p className="text-xs text-slate-500">Oluşturulma: {formatDateTimeTr(new Date(r.created_at))}</p>
            </div>
            <div className="flex flex-col items-end gap-2">
              <StatusBadge status={r.status} />
              <StatusSelect value={r.status} onSave={(s) => onStatus(r.id, s)} />
              <Button variant="secondary" onClick={() => setEditing(true)} disabled={!editable}>
                Düzenle
              </Button>
              {changes.data && !editable ? (
                <p className="max-w-[16rem] text-right text-xs text-slate-500">İptal edilmiş veya tamamlanmış bir rezervasyon düzenlenemez</p>
              ) : null}
            </div>
          </div>
          {saved && saved.id === r.id ? (
            <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
              {saved.message}
            </p>
          ) : null}
          {/* a guest's requests from the manage page: accepted through the edit, or refused with a reason */}
          <ChangeRequestsPanel
            kind="tour-reservations"
            bookingId={r.id}
            editable={editable}
            onAccept={(request) => {
              setAccepting(request);
              setEditing(true);
            }}
          />
          <DetailSection title="Müşteri Bilgileri">
            <DetailItem label="Ad Soyad" value={r.customer_name} />
            <DetailItem label="Dil" value={languageLabel(r.language)} />
            <DetailItem label="KVKK" value={consentSummary(r)} />
            <DetailItem label="E-posta" value={<a href={`mailto:${r.customer_email}`} className="text-sea-700 hover:underline">{r.customer_email}</a>} />
            <DetailItem label="Telefon" value={r.customer_phone ? <a href={`tel:${r.customer_phone.replace(/\s+/g, '')}`} className="text-sea-700 hover:underline">{r.customer_phone}</a> : null} />
          </DetailSection>
          <DetailSection title="Tur Bilgileri">
            <DetailItem label="Tur" value={r.tour.title} />
            <DetailItem label="Konum" value={r.tour.location} />
            <DetailItem label="Süre" value={r.tour.duration} />
            <DetailItem label="Tarih ve Saat" value={`${formatDateTr(r.booking_date)} ${r.booking_time}`} />
            {/* the pickup as the guest was told it (decision 038); 'Düzenle' changes it */}
            {r.pickup ? (
              <>
                <DetailItem label="Alış Bölgesi" value={r.pickup.zone} />
                <DetailItem label="Otel / Adres" value={r.pickup.place} />
                <DetailItem
                  label="Alış Saati"
                  value={r.pickup.date === r.booking_date ? r.pickup.time : `${formatDateTr(r.pickup.date)} ${r.pickup.time}`}
                />
              </>
            ) : null}
            <DetailItem label="Kişi Sayısı" value={`${r.passenger_count} yetişkin`} />
            <DetailItem label="Çocuk Sayısı" value={r.children_count > 0 ? `${r.children_count} çocuk` : 'Yok'} />
          </DetailSection>
          <DetailSection title="Fiyat Detayı">
            {/* Each line is count × the stored unit price; they add up to the total (decision 027). */}
            <DetailItem label="Yetişkin Fiyatı" value={line(r.passenger_count, r.unit_price, r.currency)} />
            {r.children_count > 0 ? <DetailItem label="Çocuk Fiyatı" value={r.children_price === 0 ? 'Ücretsiz' : line(r.children_count, r.children_price, r.currency)} /> : null}
            <DetailItem label="Toplam Tutar" value={<span className="text-base font-bold text-slate-900">{formatPriceWithCents(r.total_price, r.currency)}</span>} />
            {r.currency !== 'EUR' ? <DetailItem label="Euro Karşılığı" value={formatPriceWithCents(r.total_eur, 'EUR')} /> : null}
          </DetailSection>
          <DetailText title="Özel İstekler" text={r.special_requests} />
          {changes.data ? <ChangeHistory history={changes.data.history} currency={r.currency} labels={TOUR_EDIT_FIELD_LABELS_TR} /> : null}
          <MailHistory kind="tour-reservations" id={r.id} status={r.status} />
          <InternalNotes target="tour-reservations" id={r.id} />
          <TourReservationEditDialog
            reservationId={r.id}
            view={editing ? (changes.data ?? null) : null}
            // a tour's pickup is its hotel; the asked time is read in the request and a departure chosen
            prefill={accepting?.asked.hotel && changes.data?.pickups.length ? { pickup_place: accepting.asked.hotel } : undefined}
            onClose={() => {
              setEditing(false);
              setAccepting(null);
            }}
            onSaved={(message) => {
              setEditing(false);
              setSaved({ id: r.id, message });
              // the edit saved: the request is accepted and the guest told
              if (accepting)
                void decide(accepting.id, 'accepted', null).then(
                  () => setSaved({ id: r.id, message: `${message} · Değişiklik talebi kabul edildi, müşteriye bildirildi` }),
                  () => setSaved({ id: r.id, message: `${message} · Talep kabul edilemedi, lütfen tekrar deneyin` }),
                );
              setAccepting(null);
            }}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
