import {
  DEFAULT_BOOKING_STATUS,
  DEFAULT_COUNTRY_CODE,
  conversionRate,
  parseTourPickups,
  pickupMoment,
  pickupOfZone,
  pickupProblems,
  phoneCountryCode,
  quoteTourReservation,
  type TourQuote,
  type TourReservationRequest,
} from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { DialectName } from '../../db/dialect.js';
import type { CurrencyRow, Database, TourRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import type { TransactionRunner } from '../../lib/group-commit.js';
import { idempotencyService, type IdempotentAnswer } from '../idempotency/idempotency.service.js';
import { addJobOfTourReservation } from '../operations/jobs.hooks.js';
import { enqueueCreatedMails } from '../mail/mail-events.js';
import { issuePnr } from '../pnr/pnr.issuer.js';
import { assertCurrentNotice } from '../legal/legal.service.js';
import { departureService } from '../departures/departures.service.js';
import { toTourReservationDto } from './tour-reservations.dto.js';
import { pickupRepository } from '../pickups/pickups.repository.js';
import { tourReservationRepository, type NewTourReservation } from './tour-reservations.repository.js';

const invalid = (field: string, key: string) => new AppError(422, 'error.validation', { [field]: [key] });

/** Everything a reservation's price was made of, read before anything is written. */
interface TourReservationQuote {
  tour: TourRow;
  target: CurrencyRow;
  eur: CurrencyRow;
  quote: TourQuote;
  /** the total in EUR, for revenue figures */
  totalEur: number;
  /** where and when the guest waits, on a tour with pickup (decision 038) */
  pickup: { zoneId: number; zoneName: string; place: string; offsetMinutes: number } | null;
}

type Repo = ReturnType<typeof tourReservationRepository>;

/** The reading phase: the tour, its pickup, the currencies and the price, before anything is written. */
function tourReservationQuotes(db: Kysely<Database>, repo: Repo) {
  /** The currency a tour's prices are kept in; prices without a known currency are euro (spec §1). */
  async function tourCurrency(code: string): Promise<CurrencyRow> {
    const own = await repo.findCurrency(code.toUpperCase());
    if (own) return own;
    const eur = await repo.findCurrency('EUR');
    if (!eur) throw new AppError(422, 'error.currency_not_found');
    return eur;
  }

  /**
   * A tour with pickup needs one of its zones and a hotel or address (decision 038), refused as
   * 422 on the field in the visitor's language; a tour without pickup ignores what was sent.
   */
  async function choosePickup(tour: TourRow, input: TourReservationRequest): Promise<TourReservationQuote['pickup']> {
    const pickups = parseTourPickups(tour.pickup_zones);
    const problems = pickupProblems(pickups, input);
    const zone = input.pickup_zone_id != null && !problems.pickup_zone_id ? await pickupRepository.findZone(db, input.pickup_zone_id) : undefined;
    if (input.pickup_zone_id != null && !problems.pickup_zone_id && !zone) problems.pickup_zone_id = 'error.pickup_zone_not_offered';
    const fields = Object.entries(problems);
    if (fields.length) throw new AppError(422, 'error.validation', Object.fromEntries(fields.map(([f, key]) => [f, [key]])));
    if (!zone || pickups.length === 0) return null;
    const offer = pickupOfZone(pickups, zone.id);
    return { zoneId: zone.id, zoneName: zone.name, place: input.pickup_place?.trim() ?? '', offsetMinutes: offer?.offset_minutes ?? 0 };
  }

  /**
   * The input is already validated by the shared schema (date not in the past in Istanbul, party
   * 1-8 + 0-8, e-mail, phone); here the tour must be active and the currency active, and the total
   * is computed from the stored prices and rates, whatever the client showed.
   */
  return async function prepare(input: TourReservationRequest): Promise<TourReservationQuote> {
    await assertCurrentNotice(db, input.notice_version);
    const tour = await repo.findActiveTour(input.tour_id);
    if (!tour) throw invalid('tour_id', 'error.tour_not_found');
    const pickup = await choosePickup(tour, input);
    const target = await repo.findCurrency(input.currency);
    if (!target || target.is_active !== 1 || !(target.rate_to_try > 0)) throw invalid('currency', 'validation.currency_invalid');
    const own = await tourCurrency(tour.currency);
    const eur = own.code === 'EUR' ? own : await tourCurrency('EUR');

    const party = { adults: input.passenger_count, children: input.children_count ?? 0 };
    const prices = { price: tour.price, childrenPrice: tour.children_price, tourRateToTry: own.rate_to_try };
    const quote = quoteTourReservation({ ...prices, ...party, targetRateToTry: target.rate_to_try });
    const inEur = quoteTourReservation({ ...prices, ...party, targetRateToTry: eur.rate_to_try });
    return { tour, target, eur, quote, totalEur: inEur.total, pickup };
  };
}

/** The row a priced reservation inserts under the PNR it was issued. */
function reservationRow(
  input: TourReservationRequest,
  q: TourReservationQuote,
  pnr: string,
  now: string,
): NewTourReservation {
  const { tour, target, eur, quote } = q;
  // E.164 from the contract (decision 026); the code is the number's own, typed or chosen.
  const phone = input.customer_phone;
  const countryCode = phoneCountryCode(phone) || DEFAULT_COUNTRY_CODE;
  const specialRequests = input.special_requests?.trim() ? input.special_requests.trim() : null;
  const at = q.pickup ? pickupMoment(input.booking_date, input.booking_time, q.pickup.offsetMinutes) : null;
  return {
    pnr_code: pnr,
    tour_id: tour.id,
    tour_title: tour.title,
    tour_location: tour.location,
    customer_name: input.customer_name,
    customer_surname: input.customer_surname,
    customer_email: input.customer_email,
    country_code: countryCode,
    customer_phone: phone,
    booking_date: input.booking_date,
    booking_time: input.booking_time,
    passenger_count: input.passenger_count,
    children_count: input.children_count ?? 0,
    unit_price: quote.unitPrice,
    children_price: quote.unitChildrenPrice,
    currency: target.code,
    exchange_rate: conversionRate(eur.rate_to_try, target.rate_to_try),
    rate_to_try: target.rate_to_try,
    total_eur: q.totalEur,
    total_price: quote.total,
    status: DEFAULT_BOOKING_STATUS,
    special_requests: specialRequests,
    language: input.language ?? 'tr',
    notice_version: input.notice_version,
    notice_acknowledged_at: now,
    marketing_consent: input.marketing_consent ? 1 : 0,
    pickup_zone_id: q.pickup?.zoneId ?? null,
    pickup_zone_name: q.pickup?.zoneName ?? null,
    pickup_place: q.pickup?.place ?? null,
    pickup_date: at?.date ?? null,
    pickup_time: at?.time ?? null,
    created_at: now,
    updated_at: now,
  };
}

/** Writes the priced reservation inside the caller's transaction, with the PNR it issues. */
async function writeReservation(
  trx: Transaction<Database>,
  deps: { repo: Repo; departures: ReturnType<typeof departureService> },
  input: TourReservationRequest,
  q: TourReservationQuote,
) {
  const { tour } = q;
  // A tour with a schedule sells seats on its departures: taken here, in the reservation's own
  // transaction, or refused with 'sold out' before anything is written (issue 27).
  const party = input.passenger_count + (input.children_count ?? 0);
  await deps.departures.takeSeats(trx, tour, { date: input.booking_date, time: input.booking_time }, party);
  const now = new Date().toISOString();
  const pnr = await issuePnr(trx, 'tour');
  const row = await deps.repo.insert(trx, reservationRow(input, q, pnr, now));
  await addJobOfTourReservation(trx, row);
  await enqueueCreatedMails(trx, { entity: 'tour_reservation', entityId: row.id, pnr });
  return { pnr_code: row.pnr_code, reservation: toTourReservationDto(row, tour.description) };
}

/** Public tour reservations: the rules of spec §5/§9, the server-side price, one reservation per Idempotency-Key. */
export function tourReservationService(
  db: Kysely<Database>,
  writes: TransactionRunner,
  config: Pick<AppConfig, 'idempotencyLeaseMs' | 'testOnlyIdempotencyPauseMs'>,
  dialect: DialectName,
) {
  const repo = tourReservationRepository(db);
  const departures = departureService(db, dialect);
  const idempotency = idempotencyService(db, writes, config);
  const prepare = tourReservationQuotes(db, repo);

  return {
    /**
     * Reserves a tour: the PNR and the reservation commit in one transaction, together with the
     * answer stored under the Idempotency-Key, so a double click or a retry (`idempotencyKey`)
     * answers with the first reservation instead of making a second.
     */
    create: (input: TourReservationRequest, idempotencyKey: string | null): Promise<IdempotentAnswer> =>
      idempotency.run({
        scope: 'tour-reservations',
        key: idempotencyKey,
        fingerprint: input,
        prepare: () => prepare(input),
        work: async (trx, quote) => ({
          statusCode: 201,
          body: ok(await writeReservation(trx, { repo, departures }, input, quote)),
        }),
      }),
  };
}
