/** Prices as the back office enters them: whole cents, below a ceiling. */

export const MAX_PRICE = 1_000_000;

/** Money is kept in cents: a price with a third decimal (12.345) is a typing error, not a price. */
export function hasAtMostTwoDecimals(n: number): boolean {
  return Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
}

/** Cents at most: a third decimal is refused on every price field. */
export const cents = (n: number | null) => n === null || hasAtMostTwoDecimals(n);
