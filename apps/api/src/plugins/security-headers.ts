import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * The site's policy: a strict Content-Security-Policy, nosniff, no framing, a referrer policy, an
 * isolated browsing context, and HSTS once the site is served over https (`PUBLIC_URL`). Helmet's
 * further defaults are off: the policy is the one the site was built and tested with, and
 * Cross-Origin-Resource-Policy would keep the site's images out of the e-mails that show them.
 */
const helmetOptions = (https: boolean): FastifyHelmetOptions => ({
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
 * Security headers on every response, from helmet. Helmet writes its headers when a request
 * arrives; a route that sets a header itself overrides them. The API docs page does so:
 * swagger-ui sends its own Content-Security-Policy for its scripts.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean }): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(opts.https));
  // Helmet has no Permissions-Policy; a callback hook: it runs on every request and awaits nothing.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    done();
  });
}

/**
 * The same headers for an answer given outside the request hooks: the router's own errors (an
 * undecodable URL, a path segment over the limit) reach no route, so helmet never saw them.
 * Helmet's configured writer is applied to the raw response; Node merges those headers with the
 * ones the reply then writes.
 */
export function securityHeadersWriter(opts: { https: boolean }): (request: FastifyRequest, reply: FastifyReply) => void {
  // The same options object; @fastify/helmet declares helmet's option types from its CommonJS
  // typings and helmet's ESM entry from its own, which TypeScript holds apart.
  const apply = helmet(helmetOptions(opts.https) as Parameters<typeof helmet>[0]);
  return (request, reply) => {
    apply(request.raw, reply.raw, () => undefined);
    void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  };
}
