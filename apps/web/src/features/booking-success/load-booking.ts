import { isValidPnr, normalizePnr, parseBookingIdParam } from '@riviera/domain';
import { ApiError } from '../../lib/api-client';
import { fetchBooking, searchByPnr, type PublicBooking } from '../../lib/booking-lookup';

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
 * Reads the booking the page was sent to: by `pnr` (what our wizard uses) or by `booking_id`
 * (a number or 'ORN' + number). Every failure becomes one of the spec's messages.
 */
export async function loadSuccessBooking(
  pnr: string | null,
  bookingId: string | null,
): Promise<PublicBooking> {
  if (pnr?.trim()) {
    const code = normalizePnr(pnr);
    if (!isValidPnr(code)) throw new SuccessPageError('notFound');
    try {
      const res = await searchByPnr(code);
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
      const booking = await fetchBooking(id);
      if (!booking?.id) throw new SuccessPageError('unreadable');
      return booking;
    } catch (err) {
      throw fromApi(err, true);
    }
  }
  throw new SuccessPageError('missingParam');
}
