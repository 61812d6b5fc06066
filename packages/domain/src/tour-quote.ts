import { conversionRate } from './currency.js';
import { tourPriceLines } from './price-lines.js';

// Beside, not inside, the reservation contract (contracts/tour-reservation.ts): the form shows the
// quote live without loading the contract's zod schemas (issue 31 §4).

export interface TourQuoteInput {
  /** adult price per person in the tour's own currency */
  price: number;
  /** children's price per child in the tour's currency; null → 50 % of the adult price */
  childrenPrice: number | null;
  /** rate_to_try of the tour's currency and of the currency the visitor pays in */
  tourRateToTry: number;
  targetRateToTry: number;
  adults: number;
  children: number;
}

export interface TourQuote {
  /** tour currency → target currency */
  rate: number;
  /** adult and child price per person in the target currency, in whole units (what is shown) */
  unitPrice: number;
  unitChildrenPrice: number;
  /** the reservation total in the target currency: adults × unitPrice + children × unitChildrenPrice */
  total: number;
}

/**
 * A tour reservation's prices in the currency the visitor chose: each per-person price is
 * converted first (ratio of rate_to_try values, §9) and rounded to the whole units shown, then
 * multiplied by the party ({@link tourPriceLines}), so the shown lines add up to the total. The
 * server stores this; the form shows the same figures live.
 */
export function quoteTourReservation(input: TourQuoteInput): TourQuote {
  const rate = conversionRate(input.tourRateToTry, input.targetRateToTry);
  const lines = tourPriceLines({
    price: input.price,
    childrenPrice: input.childrenPrice,
    adults: input.adults,
    children: input.children,
    rate,
  });
  return { rate, unitPrice: lines.adults.unit, unitChildrenPrice: lines.children.unit, total: lines.total };
}
