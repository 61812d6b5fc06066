import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, NewBooking, NewTour } from '../db/schema.js';
import { issuePnr } from '../modules/pnr/pnr.issuer.js';

/**
 * Test data written straight to the database, shaped like what the public booking flows store
 * (a PNR from issuePnr, the price breakdown and the rates used). Every field can be overridden.
 */
type Db = Kysely<Database>;
const unique = () => randomBytes(3).toString('hex');

export async function insertTour(db: Db, overrides: Partial<NewTour> = {}) {
  const now = new Date().toISOString();
  return db
    .insertInto('tours')
    .values({
      title: `Tekne Turu ${unique()}`,
      category: 'deniz',
      description: 'Koylarda yüzme molalı tam gün tekne turu',
      price: 45,
      children_price: 22.5,
      currency: 'EUR',
      duration: 'Tam gün (8 saat)',
      location: 'Kemer',
      image: null,
      features: '[]',
      inclusions: '[]',
      exclusions: '[]',
      is_active: 1,
      sort_order: 1,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface BookingFactoryOptions {
  extras?: { name: string; icon?: string; price_euro: number }[];
}

export async function insertBooking(db: Db, overrides: Partial<Omit<NewBooking, 'pnr_code'>> = {}, opts: BookingFactoryOptions = {}) {
  return db.transaction().execute(async (trx) => {
    const pnr = await issuePnr(trx, 'transfer');
    const now = overrides.created_at ?? new Date().toISOString();
    const first = overrides.customer_first_name ?? 'Ayşe';
    const last = overrides.customer_last_name ?? 'Yılmaz';
    const email = overrides.customer_email ?? `ayse.${unique()}@example.com`;
    const extrasTotal = (opts.extras ?? []).reduce((sum, e) => sum + e.price_euro, 0);
    const booking = await trx
      .insertInto('bookings')
      .values({
        status: 'pending',
        trip_type: 'one_way',
        route_id: null,
        vehicle_id: null,
        vehicle_type_key: 'sedan',
        pickup_location: 'Antalya Havalimanı',
        destination: 'Kemer',
        pickup_date: '2030-07-15',
        pickup_time: '14:30',
        return_date: null,
        return_time: null,
        passengers: 2,
        country_code: '+90',
        customer_phone: '5321234567',
        identity_number: null,
        company: null,
        flight_code: 'TK2410',
        hotel_name: 'Rixos Sungate',
        departure_flight_time: '13:45',
        arrival_flight_time: null,
        ticket_image: null,
        luggage_large: 2,
        luggage_medium: 0,
        luggage_small: 1,
        luggage_hand: 2,
        main_passenger_name: null,
        main_passenger_phone: null,
        special_requests: null,
        currency: 'EUR',
        base_price_eur: 50,
        extras_total_eur: extrasTotal,
        round_trip_applied: 0,
        round_trip_discount_percent: 0,
        total_eur: 50 + extrasTotal,
        exchange_rate: 1,
        rate_to_try: 35.5,
        total_price: 50 + extrasTotal,
        updated_at: now,
        ...overrides,
        created_at: now,
        customer_first_name: first,
        customer_last_name: last,
        customer_email: email,
        pnr_code: pnr,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const e of opts.extras ?? []) {
      await trx
        .insertInto('booking_extras')
        .values({ booking_id: booking.id, extra_service_id: null, name: e.name, icon: e.icon ?? '', price_euro: e.price_euro })
        .execute();
    }
    return booking;
  });
}

export async function insertTourReservation(
  db: Db,
  overrides: Partial<
    Omit<
      Database['tour_reservations'],
      | 'id'
      | 'pnr_code'
      | 'language'
      | 'marketing_consent'
      | 'anonymised_at'
      | 'pickup_zone_id'
      | 'pickup_zone_name'
      | 'pickup_place'
      | 'pickup_date'
      | 'pickup_time'
      | 'channel'
    >
  > & {
    channel?: string | null;
    pickup_zone_id?: number | null;
    pickup_zone_name?: string | null;
    pickup_place?: string | null;
    pickup_date?: string | null;
    pickup_time?: string | null;
    tour_id?: number | null;
    language?: string;
    marketing_consent?: number;
  } = {},
) {
  return db.transaction().execute(async (trx) => {
    const pnr = await issuePnr(trx, 'tour');
    const now = overrides.created_at ?? new Date().toISOString();
    const name = overrides.customer_name ?? 'Mehmet';
    const surname = overrides.customer_surname ?? 'Demir';
    const email = overrides.customer_email ?? `mehmet.${unique()}@example.com`;
    const title = overrides.tour_title ?? 'Pamukkale Turu';
    return trx
      .insertInto('tour_reservations')
      .values({
        tour_id: null,
        tour_location: 'Pamukkale',
        country_code: '+90',
        customer_phone: '5331234567',
        booking_date: '2030-08-01',
        booking_time: '08:00',
        passenger_count: 2,
        children_count: 1,
        unit_price: 60,
        children_price: 30,
        currency: 'EUR',
        exchange_rate: 1,
        rate_to_try: 35.5,
        total_eur: 150,
        total_price: 150,
        status: 'pending',
        special_requests: null,
        updated_at: now,
        ...overrides,
        created_at: now,
        customer_name: name,
        customer_surname: surname,
        customer_email: email,
        tour_title: title,
        pnr_code: pnr,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
