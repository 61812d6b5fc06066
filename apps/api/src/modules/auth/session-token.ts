import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'riviera_session';
/** Sessions last 12 hours from their last use: a working day at the desk, renewed while in use. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/**
 * However much a session is used, it ends this long after sign-in (decision 011): a stolen cookie
 * kept alive by steady use dies within a day, while no one is signed out in the middle of a shift.
 */
export const SESSION_MAX_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** When a session used at `now` expires: its idle expiry, but never past its absolute lifetime. */
export const sessionExpiry = (createdAt: number, now: number): number =>
  Math.min(now + SESSION_TTL_MS, createdAt + SESSION_MAX_LIFETIME_MS);

/** 256 random bits, URL-safe. Only its hash is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
