/**
 * `npm run seed:bench -w @riviera/api -- [--count 100000] [--batch 400] [--tour-reservations 0] [--status pending] [--json]`
 *
 * Inserts synthetic transfer bookings (with PNRs issued into pnr_codes, so the data obeys every
 * constraint the real flow does) into the database named by DATA_DIR / DATABASE_URL, in batched
 * multi-row inserts inside transactions: 100 000 rows take seconds, not minutes. Used by the
 * bookings-list benchmark, and by end-to-end tests and screenshots that need bookings to exist
 * (`--json` prints the inserted bookings' id, PNR and e-mail).
 */
import { generatePnr, isBookingStatus, turkishLower } from '@riviera/domain';
import { sql, type Insertable } from 'kysely';
import { loadConfig } from '../config.js';
import { runCli } from './run-cli.js';
import { openDatabase } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import type { BookingsTable } from '../db/schema.js';
import { jobsRepository } from '../modules/operations/jobs.repository.js';

const FIRST = ['Ayşe', 'Mehmet', 'Fatma', 'Ahmet', 'Zeynep', 'Mustafa', 'Elif', 'Emre', 'İrem', 'Oğuz', 'Hans', 'Anna', 'Olga', 'Ivan', 'Piotr', 'Katarzyna', 'John', 'Emma', 'Lukas', 'Sophie', 'Dmitri', 'Agnieszka', 'Çağla', 'Şule'];
const LAST = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Öztürk', 'Aydın', 'Arslan', 'Doğan', 'Müller', 'Schmidt', 'Ivanova', 'Petrov', 'Kowalski', 'Nowak', 'Smith', 'Brown', 'Wagner', 'Weber', 'Smirnov', 'Wiśniewska', 'Koç', 'Güneş'];
const PLACES = ['Antalya Havalimanı', 'Kemer', 'Belek', 'Side', 'Alanya', 'Lara', 'Konyaaltı', 'Kaş', 'Kalkan', 'Manavgat', 'Beldibi', 'Çamyuva', 'Tekirova', 'Olimpos', 'Gazipaşa Havalimanı'];
const HOTELS = ['Rixos Sungate', 'Maxx Royal', 'Titanic Deluxe', 'Regnum Carya', 'Akra Hotel', 'Lara Barut', null];
const CURRENCIES: [code: string, eurRate: number, rateToTry: number][] = [
  ['EUR', 1, 35.5],
  ['USD', 1.08, 32.87],
  ['GBP', 0.85, 41.76],
  ['TRY', 35.5, 1],
  ['PLN', 4.3, 8.26],
];
const STATUSES = ['pending', 'pending', 'confirmed', 'confirmed', 'confirmed', 'completed', 'completed', 'cancelled'];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** A deterministic generator, so two runs with the same count produce the same data shape. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function main(): Promise<number> {
  const count = Number(arg('count') ?? 100_000);
  const batch = Math.min(Number(arg('batch') ?? 400), 600);
  const asJson = process.argv.includes('--json');
  /** every booking in this status (as a fresh booking is 'pending'), instead of a realistic mix */
  const fixedStatus = arg('status');
  if (
    !Number.isInteger(count) || count < 1 || count > 5_000_000 || !Number.isInteger(batch) || batch < 1 ||
    (fixedStatus !== undefined && !isBookingStatus(fixedStatus))
  ) {
    console.error('Usage: seed-bench [--count 100000] [--batch 400] [--tour-reservations 0] [--status pending|confirmed|completed|cancelled] [--json]');
    return 2;
  }
  const config = loadConfig();
  const handle = openDatabase(config);
  const { db } = handle;
  try {
    await migrateToLatest(db, handle.dialect);
    // Synthetic data: no need to wait for the disk at every batch (the server keeps synchronous=FULL).
    if (handle.dialect === 'sqlite') await sql`PRAGMA synchronous = OFF`.execute(db);
    const random = rng(count);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const existing = new Set((await db.selectFrom('pnr_codes').select('code').execute()).map((r) => r.code));
    const started = Date.now();
    const now = Date.now();
    const inserted: { id: number; pnr_code: string; customer_email: string; customer_name: string }[] = [];
    for (let done = 0; done < count; done += batch) {
      const size = Math.min(batch, count - done);
      const rows: Insertable<BookingsTable>[] = [];
      for (let i = 0; i < size; i++) {
        let pnr = generatePnr();
        while (existing.has(pnr)) pnr = generatePnr();
        existing.add(pnr);
        const first = pick(FIRST);
        const last = pick(LAST);
        const n = done + i;
        const email = `${turkishLower(first).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i')}.${n}@example.com`;
        const [currency, eurRate, rateToTry] = pick(CURRENCIES);
        const base = 30 + Math.floor(random() * 170);
        const extras = random() < 0.3 ? 10 : 0;
        const roundTrip = random() < 0.35;
        const totalEur = (roundTrip ? base * 2 * 0.9 : base) + extras;
        const created = new Date(now - Math.floor(random() * 365 * 86_400_000)).toISOString();
        const pickupDay = new Date(now + Math.floor((random() * 730 - 365) * 86_400_000)).toISOString().slice(0, 10);
        const from = pick(PLACES);
        let to = pick(PLACES);
        if (to === from) to = PLACES[(PLACES.indexOf(from) + 1) % PLACES.length]!;
        rows.push({
          pnr_code: pnr,
          status: fixedStatus ?? pick(STATUSES),
          trip_type: roundTrip ? 'round_trip' : 'one_way',
          route_id: null,
          vehicle_id: null,
          vehicle_type_key: pick(['sedan', 'minivan', 'vip']),
          pickup_location: from,
          destination: to,
          pickup_date: pickupDay,
          pickup_time: `${String(6 + Math.floor(random() * 16)).padStart(2, '0')}:${pick(['00', '15', '30', '45'])}`,
          return_date: roundTrip ? pickupDay : null,
          return_time: roundTrip ? '20:00' : null,
          passengers: 1 + Math.floor(random() * 7),
          customer_first_name: first,
          customer_last_name: last,
          customer_email: email,
          country_code: pick(['+90', '+49', '+44', '+7', '+48']),
          customer_phone: String(5_000_000_000 + Math.floor(random() * 999_999_999)),
          identity_number: null,
          company: null,
          flight_code: random() < 0.6 ? `TK${1000 + Math.floor(random() * 8999)}` : null,
          hotel_name: pick(HOTELS),
          departure_flight_time: null,
          arrival_flight_time: null,
          ticket_image: null,
          luggage_large: Math.floor(random() * 3),
          luggage_medium: 0,
          luggage_small: Math.floor(random() * 2),
          luggage_hand: Math.floor(random() * 3),
          main_passenger_name: null,
          main_passenger_phone: null,
          special_requests: random() < 0.1 ? 'Bebek koltuğu rica ediyoruz' : null,
          currency,
          base_price_eur: base,
          extras_total_eur: extras,
          round_trip_applied: roundTrip ? 1 : 0,
          round_trip_discount_percent: roundTrip ? 10 : 0,
          total_eur: totalEur,
          exchange_rate: eurRate,
          rate_to_try: rateToTry,
          total_price: Math.round(totalEur * eurRate * 100) / 100,
          created_at: created,
          updated_at: created,
        });
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('pnr_codes')
          .values(rows.map((r) => ({ code: r.pnr_code, kind: 'transfer' as const, created_at: r.created_at })))
          .execute();
        const ids = await trx
          .insertInto('bookings')
          .values(rows)
          .returning(['id', 'pnr_code', 'customer_email', 'customer_first_name', 'customer_last_name', 'extras_total_eur'])
          .execute();
        const extras = ids.filter((r) => r.extras_total_eur > 0).map((r) => ({ booking_id: r.id, extra_service_id: null, name: 'Çocuk koltuğu', icon: '👶', price_euro: r.extras_total_eur }));
        if (extras.length) await trx.insertInto('booking_extras').values(extras).execute();
        if (asJson && inserted.length < 1000) {
          for (const r of ids) inserted.push({ id: r.id, pnr_code: r.pnr_code, customer_email: r.customer_email, customer_name: `${r.customer_first_name} ${r.customer_last_name}` });
        }
      });
      if (!asJson && process.stderr.isTTY && (done / batch) % 25 === 0) process.stderr.write(`\r  ${done + size} / ${count}`);
    }
    const tourCount = Number(arg('tour-reservations') ?? 0);
    if (tourCount > 0) {
      const tours = await db.selectFrom('tours').select(['id', 'title', 'location', 'price', 'children_price']).execute();
      const tourRows = [];
      for (let i = 0; i < tourCount; i++) {
        let pnr = generatePnr();
        while (existing.has(pnr)) pnr = generatePnr();
        existing.add(pnr);
        const tour = tours.length ? pick(tours) : { id: null, title: 'Pamukkale Turu', location: 'Pamukkale', price: 60, children_price: 30 };
        const [currency, eurRate, rateToTry] = pick(CURRENCIES);
        const adults = 1 + Math.floor(random() * 4);
        const children = Math.floor(random() * 3);
        const childEur = tour.children_price ?? tour.price / 2;
        const totalEur = adults * tour.price + children * childEur;
        const first = pick(FIRST);
        const last = pick(LAST);
        const email = `${turkishLower(first).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i')}.t${i}@example.com`;
        const created = new Date(now - Math.floor(random() * 120 * 86_400_000)).toISOString();
        tourRows.push({
          pnr_code: pnr,
          tour_id: tour.id,
          tour_title: tour.title,
          tour_location: tour.location,
          customer_name: first,
          customer_surname: last,
          customer_email: email,
          country_code: pick(['+90', '+49', '+44', '+7', '+48']),
          customer_phone: String(5_000_000_000 + Math.floor(random() * 999_999_999)),
          booking_date: new Date(now + Math.floor((random() * 200 - 60) * 86_400_000)).toISOString().slice(0, 10),
          booking_time: pick(['08:00', '09:30', '10:00', '14:00']),
          passenger_count: adults,
          children_count: children,
          unit_price: Math.round(tour.price * eurRate * 100) / 100,
          children_price: Math.round(childEur * eurRate * 100) / 100,
          currency,
          exchange_rate: eurRate,
          rate_to_try: rateToTry,
          total_eur: totalEur,
          total_price: Math.round(totalEur * eurRate * 100) / 100,
          status: pick(STATUSES),
          special_requests: random() < 0.2 ? 'Otelden alınmak istiyoruz, vejetaryen öğle yemeği lütfen.' : null,
          created_at: created,
          updated_at: created,
        });
      }
      for (let i = 0; i < tourRows.length; i += batch) {
        const chunk = tourRows.slice(i, i + batch);
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('pnr_codes').values(chunk.map((r) => ({ code: r.pnr_code, kind: 'tour' as const, created_at: r.created_at }))).execute();
          await trx.insertInto('tour_reservations').values(chunk).execute();
        });
      }
    }
    // the seeded bookings' legs on the dispatch board, as bookings made through the API have them
    await jobsRepository.insertMissing(db, new Date().toISOString());
    const seconds = (Date.now() - started) / 1000;
    if (asJson) console.log(JSON.stringify(inserted));
    else console.error(`${process.stderr.isTTY ? '\r' : ''}  inserted ${count} bookings in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} rows/s)`);
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main);
