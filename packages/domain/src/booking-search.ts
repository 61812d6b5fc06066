import { parseBookingIdParam } from './booking-number.js';
import { MAX_RECORD_ID } from './limits.js';
import { isValidPnr, normalizePnr } from './pnr.js';

/** What the back office's booking search text names (back-office §3, decision 005). */
export interface BookingSearchTerms {
  /**
   * The text to match by word prefix against names, e-mails and PNRs. Of an e-mail address only its
   * local part: the domain's words ('example', 'com') are in nearly every row.
   */
  words: string;
  /** the whole text when it is an e-mail address (it has an '@'), matched exactly */
  email: string | null;
  /** the text as a PNR, when it is one */
  pnr: string | null;
  /** the booking the text names by number: 'ORN000042', '#42' or '42' */
  bookingId: number | null;
}

/** Reads a search text as everything it may name; the list shows bookings matching any of it. */
export function bookingSearchTerms(search: string): BookingSearchTerms {
  const at = search.indexOf('@');
  const pnr = normalizePnr(search);
  const id = parseBookingIdParam(search.trim().replace(/^#/, ''));
  return {
    words: at >= 0 ? search.slice(0, at) : search,
    email: at >= 0 ? search.trim() : null,
    pnr: isValidPnr(pnr) ? pnr : null,
    bookingId: id !== null && id <= MAX_RECORD_ID ? id : null,
  };
}
