import { formatDateTr, formatPriceWithCents, priceLine } from '@riviera/domain';
import { DetailItem, DetailSection } from '../../components/ui/detail-list';
import { consentSummary } from '../../lib/consent-summary';
import { languageLabel } from '../../lib/language-names';
import type { TourReservation } from './tour-reservations-api';

/** The tour reservation detail dialog's read-only sections (its header is RecordHeader). */

/** '4 × 2.228,00 ₺ = 8.912,00 ₺': one price line, as the reservation was priced. */
const line = (count: number, unit: number, currency: string) => {
  const l = priceLine(unit, count);
  return `${count} × ${formatPriceWithCents(l.unit, currency)} = ${formatPriceWithCents(l.amount, currency)}`;
};

/** Who, the tour with its pickup, and the price lines. */
export function ReservationFacts({ r }: { r: TourReservation }) {
  return (
    <>
      <DetailSection title="Müşteri Bilgileri">
        <DetailItem label="Ad Soyad" value={r.customer_name} />
        <DetailItem label="Dil" value={languageLabel(r.language)} />
        <DetailItem label="KVKK" value={consentSummary(r)} />
        <DetailItem
          label="E-posta"
          value={
            <a href={`mailto:${r.customer_email}`} className="text-sea-700 hover:underline">
              {r.customer_email}
            </a>
          }
        />
        <DetailItem
          label="Telefon"
          value={
            r.customer_phone ? (
              <a
                href={`tel:${r.customer_phone.replace(/\s+/g, '')}`}
                className="text-sea-700 hover:underline"
              >
                {r.customer_phone}
              </a>
            ) : null
          }
        />
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
              value={
                r.pickup.date === r.booking_date
                  ? r.pickup.time
                  : `${formatDateTr(r.pickup.date)} ${r.pickup.time}`
              }
            />
          </>
        ) : null}
        <DetailItem label="Kişi Sayısı" value={`${r.passenger_count} yetişkin`} />
        <DetailItem label="Çocuk Sayısı" value={r.children_count > 0 ? `${r.children_count} çocuk` : 'Yok'} />
      </DetailSection>
      <DetailSection title="Fiyat Detayı">
        {/* Each line is count × the stored unit price; they add up to the total (decision 027). */}
        <DetailItem label="Yetişkin Fiyatı" value={line(r.passenger_count, r.unit_price, r.currency)} />
        {r.children_count > 0 ? (
          <DetailItem
            label="Çocuk Fiyatı"
            value={r.children_price === 0 ? 'Ücretsiz' : line(r.children_count, r.children_price, r.currency)}
          />
        ) : null}
        <DetailItem
          label="Toplam Tutar"
          value={
            <span className="text-base font-bold text-slate-900">
              {formatPriceWithCents(r.total_price, r.currency)}
            </span>
          }
        />
        {r.currency !== 'EUR' ? (
          <DetailItem label="Euro Karşılığı" value={formatPriceWithCents(r.total_eur, 'EUR')} />
        ) : null}
      </DetailSection>
    </>
  );
}
