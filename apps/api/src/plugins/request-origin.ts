import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** Methods that change nothing; a page on another site may send them freely. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The serialised origin of a URL (`https://example.com`, default port dropped), or null when it is none. */
const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * Whether a request was sent by a page of another site: the browser says so in `Sec-Fetch-Site`, or
 * its `Origin` is neither the origin the request was addressed to (its Host, with the scheme the
 * client used, which behind a trusted proxy comes from X-Forwarded-Proto/Host) nor PUBLIC_URL's.
 * A request without either header (curl, another server, a test) is not a browser's and passes.
 */
export function isCrossSiteRequest(request: FastifyRequest, publicOrigin: string | null): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const claimed = originOf(origin);
  if (claimed === null) return true;
  return claimed !== publicOrigin && claimed !== originOf(`${request.protocol}://${request.host}`);
}

/**
 * Refuses state-changing requests sent from another site with 403, before their body is read.
 * The session cookie is SameSite=Strict already; this is the second lock on the same door, and the
 * one that also covers the public booking form (decision 011).
 */
export function registerRequestOriginCheck(app: FastifyInstance, opts: { publicUrl: string | undefined }): void {
  const publicOrigin = opts.publicUrl ? originOf(opts.publicUrl) : null;
  // A callback hook: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !isCrossSiteRequest(request, publicOrigin)) {
      done();
      return;
    }
    done(new AppError(403, 'error.cross_origin'));
  });
}
