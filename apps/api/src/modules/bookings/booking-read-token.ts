import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The read token of a new booking (decision 012): what lets the success page read the booking it
 * has just made by its number, which alone is enumerable. One hour covers the visit and its reloads;
 * after that the PNR, which the page shows, is the way back to the booking.
 */
export const BOOKING_READ_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The request header that carries the token (a header, so it never lands in access logs or history). */
export const BOOKING_READ_TOKEN_HEADER = 'x-booking-token';

export interface IssuedReadToken {
  /** 256 random bits, URL-safe; given to the client once, never stored */
  token: string;
  hash: string;
  expiresAt: string;
}

const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();

/** A fresh token for a booking created at `now`, with the hash and expiry to store beside it. */
export function issueReadToken(now = new Date()): IssuedReadToken {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    hash: hashToken(token).toString('hex'),
    expiresAt: new Date(now.getTime() + BOOKING_READ_TOKEN_TTL_MS).toISOString(),
  };
}

/**
 * Whether `presented` opens the booking that stored this hash and expiry: the same token, not yet
 * expired. Bookings made without a token (staff, imports, before tokens existed) open to none.
 */
export function readTokenOpens(
  stored: { read_token_hash: string | null; read_token_expires_at: string | null },
  presented: string | undefined,
  now = new Date(),
): boolean {
  if (!presented || !stored.read_token_hash || !stored.read_token_expires_at) return false;
  if (Date.parse(stored.read_token_expires_at) <= now.getTime()) return false;
  const expected = Buffer.from(stored.read_token_hash, 'hex');
  const actual = hashToken(presented);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
