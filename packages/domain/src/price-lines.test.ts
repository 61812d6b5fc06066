import { describe, expect, it } from 'vitest';
import { conversionRate } from './currency.js';
import { quoteTourReservation } from './tour-quote.js';
import { bookedTransferLines, priceLine, tourPriceLines, transferPriceLines, unitPriceIn } from './price-lines.js';
import { computeTransferPrice } from './pricing.js';

// The demo's rates: 1 € = 49.5 ₺, 1 $ = 42.5 ₺.
const EUR_TO_USD = conversionRate(49.5, 42.5);
const EUR_TO_TRY = conversionRate(49.5, 1);

describe('shown prices add up (issue 32)', () => {
  it("the back office's tour example: 4 × 2.228 ₺ + 1 × 1.114 ₺ is 10.026 ₺, not 10.024 ₺", () => {
    // 45 € adults, children at half price (22.50 €), paid in lira.
    const q = quoteTourReservation({ price: 45, childrenPrice: null, tourRateToTry: 49.5, targetRateToTry: 1, adults: 4, children: 1 });
    expect(q.unitPrice).toBe(2228);
    expect(q.unitChildrenPrice).toBe(1114);
    expect(q.total).toBe(4 * 2228 + 1114);
  });

  it('a tour total is always the sum of its shown lines, whatever the rate', () => {
    for (const price of [35, 35.5, 45, 59.9, 120]) {
      for (const [own, target] of [[49.5, 42.5], [49.5, 56.5], [49.5, 1], [49.5, 11.6], [42.5, 49.5]] as const) {
        for (const [adults, children] of [[1, 0], [2, 1], [4, 1], [8, 8]] as const) {
          const q = quoteTourReservation({ price, childrenPrice: null, tourRateToTry: own, targetRateToTry: target, adults, children });
          expect(Number.isInteger(q.unitPrice) && Number.isInteger(q.unitChildrenPrice)).toBe(true);
          expect(q.total).toBe(adults * q.unitPrice + children * q.unitChildrenPrice);
        }
      }
    }
  });

  it("a transfer's total in the booking currency is the sum of its shown lines", () => {
    // 35 € one way is $40.76 → $41; three 5 € extras are $5.82 → $6 each. Cent-exact would say $58.24 → $58.
    const price = computeTransferPrice({ oneWayPriceEur: 35, tripType: 'one_way', roundTripDiscountPercent: 10, extrasEur: [5, 5, 5], rateEurToTarget: EUR_TO_USD });
    expect(price.lines).toEqual({ ride: 41, discount: 0, trip: 41, extras: [6, 6, 6], extrasTotal: 18, total: 59 });
    expect(price.total).toBe(59);
    expect(price.totalEur).toBe(50);
  });

  it('a round trip converts the one-way price first, then doubles it and takes the discount in whole units', () => {
    const lines = transferPriceLines({ oneWayPriceEur: 35, roundTrip: true, discountPercent: 10, extrasEur: [], rate: EUR_TO_USD });
    expect(lines.ride).toBe(82);
    expect(lines.discount).toBe(8);
    expect(lines.trip).toBe(74);
    expect(lines.total).toBe(74);
  });

  it('totals in euro stay as they were for whole-euro prices', () => {
    const price = computeTransferPrice({ oneWayPriceEur: 50, tripType: 'round_trip', roundTripDiscountPercent: 10, extrasEur: [15, 5] });
    expect(price.total).toBe(110);
    expect(price.totalEur).toBe(110);
  });

  it('converts and rounds one unit to whole units, half away from zero', () => {
    expect(unitPriceIn(45, EUR_TO_TRY)).toBe(2228);
    expect(unitPriceIn(22.5)).toBe(23);
    expect(priceLine(45, 4, EUR_TO_TRY)).toEqual({ unit: 2228, quantity: 4, amount: 8912 });
    expect(() => unitPriceIn(10, 0)).toThrow(RangeError);
    expect(() => priceLine(10, 1.5)).toThrow(RangeError);
  });

  it('prices children at children_price (0 is free), else half the adult price, each converted first', () => {
    expect(tourPriceLines({ price: 45, childrenPrice: 20, adults: 2, children: 1, rate: EUR_TO_TRY })).toEqual({
      adults: { unit: 2228, quantity: 2, amount: 4456 },
      children: { unit: 990, quantity: 1, amount: 990 },
      total: 5446,
    });
    expect(tourPriceLines({ price: 45, childrenPrice: 0, adults: 1, children: 3, rate: 1 }).total).toBe(45);
  });

  it("a booked transfer's lines: extras at the booking's rate, the trip what the total leaves", () => {
    expect(bookedTransferLines({ totalPrice: 59, extrasEur: [5, 5, 5], rate: EUR_TO_USD })).toEqual({ trip: 41, extras: [6, 6, 6], extrasTotal: 18, total: 59 });
    // a booking stored before the rule, with cents: the lines still add up to the total shown
    const old = bookedTransferLines({ totalPrice: 58.24, extrasEur: [5, 5, 5], rate: EUR_TO_USD });
    expect(old.trip + old.extrasTotal).toBe(old.total);
    expect(old.total).toBe(58);
  });
});
