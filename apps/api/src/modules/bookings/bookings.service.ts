import {
  DEFAULT_BOOKING_STATUS,
  airportRequirements,
  fullPhoneNumber,
  type TransferBookingInput,
} from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { BookingRow, Database } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { PublicReadCache } from '../../lib/public-read-cache.js';
import type { SavedFile } from '../../lib/uploads.js';
import { issuePnr } from '../pnr/pnr.issuer.js';
import { issueReadToken, readTokenOpens } from './booking-read-token.js';
import {
  toBookingDto,
  toPublicTourReservationDto,
  type BookingDto,
  type PnrResultDto,
} from './bookings.dto.js';
import { bookingRepository, type BookingWithVehicle } from './bookings.repository.js';
import { pricingService, type TransferQuote } from './pricing.service.js';

/**
 * Who asks for a booking by its number: staff read any booking in full; the public only the one
 * whose read token they hold (decision 012), and then with contact details masked.
 */
export type BookingReader = { audience: 'admin' } | { audience: 'public'; readToken: string | undefined };

/** A booking as `write` made it, with the read token its creator gets once. */
export interface WrittenBooking {
  id: number;
  pnr: string;
  booking: BookingDto;
  readToken: { token: string; expiresAt: string };
}

export function bookingService(db: Kysely<Database>, cache?: PublicReadCache) {
  const repo = bookingRepository(db);
  const pricing = pricingService(db, cache);

  return {
    /**
     * Checks and prices a booking before anything is written (reads only): the ticket rule, then
     * route, vehicle, party size, extras and currency. Throws the 422 a visitor should see.
     */
    async prepare(input: TransferBookingInput, ticket: SavedFile | undefined): Promise<TransferQuote> {
      if (ticket && !airportRequirements(input.pickup_location, input.destination).ticketImageAllowed) {
        throw new AppError(422, 'validation.ticket_image_not_allowed', {
          ticket_image: ['validation.ticket_image_not_allowed'],
        });
      }
      return pricing.quote(input);
    },

    /**
     * Writes a prepared booking inside the caller's transaction: PNR, booking, guests and extras
     * commit together or not at all. The caller owns the ticket file and removes it if this throws.
     * Also issues the booking's read token; only its hash is stored.
     */
    async write(
      trx: Transaction<Database>,
      input: TransferBookingInput,
      ticket: SavedFile | undefined,
      quote: TransferQuote,
    ): Promise<WrittenBooking> {
      const now = nowIso();
      const readToken = issueReadToken(new Date(now));
      const row: Omit<BookingRow, 'id' | 'pnr_code'> = {
        status: DEFAULT_BOOKING_STATUS,
        trip_type: input.trip_type,
        route_id: quote.route.id,
        vehicle_id: quote.vehicle.id,
        vehicle_type_key: quote.vehicle.type_key,
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
        country_code: input.country_code,
        customer_phone: fullPhoneNumber(input.country_code, input.customer_phone),
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
        currency: quote.currency,
        base_price_eur: quote.price.tripPriceEur,
        extras_total_eur: quote.price.extrasTotalEur,
        round_trip_applied: toFlag(quote.price.roundTripApplied),
        round_trip_discount_percent: quote.price.discountPercent,
        total_eur: quote.price.totalEur,
        exchange_rate: quote.price.rate,
        rate_to_try: quote.rateToTry,
        total_price: quote.price.total,
        read_token_hash: readToken.hash,
        read_token_expires_at: readToken.expiresAt,
        created_at: now,
        updated_at: now,
      };
      const guests = input.guests.map((g) => ({
        first_name: g.name,
        last_name: g.surname,
        identity_number: g.identity_number,
      }));
      const extras = quote.extras.map((e) => ({
        extra_service_id: e.id,
        name: e.name,
        icon: e.icon,
        price_euro: e.price_euro,
      }));

      const pnr = await issuePnr(trx, 'transfer');
      const id = await bookingRepository(trx).insertGraph({ booking: { ...row, pnr_code: pnr }, guests, extras });

      const stored: BookingWithVehicle = {
        ...row,
        id,
        pnr_code: pnr,
        vehicle_name: quote.vehicle.name,
        vehicle_capacity: quote.vehicle.capacity,
        vehicle_type_name: quote.vehicle.type_name,
      };
      const booking = toBookingDto(
        { booking: stored, guests: guests.map((g, i) => ({ position: i + 1, ...g })), extras },
        'public',
      );
      return { id, pnr, booking, readToken: { token: readToken.token, expiresAt: readToken.expiresAt } };
    },

    /**
     * A booking by its number. Numbers are sequential, so the public gets the booking only with its
     * read token; a missing, wrong or expired token is the same 404 as an unknown number, so numbers
     * cannot be probed.
     */
    async findById(id: number, reader: BookingReader): Promise<BookingDto> {
      const row = await repo.findById(id);
      if (!row || (reader.audience === 'public' && !readTokenOpens(row, reader.readToken))) {
        throw notFound('error.booking_not_found');
      }
      const [detail] = await repo.withChildren([row]);
      return toBookingDto(detail!, reader.audience);
    },

    /** The public PNR look-up: a transfer booking or a tour reservation, never both (PNRs are unique across kinds). */
    async searchByPnr(pnr: string): Promise<PnrResultDto> {
      const row = await repo.findByPnr(pnr);
      if (row) {
        const [detail] = await repo.withChildren([row]);
        return { type: 'transfer', booking: toBookingDto(detail!, 'public') };
      }
      const reservation = await repo.findTourReservationByPnr(pnr);
      if (reservation) return { type: 'tour', reservation: toPublicTourReservationDto(reservation) };
      throw notFound('error.booking_not_found');
    },
  };
}
