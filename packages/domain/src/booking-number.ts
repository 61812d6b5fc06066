/** Booking numbers are shown as 'ORN' plus the id padded to 6 digits (spec §9). */
const ORN_PREFIX = 'ORN';
const ORN_PAD_LENGTH = 6;

/** formatOrn(42) → 'ORN000042'. Ids beyond 6 digits are not cut: formatOrn(1234567) → 'ORN1234567'. */
export function formatOrn(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1)
    throw new RangeError(`booking id must be a positive integer, got ${String(id)}`);
  return `${ORN_PREFIX}${String(id).padStart(ORN_PAD_LENGTH, '0')}`;
}

/**
 * Reads the success page's booking_id parameter: a plain number or 'ORN' plus the number, any
 * case, leading zeros allowed ('42', 'ORN000042', 'orn42' → 42). Anything else, including 0,
 * gives null, which the page reports as 'Geçersiz rezervasyon ID formatı'.
 */
export function parseBookingIdParam(s: string | null | undefined): number | null {
  const match = /^(?:orn)?(\d{1,15})$/i.exec((s ?? '').trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The code shown for a booking: its PNR, or the ORN number when it has none (spec §3). */
export function bookingDisplayCode(pnrCode: string | null | undefined, id: number): string {
  const pnr = pnrCode?.trim();
  return pnr ? pnr : formatOrn(id);
}
