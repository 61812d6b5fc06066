/** What the booking page's summary shows as the total, and whether it is only an estimate. */
export interface ShownPrice {
  text: string;
  estimate: boolean;
}

/**
 * One price for both panels of step 2. With the server's quote it is that quote. When the quote
 * failed, the price panel falls back to the unconverted euro price (spec §8), so the summary shows
 * that same euro amount, marked as an estimate, rather than a second total in another currency.
 * Before step 2 (no quote asked yet) the summary converts the euro estimate: `formatConverted`.
 */
export function shownPrice(s: {
  step: 1 | 2;
  quote: { total_price: number; currency: string } | undefined;
  quoteFailed: boolean;
  estimateEur: number | null;
  extrasEur: number;
  formatIn: (amount: number, currency: string) => string;
  formatConverted: (eur: number) => string;
}): ShownPrice | null {
  if (s.step === 2 && s.quote && !s.quoteFailed) {
    return { text: s.formatIn(s.quote.total_price, s.quote.currency), estimate: false };
  }
  if (s.estimateEur === null) return null;
  if (s.step === 2 && s.quoteFailed) {
    return { text: s.formatIn(s.estimateEur + s.extrasEur, 'EUR'), estimate: true };
  }
  return { text: s.formatConverted(s.estimateEur + (s.step === 2 ? s.extrasEur : 0)), estimate: false };
}
