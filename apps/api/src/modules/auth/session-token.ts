import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'riviera_session';
/** Sessions last 12 hours from their last use: a working day at the desk, renewed while in use. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** 256 random bits, URL-safe. Only its hash is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
