import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * Security headers on every response, from helmet: a strict Content-Security-Policy, nosniff,
 * no framing, a referrer policy, an isolated browsing context, and HSTS once the site is served
 * over https (`PUBLIC_URL`). Helmet's further defaults are off: the policy is the one the site was
 * built and tested with, and Cross-Origin-Resource-Policy would keep the site's images out of the
 * e-mails that show them.
 *
 * Helmet writes its headers when a request arrives; a route that sets a header itself overrides
 * them. The API docs page does so: swagger-ui sends its own Content-Security-Policy for its scripts.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean }): Promise<void> {
  await app.register(fastifyHelmet, {
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
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  // Helmet has no Permissions-Policy; a callback hook: it runs on every request and awaits nothing.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    done();
  });
}
