import {
  IMAGE_THUMBNAIL_MAX_HEIGHT_PX,
  adminBookingStatus,
  formatDateTimeTr,
  formatDateTr,
  formatPriceWithCents,
} from '@riviera/domain';
import { InternalNotes } from '../../components/admin/internal-notes';
import { DetailItem, DetailSection, DetailText } from '../../components/ui/detail-list';
import { languageLabel } from '../../lib/language-names';
import { consentSummary } from '../../lib/consent-summary';
import { Dialog } from '../../components/ui/dialog';
import { Icon } from '../../components/ui/icon';
import { StatusBadge } from '../../components/ui/badge';
import { StatusSelect } from '../../components/ui/status-select';
import { useBookingDetail, type BookingDetail } from './bookings-api';
import type { StatusUpdate } from '@riviera/domain';
import { AdminQuery } from '../../components/ui/admin-query';
import { MailHistory } from '../../components/mail/mail-history';
import { Button } from '../../components/ui/button';
import { useState } from 'react';
import { useBookingChanges } from './booking-edit-api';
import { ChangeHistory } from '../../components/admin/change-history';
import { BookingEditDialog } from './booking-edit-dialog';
import { ChangeRequestsPanel, useDecideChangeRequest } from '../../components/admin/change-requests-panel';
import type { ChangeRequestDto } from '@riviera/domain';

const TRIP_TYPES = { one_way: 'Tek Yön', round_trip: 'Gidiş-Dönüş' } as const;

/** A price in the booking's currency; 0 reads 'Ücretsiz' (back-office §2). */
const money = (amount: number, currency: string) =>
  amount === 0 ? 'Ücretsiz' : formatPriceWithCents(amount, currency);

function Body({ b, onStatus }: { b: BookingDetail; onStatus: (change: StatusUpdate) => Promise<unknown> }) {
  const changes = useBookingChanges(b.id);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  // the change request being accepted: the edit opens with what the customer asked
  const [accepting, setAccepting] = useState<ChangeRequestDto | null>(null);
  const decide = useDecideChangeRequest('bookings', b.id);
  const editable = changes.data?.editable ?? false;
  const luggage = [
    ['Büyük', b.luggage.large],
    ['Orta', b.luggage.medium],
    ['Küçük', b.luggage.small],
    ['El', b.luggage.hand],
  ].filter(([, n]) => Number(n) > 0);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">PNR</p>
          <p className="font-mono text-xl font-bold tracking-wider text-slate-900" data-testid="detail-pnr">
            {b.display_code}
          </p>
          <p className="text-xs text-slate-500">
            #{b.id} · {b.booking_number} · {formatDateTimeTr(new Date(b.created_at))}
          </p>
        </div>
        <div className="flex flex-col items-end gap-2">
          <StatusBadge status={adminBookingStatus(b.status)} />
          <StatusSelect value={adminBookingStatus(b.status)} onSave={onStatus} />
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={!editable}>
            Düzenle
          </Button>
          {changes.data && !editable ? (
            <p className="max-w-[16rem] text-right text-xs text-slate-500">
              İptal edilmiş veya tamamlanmış bir rezervasyon düzenlenemez
            </p>
          ) : null}
        </div>
      </div>
      {saved ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {saved}
        </p>
      ) : null}
      <BookingEditDialog
        bookingId={b.id}
        view={editing ? (changes.data ?? null) : null}
        prefill={
          accepting
            ? {
                ...(accepting.asked.pickup_time ? { pickup_time: accepting.asked.pickup_time } : {}),
                ...(accepting.asked.flight_code ? { flight_code: accepting.asked.flight_code } : {}),
                ...(accepting.asked.landing_time
                  ? { departure_flight_time: accepting.asked.landing_time }
                  : {}),
                ...(accepting.asked.hotel ? { hotel_name: accepting.asked.hotel } : {}),
              }
            : undefined
        }
        onClose={() => {
          setEditing(false);
          setAccepting(null);
        }}
        onSaved={(message) => {
          setEditing(false);
          setSaved(message);
          // the edit saved: the request is accepted and the customer told
          if (accepting)
            void decide(accepting.id, 'accepted', null).then(
              () => setSaved(`${message} · Değişiklik talebi kabul edildi, müşteriye bildirildi`),
              () => setSaved(`${message} · Talep kabul edilemedi, lütfen tekrar deneyin`),
            );
          setAccepting(null);
        }}
      />
      <ChangeRequestsPanel
        bookingId={b.id}
        editable={editable}
        onAccept={(request) => {
          setAccepting(request);
          setEditing(true);
        }}
      />

      <div className="grid gap-4 md:grid-cols-2">
        <DetailSection title="Müşteri Bilgileri">
          <DetailItem label="Ad Soyad" value={b.customer.name} />
          <DetailItem label="Dil" value={languageLabel(b.language)} />
          <DetailItem label="KVKK" value={consentSummary(b)} />
          <DetailItem
            label="E-posta"
            value={
              <a href={`mailto:${b.customer.email}`} className="text-sea-700 hover:underline">
                {b.customer.email}
              </a>
            }
          />
          {b.customer.phone ? (
            <DetailItem
              label="Telefon"
              value={
                <a
                  href={`tel:${b.customer.phone.replace(/\s+/g, '')}`}
                  className="text-sea-700 hover:underline"
                >
                  {b.customer.phone}
                </a>
              }
            />
          ) : null}
          {b.company ? <DetailItem label="Firma" value={b.company} /> : null}
          {b.identity_number ? <DetailItem label="TC / Pasaport" value={b.identity_number} /> : null}
          {b.main_passenger ? (
            <DetailItem
              label="Ana Yolcu"
              value={`${b.main_passenger.name}${b.main_passenger.phone ? ` · ${b.main_passenger.phone}` : ''}`}
            />
          ) : null}
          {b.guests.length ? (
            <DetailItem
              label="Diğer Yolcular"
              value={b.guests.map((g) => `${g.first_name} ${g.last_name}`).join(', ')}
            />
          ) : null}
        </DetailSection>

        <DetailSection title="Yolculuk Bilgileri">
          <DetailItem label="Alış Yeri" value={b.pickup_location} />
          <DetailItem label="Varış Yeri" value={b.destination} />
          <DetailItem label="Tarih" value={formatDateTr(b.pickup_date)} />
          <DetailItem label="Alış Saati" value={b.pickup_time} />
          <DetailItem label="Yolcu Sayısı" value={`${b.passengers} kişi`} />
          <DetailItem
            label="Araç"
            value={
              b.vehicle
                ? `${b.vehicle.name}${b.vehicle.vehicle_type && b.vehicle.vehicle_type.name !== b.vehicle.name ? ` (${b.vehicle.vehicle_type.name})` : ''}`
                : null
            }
          />
          <DetailItem label="Yolculuk Tipi" value={TRIP_TYPES[b.trip_type]} />
          {b.trip_type === 'round_trip' ? (
            <DetailItem
              label="Dönüş"
              value={
                b.return_date
                  ? `${formatDateTr(b.return_date)}${b.return_time ? ` ${b.return_time}` : ''}`
                  : null
              }
            />
          ) : null}
          {luggage.length ? (
            <DetailItem label="Bagaj" value={luggage.map(([k, n]) => `${k}: ${n}`).join(' · ')} />
          ) : null}
        </DetailSection>

        <DetailSection title="Uçuş Bilgileri">
          <DetailItem label="İniş Saati" value={b.departure_flight_time} />
          <DetailItem label="Kalkış Saati" value={b.arrival_flight_time} />
          <DetailItem label="Uçuş Kodu" value={b.flight_code} />
          <DetailItem label="Otel Adı" value={b.hotel_name} />
        </DetailSection>

        <DetailSection title="Fiyat Detayı">
          <DetailItem
            label="Toplam Tutar"
            value={
              <span className="text-base font-bold text-slate-900">
                {formatPriceWithCents(b.price.total, b.price.currency)}
              </span>
            }
          />
          <DetailItem label="Temel Fiyat" value={money(b.price.base_price, b.price.currency)} />
          <DetailItem label="Ekstra Hizmetler" value={money(b.price.extras_total, b.price.currency)} />
          {b.price.round_trip_applied ? (
            <DetailItem label="Gidiş-Dönüş İndirimi" value={`%${b.price.round_trip_discount_percent}`} />
          ) : null}
          {b.price.currency !== 'EUR' ? (
            <DetailItem label="Euro Karşılığı" value={formatPriceWithCents(b.price.total_eur, 'EUR')} />
          ) : null}
        </DetailSection>
      </div>

      <DetailSection title="Seçilen Ekstra Hizmetler">
        {b.extras.length === 0 ? (
          <dd className="text-slate-400 sm:col-span-2">Ekstra hizmet seçilmemiş</dd>
        ) : (
          b.extras.map((e, i) => (
            <DetailItem
              key={i}
              label={
                <span>
                  {e.icon ? `${e.icon} ` : ''}
                  {e.name}
                </span>
              }
              value={money(e.price, b.price.currency)}
            />
          ))
        )}
      </DetailSection>

      <div className="grid gap-4 md:grid-cols-2">
        <section className="rounded-xl border border-slate-200 p-4">
          <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">Bilet Görseli</h3>
          {b.ticket_image ? (
            <a
              href={b.ticket_image}
              target="_blank"
              rel="noopener noreferrer"
              className="group inline-block"
              title="Yeni sekmede aç"
            >
              <img
                src={b.ticket_image}
                alt={`${b.display_code} bilet görseli`}
                style={{ maxHeight: IMAGE_THUMBNAIL_MAX_HEIGHT_PX }}
                className="max-w-full rounded-lg border border-slate-200 object-contain group-hover:opacity-90"
              />
              <span className="mt-1 inline-flex items-center gap-1 text-xs text-sea-700">
                Yeni sekmede aç <Icon name="external" className="h-3 w-3" />
              </span>
            </a>
          ) : (
            <p className="text-sm text-slate-400">Bilgi yok</p>
          )}
        </section>
        <DetailText title="Özel İstekler" text={b.special_requests} />
        {changes.data ? (
          <ChangeHistory history={changes.data.history} currency={changes.data.price.currency} />
        ) : null}
        <MailHistory kind="bookings" id={b.id} status={b.status} />
        <InternalNotes target="bookings" id={b.id} />
      </div>
    </div>
  );
}

export function BookingDetailDialog({
  bookingId,
  onClose,
  onStatus,
}: {
  bookingId: number | null;
  onClose: () => void;
  onStatus: (id: number, change: StatusUpdate) => Promise<unknown>;
}) {
  const detail = useBookingDetail(bookingId);
  return (
    <Dialog
      open={bookingId !== null}
      onClose={onClose}
      title="Rezervasyon Detayı"
      closeLabel="Kapat"
      size="xl"
    >
      <AdminQuery
        query={detail}
        loading="Rezervasyon yükleniyor…"
        failed="Rezervasyon yüklenirken hata oluştu"
      >
        {(data) => <Body b={data} onStatus={(s) => onStatus(data.id, s)} />}
      </AdminQuery>
    </Dialog>
  );
}
