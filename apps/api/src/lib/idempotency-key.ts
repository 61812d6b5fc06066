import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** The request header a client sends one value per submission in (decision 006). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;

/** The request's Idempotency-Key, or null without one; a malformed key is a 422. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) return null;
  if (!KEY_PATTERN.test(key)) throw new AppError(422, 'error.idempotency_key_invalid');
  return key;
}
