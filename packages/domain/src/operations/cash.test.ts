import { describe, expect, it } from 'vitest';
import { expectedCashOf, settleDay } from './cash.js';

describe('cash on arrival (decision 035)', () => {
  it("expects a round trip's whole price on its first leg, nothing on the return or a cancelled job", () => {
    const booking = { status: 'confirmed', total_price: 150, currency: 'EUR' };
    expect(expectedCashOf({ ...booking, leg: 'outbound' })).toEqual({ amount: 150, currency: 'EUR' });
    expect(expectedCashOf({ ...booking, leg: 'return' })).toBeNull();
    expect(expectedCashOf({ ...booking, leg: 'tour' })).toEqual({ amount: 150, currency: 'EUR' });
    expect(expectedCashOf({ ...booking, leg: 'outbound', status: 'cancelled' })).toBeNull();
  });

  it('settles a day per currency: expected, collected, handed and the difference', () => {
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    const tl = (amount: number) => ({ amount, currency: 'TRY' });
    const lines = settleDay(
      [
        { expected: eur(150), collected: eur(150) },
        { expected: eur(40.1), collected: eur(40.2) },
        { expected: tl(2000), collected: eur(50) },
        { expected: null, collected: null },
      ],
      [eur(230)],
    );
    expect(lines).toEqual([
      { currency: 'EUR', expected: 190.1, collected: 240.2, handed: 230, difference: 39.9 },
      { currency: 'TRY', expected: 2000, collected: 0, handed: null, difference: -2000 },
    ]);
  });
});
