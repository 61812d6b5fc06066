/** The page where a customer manages a booking, with its PNR filled in. */
export const manageUrlOf = (siteUrl: string, pnr: string): string =>
  `${siteUrl}/booking-search?pnr=${encodeURIComponent(pnr)}`;
