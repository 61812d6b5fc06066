import { IMAGE_THUMBNAIL_MAX_HEIGHT_PX, formatDateTr, formatPriceWithCents } from '@riviera/domain';
import { DetailItem, DetailSection } from '../../components/ui/detail-list';
import { Icon } from '../../components/ui/icon';
import { consentSummary } from '../../lib/consent-summary';
import { languageLabel } from '../../lib/language-names';
import type { BookingDetail } from './bookings-api';

/** The booking detail dialog's read-only sections: who, the trip, the flight, the price, the extras. */

const TRIP_TYPES = { one_way: 'Tek Yön', round_trip: 'Gidiş-Dönüş' } as const;

/** A price in the booking's currency; 0 reads 'Ücretsiz' (back-office §2). */
const money = (amount: number, currency: string) =>
  amount === 0 ? 'Ücretsiz' : formatPriceWithCents(amount, currency);

export function BookingDetailFacts({ b }: { b: BookingDetail }) {
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <CustomerSection b={b} />
        <TripSection b={b} />
        <FlightSection b={b} />
        <PriceSection b={b} />
      </div>

      <ExtrasSection b={b} />
    </>
  );
}

function CustomerSection({ b }: { b: BookingDetail }) {
  return (
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
            <a href={`tel:${b.customer.phone.replace(/\s+/g, '')}`} className="text-sea-700 hover:underline">
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
  );
}

function TripSection({ b }: { b: BookingDetail }) {
  const luggage = [
    ['Büyük', b.luggage.large],
    ['Orta', b.luggage.medium],
    ['Küçük', b.luggage.small],
    ['El', b.luggage.hand],
  ].filter(([, n]) => Number(n) > 0);
  return (
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
            b.return_date ? `${formatDateTr(b.return_date)}${b.return_time ? ` ${b.return_time}` : ''}` : null
          }
        />
      ) : null}
      {luggage.length ? (
        <DetailItem label="Bagaj" value={luggage.map(([k, n]) => `${k}: ${n}`).join(' · ')} />
      ) : null}
    </DetailSection>
  );
}

function FlightSection({ b }: { b: BookingDetail }) {
  return (
    <DetailSection title="Uçuş Bilgileri">
      <DetailItem label="İniş Saati" value={b.departure_flight_time} />
      <DetailItem label="Kalkış Saati" value={b.arrival_flight_time} />
      <DetailItem label="Uçuş Kodu" value={b.flight_code} />
      <DetailItem label="Otel Adı" value={b.hotel_name} />
    </DetailSection>
  );
}

function PriceSection({ b }: { b: BookingDetail }) {
  return (
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
  );
}

function ExtrasSection({ b }: { b: BookingDetail }) {
  return (
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
  );
}

export function TicketImageSection({ b }: { b: BookingDetail }) {
  return (
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
  );
}
