import { roundToWholeUnits } from './currency.js';

/**
 * Shown prices add up (issue 32, decision 027). Visitors see whole units (`formatPrice`) and the back
 * office sees the same whole units with two decimals, so a price is converted into the currency it is
 * shown in **per unit** and rounded to whole units there, and only then multiplied by how many; a
 * total is the sum of its shown lines. '2 × $41 + 1 × $21' is then '$103', never '$102'.
 *
 * Every path that prices or shows lines goes through here: the tour form and the server's tour
 * quote, the transfer quote (whose total is the booking's stored `total_price`), the booking pages,
 * the mails and voucher, and the back office.
 */

/** The rounding of one shown unit: `amount` (in its own currency) × `rate`, in whole units of the target. */
export function unitPriceIn(amount: number, rate = 1): number {
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`rate must be positive, got ${String(rate)}`);
  return roundToWholeUnits(amount * rate);
}

/** One shown line: `quantity` × `unit` = `amount`, all in the shown currency. */
export interface PriceLine {
  unit: number;
  quantity: number;
  amount: number;
}

/** A line of `quantity` units priced `unitAmount` in its own currency, shown through `rate`. */
export function priceLine(unitAmount: number, quantity: number, rate = 1): PriceLine {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a whole number ≥ 0, got ${String(quantity)}`);
  }
  const unit = unitPriceIn(unitAmount, rate);
  return { unit, quantity, amount: unit * quantity };
}

/** The total of shown lines: their sum, nothing rounded again. */
export const sumOfLines = (lines: readonly { amount: number }[]): number => lines.reduce((s, l) => s + l.amount, 0);

/** A tour reservation's shown lines: adults and children, each at its own converted unit price. */
export interface TourPriceLines {
  adults: PriceLine;
  children: PriceLine;
  total: number;
}

/** Children pay half the adult price when a tour has no children_price (spec §9). */
const CHILDREN_PRICE_RATIO = 0.5;

/**
 * A tour party's lines in the shown currency: the adult price and the child price (the tour's
 * children_price, else half the adult price; 0 is free) each converted through `rate` and rounded to
 * whole units first, then multiplied by the head count.
 */
export function tourPriceLines(input: {
  /** adult price per person in the tour's own currency */
  price: number;
  /** child price per child in the tour's own currency; null → half the adult price */
  childrenPrice: number | null;
  adults: number;
  children: number;
  /** tour currency → shown currency */
  rate: number;
}): TourPriceLines {
  const adults = priceLine(input.price, input.adults, input.rate);
  const children = priceLine(input.childrenPrice ?? input.price * CHILDREN_PRICE_RATIO, input.children, input.rate);
  return { adults, children, total: adults.amount + children.amount };
}

/** A transfer's shown lines in the booking currency. */
export interface TransferPriceLines {
  /** the ride: the one-way price converted, twice for a round trip */
  ride: number;
  /** the round-trip discount taken off the ride (0 one way) */
  discount: number;
  /** ride − discount */
  trip: number;
  /** each extra service, converted */
  extras: number[];
  extrasTotal: number;
  /** trip + extrasTotal: the booking's total_price */
  total: number;
}

/**
 * A transfer's lines: the one-way price converted to whole units first, doubled for a round trip,
 * the discount taken off in whole units, each extra converted on its own; the total is their sum.
 */
export function transferPriceLines(input: {
  oneWayPriceEur: number;
  roundTrip: boolean;
  /** percent 0-100, applied to round trips only */
  discountPercent: number;
  extrasEur: readonly number[];
  /** euro → booking currency */
  rate: number;
}): TransferPriceLines {
  const ride = unitPriceIn(input.oneWayPriceEur, input.rate) * (input.roundTrip ? 2 : 1);
  const discount = input.roundTrip ? roundToWholeUnits((ride * input.discountPercent) / 100) : 0;
  const trip = ride - discount;
  const extras = input.extrasEur.map((x) => unitPriceIn(x, input.rate));
  const extrasTotal = extras.reduce((s, x) => s + x, 0);
  return { ride, discount, trip, extras, extrasTotal, total: trip + extrasTotal };
}

/**
 * A booked transfer's lines as its readers show them: the extras at their booked euro prices
 * converted with the booking's rate, and the trip as what the stored total leaves. For a booking
 * priced by {@link transferPriceLines} that is exactly its trip line; for one stored before that
 * rule the lines still add up to the total the customer was told.
 */
export function bookedTransferLines(input: {
  totalPrice: number;
  extrasEur: readonly number[];
  rate: number;
}): { trip: number; extras: number[]; extrasTotal: number; total: number } {
  const rate = Number.isFinite(input.rate) && input.rate > 0 ? input.rate : 1;
  const extras = input.extrasEur.map((x) => unitPriceIn(x, rate));
  const extrasTotal = extras.reduce((s, x) => s + x, 0);
  const total = roundToWholeUnits(input.totalPrice);
  return { trip: total - extrasTotal, extras, extrasTotal, total };
}
