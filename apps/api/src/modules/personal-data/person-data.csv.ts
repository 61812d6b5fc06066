import { formatPhone, mailStatusLabel, mailTemplateLabel, statusLabel } from '@riviera/domain';
import { dayCell, instantCell, type CsvColumn } from '../exports/csv.js';
import type { PersonData } from './person-data.service.js';

/** One line of a person's CSV export: a booking, a tour reservation or a mail, in one sheet. */
export interface PersonCsvRow {
  kind: string;
  pnr_code: string;
  status: string;
  date: string | null;
  time: string | null;
  what: string;
  name: string;
  email: string | null;
  phone: string;
  identity_number: string | null;
  hotel: string | null;
  flight: string | null;
  special_requests: string | null;
  extra_passengers: string;
  total: number | null;
  currency: string;
  created_at: string;
}

export const PERSON_CSV_COLUMNS: readonly CsvColumn<PersonCsvRow>[] = [
  { header: 'Kayıt', value: (r) => r.kind },
  { header: 'PNR', value: (r) => r.pnr_code },
  { header: 'Durum', value: (r) => r.status },
  { header: 'Tarih', value: (r) => r.date },
  { header: 'Saat', value: (r) => r.time },
  { header: 'Hizmet', value: (r) => r.what },
  { header: 'Ad Soyad', value: (r) => r.name },
  { header: 'E-posta', value: (r) => r.email },
  { header: 'Telefon', value: (r) => r.phone },
  { header: 'Kimlik / Pasaport No', value: (r) => r.identity_number },
  { header: 'Otel', value: (r) => r.hotel },
  { header: 'Uçuş', value: (r) => r.flight },
  { header: 'Özel İstekler', value: (r) => r.special_requests },
  { header: 'Ek Yolcular', value: (r) => r.extra_passengers },
  { header: 'Tutar', value: (r) => r.total, money: true },
  { header: 'Para birimi', value: (r) => r.currency },
  { header: 'Oluşturulma', value: (r) => instantCell(r.created_at) },
];

/**
 * The export document flattened to CSV lines, in the order bookings, tour reservations, mails:
 * statuses and mail kinds in Turkish, dates as the other exports write them (the JSON export keeps
 * the stored values).
 */
export function personCsvRows(data: PersonData): PersonCsvRow[] {
  const blank = {
    identity_number: null,
    hotel: null,
    flight: null,
    special_requests: null,
    extra_passengers: '',
  };
  return [
    ...data.bookings.map((b) => ({
      ...blank,
      kind: 'Transfer',
      pnr_code: b.pnr_code,
      status: statusLabel(b.status, 'tr'),
      date: dayCell(b.pickup_date),
      time: b.pickup_time,
      what: `${b.pickup_location} → ${b.destination}`,
      name: `${b.customer_first_name} ${b.customer_last_name}`,
      email: b.customer_email,
      phone: formatPhone(b.customer_phone, b.country_code),
      identity_number: b.identity_number,
      hotel: b.hotel_name,
      flight: b.flight_code,
      special_requests: b.special_requests,
      extra_passengers: b.extra_passengers
        .map((g) => [g.first_name, g.last_name, g.identity_number].filter(Boolean).join(' '))
        .join('; '),
      total: b.total_price,
      currency: b.currency,
      created_at: b.created_at,
    })),
    ...data.tour_reservations.map((t) => ({
      ...blank,
      kind: 'Tur',
      pnr_code: t.pnr_code,
      status: statusLabel(t.status, 'tr'),
      date: dayCell(t.booking_date),
      time: t.booking_time,
      what: t.tour_title,
      name: `${t.customer_name} ${t.customer_surname}`,
      email: t.customer_email,
      phone: formatPhone(t.customer_phone, t.country_code),
      special_requests: t.special_requests,
      total: t.total_price,
      currency: t.currency,
      created_at: t.created_at,
    })),
    ...data.mails.map((m) => ({
      ...blank,
      kind: 'E-posta',
      pnr_code: m.pnr_code,
      status: mailStatusLabel(m.status),
      ...sentAt(m.sent_at),
      what: `${mailTemplateLabel(m.template)} (${m.recipient === 'operator' ? 'operatöre' : 'müşteriye'})`,
      name: '',
      email: m.to_address,
      phone: '',
      special_requests: m.note,
      total: null,
      currency: '',
      created_at: m.created_at,
    })),
  ];
}

/** A mail's sending instant as the 'Tarih' and 'Saat' cells, in Istanbul time. */
function sentAt(iso: string | null): { date: string | null; time: string | null } {
  const [date = null, time = null] = instantCell(iso).split(' ').filter(Boolean);
  return { date, time };
}
