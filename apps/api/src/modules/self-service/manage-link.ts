import { DEFAULT_LANG, isLang, publicPagePath } from '@riviera/domain';

/**
 * The page where a customer manages a booking, with its PNR filled in, in the booking's language
 * (issue 25 §4): a Russian booking's mail, voucher and QR code open `/ru/booking-search?pnr=…`.
 */
export const manageUrlOf = (siteUrl: string, pnr: string, language: string): string =>
  `${siteUrl}${publicPagePath('bookingSearch', isLang(language) ? language : DEFAULT_LANG)}?pnr=${encodeURIComponent(pnr)}`;
