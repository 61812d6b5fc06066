import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Tailwind and React set inline style attributes; no inline scripts are allowed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * Sets the security headers on one answer; also called directly for the router's own errors,
 * which are answered outside the hooks.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(HEADERS);
  if (!request.url.startsWith('/api/docs') && !reply.hasHeader('Content-Security-Policy')) {
    reply.header('Content-Security-Policy', CSP);
  }
}

/** Security headers on every response (the API docs page sets its own CSP for its bundled scripts). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every response and has nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    applySecurityHeaders(request, reply);
    done(null, payload);
  });
}
