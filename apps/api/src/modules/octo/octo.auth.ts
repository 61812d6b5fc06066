import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ResellerKeyRow } from '../../db/schema.js';
import { OctoError } from './octo.errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** the reseller an OCTO request acts for, set from its API key (decision 041) */
    reseller?: ResellerKeyRow;
  }
}

/** The bearer token of `Authorization: Bearer <key>`, or '' when there is none. */
export function bearerToken(req: FastifyRequest): string {
  const header = req.headers.authorization ?? '';
  const m = /^Bearer\s+(\S{1,200})\s*$/i.exec(header);
  return m ? m[1]! : '';
}

/**
 * OCTO's rate limit counts per API key, not per address (a reseller calls from many servers, and
 * several resellers may share one); the key is the token's hash, so the counters never hold it.
 */
export const octoRateLimitKey = (req: FastifyRequest): string =>
  `octo:${createHash('sha256').update(bearerToken(req) || `ip:${req.ip}`).digest('hex').slice(0, 32)}`;

/** requests per key and minute: a reseller's availability sync polls, a script gone wrong stops here */
export const OCTO_RATE_LIMIT = { max: 300, timeWindow: '1 minute', keyGenerator: octoRateLimitKey } as const;

export const unauthorized = () =>
  new OctoError('UNAUTHORIZED', "You didn't send a valid API Key in the Authorization header (Bearer), or it was revoked");

/** The request's reseller, which the plugin's hook has set (every OCTO route needs one). */
export function resellerOf(req: FastifyRequest): ResellerKeyRow {
  if (!req.reseller) throw unauthorized();
  return req.reseller;
}
