import {
  channelLabel,
  JOB_LEG_LABELS,
  bookingDisplayCode,
  flightText,
  formatPhone,
  luggageText,
  statusLabel,
  type JobDto,
} from '@riviera/domain';
import type { Selectable } from 'kysely';
import type { TourReservationsTable } from '../../db/schema.js';
import { dayCell, instantCell, type CsvColumn } from './csv.js';

/** What a bookings export row carries (the list's columns plus the vehicle type and trip type). */
export interface BookingExportRow {
  id: number;
  pnr_code: string | null;
  status: string;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  country_code: string;
  customer_phone: string;
  pickup_location: string;
  destination: string;
  pickup_date: string;
  pickup_time: string | null;
  passengers: number;
  vehicle_type_key: string | null;
  trip_type: string;
  total_price: number;
  currency: string;
  created_at: string;
}

/** The stored number once, in the international format (decision 026; rows from before E.164 too). */
const phone = (cc: string, n: string) => formatPhone(n, cc);
const created = instantCell;

/**
 * The bookings list as a spreadsheet: Turkish headings, one row per booking. `typeNames` gives a
 * vehicle type's Turkish name by its key (a type deleted since shows its key).
 */
export const bookingColumns = (
  typeNames: ReadonlyMap<string, string>,
): readonly CsvColumn<BookingExportRow>[] => [
  { header: 'PNR', value: (r) => bookingDisplayCode(r.pnr_code, r.id) },
  { header: 'Durum', value: (r) => statusLabel(r.status, 'tr') },
  { header: 'Müşteri', value: (r) => `${r.customer_first_name} ${r.customer_last_name}` },
  { header: 'E-posta', value: (r) => r.customer_email },
  { header: 'Telefon', value: (r) => phone(r.country_code, r.customer_phone) },
  { header: 'Nereden', value: (r) => r.pickup_location },
  { header: 'Nereye', value: (r) => r.destination },
  { header: 'Tarih', value: (r) => dayCell(r.pickup_date) },
  { header: 'Saat', value: (r) => r.pickup_time ?? '' },
  { header: 'Yolcu', value: (r) => r.passengers },
  {
    header: 'Araç tipi',
    value: (r) => (r.vehicle_type_key ? (typeNames.get(r.vehicle_type_key) ?? r.vehicle_type_key) : ''),
  },
  { header: 'Yolculuk', value: (r) => (r.trip_type === 'round_trip' ? 'Gidiş-Dönüş' : 'Tek Yön') },
  { header: 'Tutar', value: (r) => r.total_price, money: true },
  { header: 'Para birimi', value: (r) => r.currency },
  { header: 'Oluşturulma', value: (r) => created(r.created_at) },
];

type TourReservationRow = Selectable<TourReservationsTable>;

/** The tour reservations list as a spreadsheet. */
export const TOUR_RESERVATION_COLUMNS: readonly CsvColumn<TourReservationRow>[] = [
  { header: 'PNR', value: (r) => r.pnr_code },
  { header: 'Durum', value: (r) => statusLabel(r.status, 'tr') },
  { header: 'Müşteri', value: (r) => `${r.customer_name} ${r.customer_surname}` },
  { header: 'E-posta', value: (r) => r.customer_email },
  { header: 'Telefon', value: (r) => phone(r.country_code, r.customer_phone) },
  { header: 'Tur', value: (r) => r.tour_title },
  { header: 'Konum', value: (r) => r.tour_location },
  { header: 'Tarih', value: (r) => dayCell(r.booking_date) },
  { header: 'Saat', value: (r) => r.booking_time },
  { header: 'Yetişkin', value: (r) => r.passenger_count },
  { header: 'Çocuk', value: (r) => r.children_count },
  { header: 'Tutar', value: (r) => r.total_price, money: true },
  { header: 'Para birimi', value: (r) => r.currency },
  // who sold it: 'Web sitesi' or the reseller's name (decision 041)
  { header: 'Kanal', value: (r) => channelLabel(r.channel) },
  { header: 'Oluşturulma', value: (r) => created(r.created_at) },
];

/**
 * The dispatch board's day as a spreadsheet, one row per job in the board's order: what staff
 * see on the board and nothing more (no prices, no e-mail).
 */
export const JOB_COLUMNS: readonly CsvColumn<JobDto>[] = [
  { header: 'Tarih', value: (j) => dayCell(j.date) },
  { header: 'Saat', value: (j) => j.time ?? '' },
  { header: 'Tür', value: (j) => JOB_LEG_LABELS[j.leg] },
  { header: 'PNR', value: (j) => j.pnr },
  { header: 'Durum', value: (j) => statusLabel(j.status, 'tr') },
  { header: 'Müşteri', value: (j) => j.customer_name },
  { header: 'Telefon', value: (j) => j.customer_phone },
  { header: 'Nereden', value: (j) => j.from },
  { header: 'Nereye', value: (j) => j.to },
  { header: 'Uçuş', value: (j) => flightText(j) ?? '' },
  { header: 'Yetişkin', value: (j) => j.adults },
  { header: 'Çocuk', value: (j) => j.children },
  { header: 'Bagaj', value: (j) => luggageText(j.luggage) ?? '' },
  { header: 'Araç tipi', value: (j) => j.vehicle_type ?? '' },
  { header: 'Ekstralar', value: (j) => j.extras.join(', ') },
  { header: 'Otel', value: (j) => j.hotel ?? '' },
  { header: 'Sürücü', value: (j) => j.driver?.name ?? '' },
  { header: 'Plaka', value: (j) => j.driver?.plate ?? '' },
  { header: 'Araç', value: (j) => j.vehicle?.name ?? '' },
  { header: 'Not', value: (j) => j.note ?? '' },
  { header: 'İstek', value: (j) => j.special_requests ?? '' },
];
