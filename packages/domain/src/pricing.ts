import { roundMoney } from './currency.js';
import { transferPriceLines, type TransferPriceLines } from './price-lines.js';

export const TRIP_TYPES = ['one_way', 'round_trip'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export function isTripType(x: unknown): x is TripType {
  return typeof x === 'string' && (TRIP_TYPES as readonly string[]).includes(x);
}

/** Children pay half the adult price when a tour has no children_price (spec §9). */
export const DEFAULT_CHILDREN_PRICE_RATIO = 0.5;

export interface TransferPriceInput {
  /** Route price for the chosen vehicle type, one direction, in euro. */
  oneWayPriceEur: number;
  tripType: TripType;
  /** Site-wide round-trip discount (settings.round_trip_discount), percent 0-100. */
  roundTripDiscountPercent: number;
  /** Selected extra services in euro: their prices, or their sum. Never discounted. */
  extrasEur?: number | readonly number[];
  /** Euro → booking currency, e.g. conversionRate(eur.rate_to_try, target.rate_to_try). Default 1. */
  rateEurToTarget?: number;
}

export interface TransferPrice {
  /** Undiscounted trip price in euro: the one-way price, or twice it for a round trip. */
  basePriceEur: number;
  /** Discount actually applied: the setting for a round trip, 0 for one way. */
  discountPercent: number;
  discountAmountEur: number;
  /** basePriceEur − discountAmountEur: what the ride itself costs (booking field base_price_eur). */
  tripPriceEur: number;
  extrasTotalEur: number;
  roundTripApplied: boolean;
  /** tripPriceEur + extrasTotalEur. */
  totalEur: number;
  /** The euro → booking-currency rate used. */
  rate: number;
  /** The lines shown in the booking currency, each converted and rounded to whole units first. */
  lines: TransferPriceLines;
  /** The sum of the shown lines in the booking currency (decision 027). This is the booking's total_price. */
  total: number;
}

function assertAmount(x: number, name: string): void {
  if (!Number.isFinite(x) || x < 0) {
    throw new RangeError(`${name} must be a non-negative number, got ${String(x)}`);
  }
}

/**
 * Transfer price (spec §9): "twice the one-way price minus the discount percent from settings,
 * plus extra services (converted by the EUR-to-booking-currency rate)". The discount applies to the
 * ride only, never to extras, and only to round trips. The server computes this; clients display it.
 * Example: 50 € one way with a 10 % discount as a round trip → 100 − 10 = 90 €, plus extras.
 * The euro figures are kept to the cent; the booking-currency total is the sum of the shown lines
 * ({@link transferPriceLines}: each converted and rounded to whole units before it is added).
 * Throws RangeError on negative prices, a discount outside 0-100 or a non-positive rate.
 */
export function computeTransferPrice(input: TransferPriceInput): TransferPrice {
  const { oneWayPriceEur, tripType, roundTripDiscountPercent } = input;
  const rate = input.rateEurToTarget ?? 1;
  assertAmount(oneWayPriceEur, 'oneWayPriceEur');
  if (!isTripType(tripType)) throw new RangeError(`unknown trip type ${String(tripType)}`);
  if (
    !Number.isFinite(roundTripDiscountPercent) ||
    roundTripDiscountPercent < 0 ||
    roundTripDiscountPercent > 100
  ) {
    throw new RangeError(
      `roundTripDiscountPercent must be within 0-100, got ${String(roundTripDiscountPercent)}`,
    );
  }
  if (!Number.isFinite(rate) || rate <= 0)
    throw new RangeError(`rateEurToTarget must be positive, got ${String(rate)}`);

  const extras = input.extrasEur ?? 0;
  const extrasList = typeof extras === 'number' ? (extras === 0 ? [] : [extras]) : extras;
  extrasList.forEach((x, i) => assertAmount(x, `extrasEur[${i}]`));

  const roundTripApplied = tripType === 'round_trip';
  const basePriceEur = roundMoney(roundTripApplied ? oneWayPriceEur * 2 : oneWayPriceEur);
  const discountPercent = roundTripApplied ? roundTripDiscountPercent : 0;
  const discountAmountEur = roundMoney((basePriceEur * discountPercent) / 100);
  const tripPriceEur = roundMoney(basePriceEur - discountAmountEur);
  const extrasTotalEur = roundMoney(extrasList.reduce((sum, x) => sum + x, 0));
  const totalEur = roundMoney(tripPriceEur + extrasTotalEur);
  const lines = transferPriceLines({
    oneWayPriceEur,
    roundTrip: roundTripApplied,
    discountPercent,
    extrasEur: extrasList,
    rate,
  });
  return {
    basePriceEur,
    discountPercent,
    discountAmountEur,
    tripPriceEur,
    extrasTotalEur,
    roundTripApplied,
    totalEur,
    rate,
    lines,
    total: lines.total,
  };
}

export interface TourTotalInput {
  adultPrice: number;
  /** The tour's children_price; null/undefined means 50 % of the adult price. 0 means free. */
  childrenPrice?: number | null;
  adults: number;
  children: number;
}

export interface TourTotal {
  unitChildrenPrice: number;
  adultsTotal: number;
  childrenTotal: number;
  total: number;
}

function assertCount(x: number, name: string): void {
  if (!Number.isInteger(x) || x < 0)
    throw new RangeError(`${name} must be a whole number ≥ 0, got ${String(x)}`);
}

/**
 * Tour reservation total in the tour's currency: adults × adult price + children × child price,
 * where a missing children_price defaults to half the adult price (spec §9). Range checks of the
 * party (1-8 adults, 0-8 children) belong to the form schema; here counts must be whole and ≥ 0.
 */
export function computeTourTotal(input: TourTotalInput): TourTotal {
  const { adultPrice, adults, children } = input;
  assertAmount(adultPrice, 'adultPrice');
  assertCount(adults, 'adults');
  assertCount(children, 'children');
  const childrenPrice = input.childrenPrice ?? null;
  if (childrenPrice !== null) assertAmount(childrenPrice, 'childrenPrice');

  const unitChildrenPrice = roundMoney(childrenPrice ?? adultPrice * DEFAULT_CHILDREN_PRICE_RATIO);
  const adultsTotal = roundMoney(adultPrice * adults);
  const childrenTotal = roundMoney(unitChildrenPrice * children);
  return { unitChildrenPrice, adultsTotal, childrenTotal, total: roundMoney(adultsTotal + childrenTotal) };
}
