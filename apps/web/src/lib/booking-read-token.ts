/**
 * The read tokens of bookings made in this tab (decision 012). `POST /api/bookings` answers with a
 * short-lived token that opens the new booking by its number; the success page uses it instead of
 * the PNR look-up, which is rate-limited for visitors. Kept in sessionStorage, not in the URL: it
 * stays out of history, shared links and server logs, and ends with the tab.
 */
export interface BookingReadToken {
  id: number;
  pnr: string;
  token: string;
  expiresAt: string;
}

const STORAGE_KEY = 'riviera.booking-read-tokens';
/** A family booking several transfers in one tab keeps all of them; older ones fall off. */
const MAX_KEPT = 10;

function load(now: number): BookingReadToken[] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(list)) return [];
    return list.filter(
      (t): t is BookingReadToken =>
        typeof t === 'object' &&
        t !== null &&
        typeof (t as BookingReadToken).id === 'number' &&
        typeof (t as BookingReadToken).pnr === 'string' &&
        typeof (t as BookingReadToken).token === 'string' &&
        Date.parse((t as BookingReadToken).expiresAt) > now,
    );
  } catch {
    return [];
  }
}

/** Keeps the token of a booking just made (a replayed answer replaces its earlier entry). */
export function rememberBookingReadToken(entry: BookingReadToken, now = Date.now()): void {
  const kept = load(now).filter((t) => t.id !== entry.id);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...kept, entry].slice(-MAX_KEPT)));
  } catch {
    // storage blocked or full: the success page falls back to the PNR look-up
  }
}

/** The unexpired token of the booking with this number or this PNR, if this tab made it. */
export function recallBookingReadToken(
  by: { id: number } | { pnr: string },
  now = Date.now(),
): BookingReadToken | null {
  return load(now).find((t) => ('id' in by ? t.id === by.id : t.pnr === by.pnr)) ?? null;
}
