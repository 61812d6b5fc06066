import { isValidPnr, normalizePnr, parseBookingIdParam, type Lang } from '@riviera/domain';
import { ApiError } from '../../lib/api-client';
import { fetchBooking, searchByPnr, type PublicBooking } from '../../lib/booking-lookup';
import { recallBookingReadToken } from '../../lib/booking-read-token';

/** Why the success page cannot show a booking: one case per message of spec §8. */
export type SuccessProblem =
  'missingParam' | 'invalidId' | 'tourPnr' | 'notFound' | 'unreadable' | 'tooMany' | 'failed';

export class SuccessPageError extends Error {
  constructor(readonly problem: SuccessProblem) {
    super(problem);
  }
}

function fromApi(err: unknown, idLookup: boolean): SuccessPageError {
  if (err instanceof SuccessPageError) return err;
  if (err instanceof ApiError) {
    if (err.status === 404) return new SuccessPageError('notFound');
    if (err.status === 429) return new SuccessPageError('tooMany');
    if (err.status === 422 && idLookup) return new SuccessPageError('invalidId');
  }
  return new SuccessPageError('failed');
}

/**
 * The booking this tab has just made, read with its read token rather than through the PNR
 * look-up, whose per-visitor limit is for look-ups, not for seeing one's own confirmation.
 * null when the tab holds no token for it or the token no longer opens it (expired): then the
 * PNR, a credential of its own, still does.
 */
async function readOwnBooking(pnr: string, lang: Lang | undefined): Promise<PublicBooking | null> {
  const kept = recallBookingReadToken({ pnr });
  if (!kept) return null;
  try {
    const booking = await fetchBooking(kept.id, kept.token, lang);
    return booking?.pnr_code === pnr ? booking : null;
  } catch {
    return null;
  }
}

/**
 * Reads the booking the page was sent to: by `pnr` (what our wizard uses) or by `booking_id`
 * (a number or 'ORN' + number). A booking number opens only with the read token this tab got
 * when it made the booking (or for signed-in staff); otherwise the server says not found, like
 * for an unknown number. Every failure becomes one of the spec's messages. Given `lang`, the
 * vehicle type and the extras come named in it.
 */
export async function loadSuccessBooking(
  pnr: string | null,
  bookingId: string | null,
  lang?: Lang,
): Promise<PublicBooking> {
  if (pnr?.trim()) {
    const code = normalizePnr(pnr);
    if (!isValidPnr(code)) throw new SuccessPageError('notFound');
    const own = await readOwnBooking(code, lang);
    if (own) return own;
    try {
      const res = await searchByPnr(code, lang);
      if (res.data?.type === 'tour') throw new SuccessPageError('tourPnr');
      if (res.data?.type !== 'transfer' || !res.data.booking) throw new SuccessPageError('unreadable');
      return res.data.booking;
    } catch (err) {
      throw fromApi(err, false);
    }
  }
  if (bookingId?.trim()) {
    const id = parseBookingIdParam(bookingId);
    if (id === null) throw new SuccessPageError('invalidId');
    try {
      const booking = await fetchBooking(id, recallBookingReadToken({ id })?.token, lang);
      if (!booking?.id) throw new SuccessPageError('unreadable');
      return booking;
    } catch (err) {
      throw fromApi(err, true);
    }
  }
  throw new SuccessPageError('missingParam');
}
