import {
  DEFAULT_BOOKING_STATUS,
  DEFAULT_LANG,
  airportRequirements,
  phoneCountryCode,
  type BookingDto,
  type Lang,
  type PnrResultDto,
  type TransferBookingInput,
} from '@riviera/domain';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { BookingRow, Database } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { bookedLanguage } from '../../lib/booked-names.js';
import { ok } from '../../lib/envelope.js';
import type { TransactionRunner } from '../../lib/group-commit.js';
import type { PublicReadCache } from '../../lib/public-read-cache.js';
import { discardFiles, type SavedFile } from '../../lib/uploads.js';
import { idempotencyService, type IdempotentAnswer } from '../idempotency/idempotency.service.js';
import { addJobsOfBooking } from '../operations/jobs.hooks.js';
import { enqueueCreatedMails } from '../mail/mail-events.js';
import { issuePnr } from '../pnr/pnr.issuer.js';
import { toTourReservationLookupDto } from '../tour-reservations/tour-reservations.dto.js';
import { tourReservationRepository } from '../tour-reservations/tour-reservations.repository.js';
import { issueReadToken, readTokenOpens, type IssuedReadToken } from './booking-read-token.js';
import { toBookingDto, toCreatedBookingDto } from './bookings.dto.js';
import { bookingRepository, type BookingWithVehicle } from './bookings.repository.js';
import { assertPickupNotice } from './pickup-notice.js';
import { assertCurrentNotice } from '../legal/legal.service.js';
import { bookedExtrasOf, pricedColumnsOf } from './booking-reprice.js';
import { pricingService, type TransferQuote } from './pricing.service.js';
import { placeNamesIn } from '../transfer-routes/place-names.js';
import { customerTripFor } from '../operations/customer-trip.js';

/**
 * Who asks for a booking by its number: staff read any booking in full; the public only the one
 * whose read token they hold (decision 012), and then with contact details masked.
 */
export type BookingReader = { audience: 'admin' } | { audience: 'public'; readToken: string | undefined };

/**
 * The language a public reader sees a booking's catalogue names in: the one asked (`?lang=`), else
 * the language the booking was made in (decision 024). Staff read Turkish.
 */
const readerLanguage = (row: { language: string }, audience: 'admin' | 'public', asked: Lang | undefined): Lang =>
  audience === 'admin' ? DEFAULT_LANG : (asked ?? bookedLanguage(row.language));

/** A priced booking ready to be written, with its places named in the booking's language (decision 028). */
type PreparedBooking = TransferQuote & { places: readonly [string, string] };

/** A booking as `write` made it, with the read token its creator gets once. */
export interface WrittenBooking {
  id: number;
  pnr: string;
  booking: BookingDto;
  readToken: { token: string; expiresAt: string };
}

type NewBookingGraph = Parameters<ReturnType<typeof bookingRepository>['insertGraph']>[0];

const sha256File = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The booking row a prepared booking writes (its PNR is issued in the transaction). */
function newBookingRow(
  input: TransferBookingInput,
  ticket: SavedFile | undefined,
  quote: PreparedBooking,
  issued: { now: string; readToken: IssuedReadToken },
): Omit<BookingRow, 'id' | 'pnr_code'> {
  const { now, readToken } = issued;
  return {
    status: DEFAULT_BOOKING_STATUS,
    trip_type: input.trip_type,
    route_id: quote.route.id,
    // The route's own spelling, so bookings of one route read alike whatever was typed.
    pickup_location: quote.route.from_location,
    destination: quote.route.to_location,
    pickup_date: input.pickup_date,
    pickup_time: input.pickup_time,
    return_date: input.return_date,
    return_time: input.return_time,
    passengers: input.passengers,
    customer_first_name: input.customer_first_name,
    customer_last_name: input.customer_last_name,
    customer_email: input.customer_email,
    // E.164 from the contract (decision 026); the code is the number's own, typed or chosen.
    country_code: phoneCountryCode(input.customer_phone) || input.country_code,
    customer_phone: input.customer_phone,
    identity_number: input.identity_number,
    company: input.company,
    flight_code: input.flight_code,
    hotel_name: input.hotel_name,
    departure_flight_time: input.departure_flight_time,
    arrival_flight_time: input.arrival_flight_time,
    ticket_image: ticket?.url ?? null,
    luggage_large: input.luggage.large,
    luggage_medium: input.luggage.medium,
    luggage_small: input.luggage.small,
    luggage_hand: input.luggage.hand,
    main_passenger_name: input.main_passenger?.name ?? null,
    main_passenger_phone: input.main_passenger?.phone ?? null,
    special_requests: input.special_requests,
    language: input.language ?? 'tr',
    notice_version: input.notice_version,
    notice_acknowledged_at: now,
    marketing_consent: toFlag(input.marketing_consent),
    currency: quote.currency,
    // the vehicle and every price part as the quote has them, as a staff re-pricing writes them
    ...pricedColumnsOf(quote),
    read_token_hash: readToken.hash,
    read_token_expires_at: readToken.expiresAt,
    created_at: now,
    updated_at: now,
    anonymised_at: null,
  };
}

/**
 * The answer is what the look-ups will read, made from what was just written and the quote's
 * catalogue rows (names in the booking's language): reading it back would add three queries
 * to the write transaction, which holds SQLite's one write lock (the booking throughput).
 */
function writtenBookingDto(
  row: Omit<BookingRow, 'id' | 'pnr_code'>,
  written: { id: number; pnr: string },
  quote: PreparedBooking,
  children: { guests: NewBookingGraph['guests']; extras: NewBookingGraph['extras'] },
): BookingDto {
  const { id, pnr } = written;
  const { guests, extras } = children;
  const stored: BookingWithVehicle = {
    ...row,
    id,
    pnr_code: pnr,
    vehicle_name: quote.vehicle.name,
    vehicle_translations: quote.vehicle.translations,
    vehicle_capacity: quote.vehicle.capacity,
    vehicle_type_name: quote.vehicle.type_name,
    vehicle_type_translations: quote.vehicle.type_translations,
  };
  const booked = extras.map((e, i) => ({ ...e, translations: quote.extras[i]!.translations }));
  return toBookingDto(
    { booking: stored, guests: guests.map((g, i) => ({ position: i + 1, ...g })), extras: booked },
    'public',
    bookedLanguage(row.language),
    quote.places,
  );
}

/** Bookings read by their number (with the read token) or their PNR. */
function bookingReads(db: Kysely<Database>, repo: ReturnType<typeof bookingRepository>) {
  return {
    /**
     * A booking by its number. Numbers are sequential, so the public gets the booking only with its
     * read token; a missing, wrong or expired token is the same 404 as an unknown number, so numbers
     * cannot be probed.
     */
    async findById(id: number, reader: BookingReader, lang?: Lang): Promise<BookingDto> {
      const row = await repo.findById(id);
      if (!row || (reader.audience === 'public' && !readTokenOpens(row, reader.readToken))) {
        throw notFound('error.booking_not_found');
      }
      const [detail] = await repo.withChildren([row]);
      const language = readerLanguage(row, reader.audience, lang);
      return toBookingDto(detail!, reader.audience, language, await placeNamesIn(db, [row.pickup_location, row.destination] as const, language));
    },

    /** The public PNR look-up: a transfer booking or a tour reservation, never both (PNRs are unique across kinds). */
    async searchByPnr(pnr: string, lang?: Lang): Promise<PnrResultDto> {
      const row = await repo.findByPnr(pnr);
      if (row) {
        const [detail] = await repo.withChildren([row]);
        const language = readerLanguage(row, 'public', lang);
        const places = await placeNamesIn(db, [row.pickup_location, row.destination] as const, language);
        // the driver's status once he set off ('Sürücünüz yolda'), decision 039
        const trip = await customerTripFor(db, 'booking', row.id);
        return { type: 'transfer', booking: toBookingDto(detail!, 'public', language, places), trip };
      }
      const reservation = await tourReservationRepository(db).findByPnr(pnr);
      if (reservation) {
        const trip = await customerTripFor(db, 'tour_reservation', reservation.id);
        return { type: 'tour', reservation: toTourReservationLookupDto(reservation, readerLanguage(reservation, 'public', lang)), trip };
      }
      throw notFound('error.booking_not_found');
    },
  };
}

/** What the booking service needs besides the database. */
export interface BookingServiceDeps {
  /** runs the booking's transaction (group commit on SQLite, decision 006) */
  writes: TransactionRunner;
  cache?: PublicReadCache | undefined;
  config: Pick<AppConfig, 'idempotencyLeaseMs' | 'testOnlyIdempotencyPauseMs'>;
}

/** Transfer bookings: made once per Idempotency-Key, priced by the server, read by number or PNR. */
export function bookingService(db: Kysely<Database>, deps: BookingServiceDeps) {
  const repo = bookingRepository(db);
  const pricing = pricingService(db, deps.cache);
  const idempotency = idempotencyService(db, deps.writes, deps.config);

  const steps = {
    /**
     * Checks and prices a booking before anything is written (reads only): the ticket rule, then
     * route, vehicle, party size, extras and currency. Throws the 422 a visitor should see.
     */
    async prepare(input: TransferBookingInput, ticket: SavedFile | undefined): Promise<PreparedBooking> {
      if (ticket && !airportRequirements(input.pickup_location, input.destination).ticketImageAllowed) {
        throw new AppError(422, 'validation.ticket_image_not_allowed', {
          ticket_image: ['validation.ticket_image_not_allowed'],
        });
      }
      await assertPickupNotice(db, input);
      await assertCurrentNotice(db, input.notice_version);
      const quote = await pricing.quote(input);
      // The places' names in the booking's language, for the answer (read here, outside the write transaction).
      const places = await placeNamesIn(db, [quote.route.from_location, quote.route.to_location] as const, bookedLanguage(input.language ?? 'tr'));
      return { ...quote, places };
    },

    /**
     * Writes a prepared booking inside the caller's transaction: PNR, booking, guests and extras
     * commit together or not at all.
     * Also issues the booking's read token; only its hash is stored.
     */
    async write(
      trx: Transaction<Database>,
      input: TransferBookingInput,
      ticket: SavedFile | undefined,
      quote: PreparedBooking,
    ): Promise<WrittenBooking> {
      const now = nowIso();
      const readToken = issueReadToken(new Date(now));
      const row = newBookingRow(input, ticket, quote, { now, readToken });
      const guests = input.guests.map((g) => ({
        first_name: g.name,
        last_name: g.surname,
        identity_number: g.identity_number,
      }));
      const extras = bookedExtrasOf(quote);

      const pnr = await issuePnr(trx, 'transfer');
      const id = await bookingRepository(trx).insertGraph({ booking: { ...row, pnr_code: pnr }, guests, extras });
      await addJobsOfBooking(trx, { ...row, id });
      await enqueueCreatedMails(trx, { entity: 'booking', entityId: id, pnr });
      const booking = writtenBookingDto(row, { id, pnr }, quote, { guests, extras });
      return { id, pnr, booking, readToken: { token: readToken.token, expiresAt: readToken.expiresAt } };
    },
  };

  const reads = bookingReads(db, repo);

  return {
    findById: (id: number, reader: BookingReader, lang?: Lang) => reads.findById(id, reader, lang),
    searchByPnr: (pnr: string, lang?: Lang) => reads.searchByPnr(pnr, lang),

    /**
     * Makes a booking (public-site §9) and answers with it: 201 and the created booking, or, for a
     * repeated Idempotency-Key, the first request's answer (decision 006). The key, the PNR, the
     * booking with its guests and extras commit in one transaction. The ticket image, already on
     * disk, is kept only by the booking this request committed; it is removed in every other case
     * (refused, failed, or a repeat answered with the first booking).
     */
    async create(input: TransferBookingInput, ticket: SavedFile | undefined, idempotencyKey: string | null): Promise<IdempotentAnswer> {
      let keptTicket = false;
      try {
        const answer = await idempotency.run({
          scope: 'bookings.create',
          key: idempotencyKey,
          // The same form with another ticket image is another request.
          fingerprint: { input, ticket: ticket ? sha256File(ticket.absolutePath) : null },
          prepare: () => steps.prepare(input, ticket),
          work: async (trx, quote) => ({
            statusCode: 201,
            body: ok(toCreatedBookingDto(await steps.write(trx, input, ticket, quote))),
          }),
        });
        keptTicket = !answer.replayed;
        return answer;
      } finally {
        if (ticket && !keptTicket) discardFiles({ ticket_image: ticket });
      }
    },
  };
}
