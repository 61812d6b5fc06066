import { formatPrice } from '@riviera/domain';
import { describe, expect, it } from 'vitest';
import { shownPrice } from './shown-price';

const base = {
  estimateEur: 50,
  extrasEur: 5,
  formatIn: (amount: number, currency: string) => formatPrice(amount, currency),
  // what the visitor's currency (TRY at 49.5 per euro) makes of a euro amount
  formatConverted: (eur: number) => formatPrice(eur * 49.5, 'TRY'),
};

describe('the booking summary price', () => {
  it('after a failed price calculation shows the same euro amount as the price panel, said to be an estimate', () => {
    expect(shownPrice({ ...base, step: 2, quote: undefined, quoteFailed: true })).toEqual({ text: '€55', estimate: true });
    // a stale quote from before the failure is not shown beside the estimate either
    expect(shownPrice({ ...base, step: 2, quote: { total_price: 2723, currency: 'TRY' }, quoteFailed: true })).toEqual({
      text: '€55',
      estimate: true,
    });
  });

  it("shows the server's quote when it came", () => {
    expect(shownPrice({ ...base, step: 2, quote: { total_price: 2723, currency: 'TRY' }, quoteFailed: false })).toEqual({
      text: '2.723 ₺',
      estimate: false,
    });
  });

  it('converts the estimate on step 1, before any quote is asked', () => {
    expect(shownPrice({ ...base, step: 1, quote: undefined, quoteFailed: false })).toEqual({ text: '2.475 ₺', estimate: false });
  });
});
