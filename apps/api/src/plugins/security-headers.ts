import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * The site's policy: a strict Content-Security-Policy, nosniff, no framing, a referrer policy, an
 * isolated browsing context, and HSTS once the site is served over https (`PUBLIC_URL`). Helmet's
 * further defaults are off: the policy is the one the site was built and tested with, and
 * Cross-Origin-Resource-Policy would keep the site's images out of the e-mails that show them.
 */
const helmetOptions = (https: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Tailwind and React set inline style attributes; no inline scripts are allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  // Only over https: a browser that saw HSTS on plain http would refuse the site afterwards.
  strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * The headers helmet writes with these options, read once: without CSP nonces they are the same for
 * every answer, so a request only copies them (@fastify/helmet rebuilt helmet's middleware, its
 * policy parsing included, on every request: 6 % of a cached read's CPU, issue 31).
 */
export function securityHeaderValues(opts: { https: boolean }): Readonly<Record<string, string>> {
  const apply = helmet(helmetOptions(opts.https));
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let applied = false;
  apply({} as IncomingMessage, collector as unknown as ServerResponse, () => {
    applied = true;
  });
  // Helmet answers synchronously; if a later version did not, every answer would lack its headers.
  if (!applied) throw new Error('helmet did not apply its headers synchronously');
  headers['Permissions-Policy'] = PERMISSIONS_POLICY;
  return Object.freeze(headers);
}

/**
 * Security headers on every response. They are written when a request arrives; a route that sets
 * a header itself overrides them. The API docs page does so: swagger-ui sends its own
 * Content-Security-Policy for its scripts.
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean }): void {
  const headers = securityHeaderValues(opts);
  // A callback hook: it runs on every request and awaits nothing.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/**
 * The same headers for an answer given outside the request hooks: the router's own errors (an
 * undecodable URL, a path segment over the limit) reach no route, so the hook never ran. They are
 * written to the raw response; Node merges them with the ones the reply then writes.
 */
export function securityHeadersWriter(opts: { https: boolean }): (request: FastifyRequest, reply: FastifyReply) => void {
  const headers = Object.entries(securityHeaderValues(opts));
  return (_request, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  };
}
