import type { FastifyInstance } from 'fastify';
import { findNulCharacter, nulCharacterError } from '../lib/text-input.js';

/** a percent-encoded NUL, the only form one can take in a URL (either case of hex digits is the same) */
const URL_NUL = /%00/;

/**
 * Refuses a NUL character anywhere in a request's route parameters, query or parsed body with a
 * 422 on the offending field, before validation and handlers run, for every route at once.
 * Multipart text fields are read later, part by part, and are checked where they are read
 * (lib/uploads.ts).
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('preValidation', (request, _reply, done) => {
    // Parameters and query are decoded from the URL, where a NUL can only arrive percent-encoded
    // (Node refuses a raw one): a URL without `%00` spares the walk on every read.
    const field =
      (URL_NUL.test(request.url) ? (findNulCharacter(request.params) ?? findNulCharacter(request.query)) : null) ??
      (request.body === undefined ? null : findNulCharacter(request.body));
    done(field === null ? undefined : nulCharacterError(field));
  });
}
