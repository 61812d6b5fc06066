import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../lib/admin-principal.js';
import { AppError } from '../lib/app-error.js';

// Modules name the signed-in admin through this plugin, which puts it on the request.
export type { AdminPrincipal };

/** Resolves the signed-in admin of a request from its session cookie, or null. */
export type AdminAuthenticator = (request: FastifyRequest) => Promise<AdminPrincipal | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'admin' routes answer 401 without a valid server-side session, whatever the browser holds. */
    access?: 'public' | 'admin';
  }
  interface FastifyRequest {
    admin: AdminPrincipal | null;
  }
}

/**
 * Back-office protection is declarative: a route says `config: { access: 'admin' }` and this
 * hook enforces it before validation and handlers run. Every such route is listed in
 * `adminRoutes` so a test can walk them all and prove each answers 401 without a session.
 */
export function registerAdminAccess(app: FastifyInstance, authenticate: AdminAuthenticator): { method: string; url: string }[] {
  const adminRoutes: { method: string; url: string }[] = [];
  app.decorateRequest('admin', null);
  const requireAdmin = async (request: FastifyRequest): Promise<void> => {
    const admin = await authenticate(request);
    if (!admin) throw new AppError(401, 'error.unauthorized');
    request.admin = admin;
  };
  // The check is attached to the admin routes themselves, ahead of their other onRequest hooks
  // (rate limits), so public requests (almost all traffic) do not run a hook that has nothing to do.
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'admin') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) if (m !== 'HEAD') adminRoutes.push({ method: m, url: route.url });
    const own = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [requireAdmin, ...own];
  });
  return adminRoutes;
}
