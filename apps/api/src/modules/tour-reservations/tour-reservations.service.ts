import {
  DEFAULT_BOOKING_STATUS,
  conversionRate,
  fullPhoneNumber,
  quoteTourReservation,
  reservationCountryCode,
  type TourReservationRequest,
} from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { CurrencyRow, Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { issuePnr } from '../pnr/pnr.issuer.js';
import { toTourReservationDto, type TourReservationDto } from './tour-reservations.dto.js';
import { tourReservationRepository, type NewTourReservation } from './tour-reservations.repository.js';

const invalid = (field: string, key: string) => new AppError(422, 'error.validation', { [field]: [key] });

/** A checked and priced reservation, ready to be written (everything but its PNR). */
export interface TourReservationDraft {
  row: Omit<NewTourReservation, 'pnr_code'>;
  tourDescription: string;
}

/** Public tour reservations: the rules of spec §5/§9 and the server-side price. */
export function tourReservationService(db: Kysely<Database>) {
  const repo = tourReservationRepository(db);

  /** The currency a tour's prices are kept in; prices without a known currency are euro (spec §1). */
  async function tourCurrency(code: string): Promise<CurrencyRow> {
    const own = await repo.findCurrency(code.toUpperCase());
    if (own) return own;
    const eur = await repo.findCurrency('EUR');
    if (!eur) throw new AppError(422, 'error.currency_not_found');
    return eur;
  }

  return {
    /**
     * Checks a reservation and prices it, before any write. The input is already validated by the
     * shared schema (date not in the past in Istanbul, party 1-8 + 0-8, e-mail, phone); here the tour
     * must be active and the currency active, and the total is computed from the stored prices and
     * rates, whatever the client showed.
     */
    async prepare(input: TourReservationRequest): Promise<TourReservationDraft> {
      const tour = await repo.findActiveTour(input.tour_id);
      if (!tour) throw invalid('tour_id', 'error.tour_not_found');
      const target = await repo.findCurrency(input.currency);
      if (!target || target.is_active !== 1) throw invalid('currency', 'validation.currency_invalid');
      const own = await tourCurrency(tour.currency);
      const eur = own.code === 'EUR' ? own : await tourCurrency('EUR');

      const party = { adults: input.passenger_count, children: input.children_count ?? 0 };
      const prices = {
        price: tour.price,
        childrenPrice: tour.children_price,
        tourRateToTry: own.rate_to_try,
      };
      const quote = quoteTourReservation({ ...prices, ...party, targetRateToTry: target.rate_to_try });
      const inEur = quoteTourReservation({ ...prices, ...party, targetRateToTry: eur.rate_to_try });

      const countryCode = reservationCountryCode(input.country_code, input.customer_phone);
      const phone = fullPhoneNumber(countryCode, input.customer_phone);
      const specialRequests = input.special_requests?.trim() ? input.special_requests.trim() : null;
      const now = new Date().toISOString();
      return {
        tourDescription: tour.description,
        row: {
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
          passenger_count: party.adults,
          children_count: party.children,
          unit_price: quote.unitPrice,
          children_price: quote.unitChildrenPrice,
          currency: target.code,
          exchange_rate: conversionRate(eur.rate_to_try, target.rate_to_try),
          rate_to_try: target.rate_to_try,
          total_eur: inEur.total,
          total_price: quote.total,
          status: DEFAULT_BOOKING_STATUS,
          special_requests: specialRequests,
          created_at: now,
          updated_at: now,
        },
      };
    },

    /** Stores a prepared reservation inside the caller's transaction; its PNR is issued there too. */
    async write(trx: Transaction<Database>, draft: TourReservationDraft): Promise<{ pnr_code: string; reservation: TourReservationDto }> {
      const pnr = await issuePnr(trx, 'tour');
      const row = await repo.insert(trx, { ...draft.row, pnr_code: pnr });
      return { pnr_code: row.pnr_code, reservation: toTourReservationDto(row, draft.tourDescription) };
    },
  };
}
