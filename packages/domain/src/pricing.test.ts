import { describe, it, expect } from 'vitest';
import {
  DEFAULT_CHILDREN_PRICE_RATIO,
  TRIP_TYPES,
  computeTourTotal,
  computeTransferPrice,
  isTripType,
} from './pricing.js';

describe('trip types', () => {
  it('are one_way and round_trip', () => {
    expect(TRIP_TYPES).toEqual(['one_way', 'round_trip']);
    expect(isTripType('round_trip')).toBe(true);
    expect(isTripType('return')).toBe(false);
  });
});

describe('computeTransferPrice', () => {
  it('charges the one-way price without discount for one way', () => {
    expect(
      computeTransferPrice({ oneWayPriceEur: 50, tripType: 'one_way', roundTripDiscountPercent: 10 }),
    ).toEqual({
      basePriceEur: 50,
      discountPercent: 0,
      discountAmountEur: 0,
      tripPriceEur: 50,
      extrasTotalEur: 0,
      roundTripApplied: false,
      totalEur: 50,
      rate: 1,
      lines: { ride: 50, discount: 0, trip: 50, extras: [], extrasTotal: 0, total: 50 },
      total: 50,
    });
  });

  it('charges twice the price minus the discount for a round trip: 50 € and 10 % → 90 €', () => {
    const price = computeTransferPrice({
      oneWayPriceEur: 50,
      tripType: 'round_trip',
      roundTripDiscountPercent: 10,
    });
    expect(price.basePriceEur).toBe(100);
    expect(price.discountPercent).toBe(10);
    expect(price.discountAmountEur).toBe(10);
    expect(price.tripPriceEur).toBe(90);
    expect(price.roundTripApplied).toBe(true);
    expect(price.total).toBe(90);
  });

  it('adds extras undiscounted after the round-trip discount', () => {
    const price = computeTransferPrice({
      oneWayPriceEur: 50,
      tripType: 'round_trip',
      roundTripDiscountPercent: 10,
      extrasEur: [15, 0, 5],
    });
    expect(price.extrasTotalEur).toBe(20);
    expect(price.totalEur).toBe(110);
  });

  it('is plain 2x with a 0 % discount', () => {
    const price = computeTransferPrice({
      oneWayPriceEur: 45,
      tripType: 'round_trip',
      roundTripDiscountPercent: 0,
    });
    expect(price.totalEur).toBe(90);
  });

  it('converts ride and extras with the euro → booking-currency rate', () => {
    const price = computeTransferPrice({
      oneWayPriceEur: 50,
      tripType: 'round_trip',
      roundTripDiscountPercent: 10,
      extrasEur: 10,
      rateEurToTarget: 35.5,
    });
    expect(price.totalEur).toBe(100);
    expect(price.rate).toBe(35.5);
    expect(price.total).toBe(3550);
  });

  it('handles fractional discounts to the cent in euro, and shows whole units in the booking currency', () => {
    const price = computeTransferPrice({
      oneWayPriceEur: 37.5,
      tripType: 'round_trip',
      roundTripDiscountPercent: 7.5,
      rateEurToTarget: 1.0837,
    });
    expect(price.discountAmountEur).toBe(5.63);
    expect(price.totalEur).toBe(69.37);
    // 37.50 € is 40.64 → 41 one way, 82 both ways, 7.5 % of that 6.15 → 6 off: 76 (decision 027)
    expect(price.lines).toMatchObject({ ride: 82, discount: 6, trip: 76 });
    expect(price.total).toBe(76);
  });

  it('rejects a discount outside 0-100 and other nonsense', () => {
    const base = { oneWayPriceEur: 50, tripType: 'round_trip' as const };
    expect(() => computeTransferPrice({ ...base, roundTripDiscountPercent: 100.1 })).toThrow(RangeError);
    expect(() => computeTransferPrice({ ...base, roundTripDiscountPercent: -1 })).toThrow(RangeError);
    expect(() => computeTransferPrice({ ...base, roundTripDiscountPercent: 10, rateEurToTarget: 0 })).toThrow(
      RangeError,
    );
    expect(() => computeTransferPrice({ ...base, roundTripDiscountPercent: 10, extrasEur: [-5] })).toThrow(
      RangeError,
    );
    expect(() => computeTransferPrice({ ...base, oneWayPriceEur: -1, roundTripDiscountPercent: 10 })).toThrow(
      RangeError,
    );
    expect(computeTransferPrice({ ...base, roundTripDiscountPercent: 100 }).totalEur).toBe(0);
  });
});

describe('computeTourTotal', () => {
  it('defaults the children price to 50 % of the adult price', () => {
    expect(DEFAULT_CHILDREN_PRICE_RATIO).toBe(0.5);
    expect(computeTourTotal({ adultPrice: 40, childrenPrice: null, adults: 2, children: 2 })).toEqual({
      unitChildrenPrice: 20,
      adultsTotal: 80,
      childrenTotal: 40,
      total: 120,
    });
  });

  it('uses the tour children price when set, including free children', () => {
    expect(computeTourTotal({ adultPrice: 40, childrenPrice: 25, adults: 1, children: 3 }).total).toBe(115);
    expect(computeTourTotal({ adultPrice: 40, childrenPrice: 0, adults: 2, children: 1 }).total).toBe(80);
  });

  it('rounds half of an odd price to cents', () => {
    const total = computeTourTotal({ adultPrice: 35.25, adults: 1, children: 1 });
    expect(total.unitChildrenPrice).toBe(17.63);
    expect(total.total).toBe(52.88);
  });

  it('rejects fractional or negative counts', () => {
    expect(() => computeTourTotal({ adultPrice: 40, adults: 1.5, children: 0 })).toThrow(RangeError);
    expect(() => computeTourTotal({ adultPrice: 40, adults: 1, children: -1 })).toThrow(RangeError);
    expect(() => computeTourTotal({ adultPrice: -40, adults: 1, children: 0 })).toThrow(RangeError);
  });
});
