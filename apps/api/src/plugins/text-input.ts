import type { FastifyInstance } from 'fastify';
import { findNulCharacter, nulCharacterError } from '../lib/text-input.js';

/**
 * Refuses a NUL character anywhere in a request's route parameters, query or parsed body with a
 * 422 on the offending field, before validation and handlers run, for every route at once.
 * Multipart text fields are read later, part by part, and are checked where they are read
 * (lib/uploads.ts).
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      findNulCharacter(request.params) ?? findNulCharacter(request.query) ?? findNulCharacter(request.body);
    done(field === null ? undefined : nulCharacterError(field));
  });
}
