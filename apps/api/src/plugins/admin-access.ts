import { ADMIN_ROLES, roleMayUse, type AdminRole } from '@riviera/domain';
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
    /**
     * Roles besides Yönetici that may use an 'admin' route. Default-deny: a route that does not
     * name a role answers 403 to it, so a route added later stays Yönetici-only until marked.
     */
    roles?: readonly AdminRole[];
  }
  interface FastifyRequest {
    admin: AdminPrincipal | null;
  }
}

/** For `config.roles`: the route is part of running the day (dispatch, bookings, notes). */
export const OPERATIONS_TOO: readonly AdminRole[] = ['operations'];
/** For `config.roles`: every signed-in staff member (who am I, my own password). */
export const EVERY_ROLE: readonly AdminRole[] = ADMIN_ROLES;

/** A back-office route as the access test and the docs see it. */
export interface AdminRoute {
  method: string;
  url: string;
  roles: readonly AdminRole[];
}

/**
 * Back-office protection is declarative: a route says `config: { access: 'admin' }` (and the roles
 * besides Yönetici that may use it) and this hook enforces both before validation and handlers run:
 * 401 without a session, 403 for a role the route is not open to. Every such route is listed in
 * `adminRoutes` so a test can walk them all.
 */
export function registerAdminAccess(app: FastifyInstance, authenticate: AdminAuthenticator): AdminRoute[] {
  const adminRoutes: AdminRoute[] = [];
  app.decorateRequest('admin', null);
  // The check is attached to the admin routes themselves, ahead of their other onRequest hooks
  // (rate limits), so public requests (almost all traffic) do not run a hook that has nothing to do.
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'admin') return;
    const roles = route.config.roles ?? [];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) if (m !== 'HEAD') adminRoutes.push({ method: m, url: route.url, roles });
    const requireRole = async (request: FastifyRequest): Promise<void> => {
      const admin = await authenticate(request);
      if (!admin) throw new AppError(401, 'error.unauthorized');
      if (!roleMayUse(admin.role, roles)) throw new AppError(403, 'error.forbidden_role');
      request.admin = admin;
    };
    const own = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [requireRole, ...own];
  });
  return adminRoutes;
}
