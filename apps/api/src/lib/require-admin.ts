import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from './admin-principal.js';
import { AppError } from './app-error.js';

/**
 * The signed-in admin of a back-office route (`config: { access: 'admin' }` guarantees one; this
 * keeps the type honest and fails closed if a route forgot the marker).
 */
export function requireAdmin(request: Pick<FastifyRequest, 'admin'>): AdminPrincipal {
  if (!request.admin) throw new AppError(401, 'error.unauthorized');
  return request.admin;
}
