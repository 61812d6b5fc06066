import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/app-error.js';
import type { DbFileStore } from '../lib/db-file-store.js';
import { sendStoredFile, STORED_PATH } from '../lib/stored-file-reply.js';

/**
 * With PostgreSQL, public uploads (tour, gallery, vehicle and setting images, hero videos) are
 * served from the database by every instance (decision 019) instead of from one instance's disk.
 * Tickets keep their own staff-only route and are refused here, as by the disk handler.
 */
export async function storedUploadRoutes(
  app: FastifyInstance,
  opts: { store: DbFileStore; /** paths this public handler must never serve (tickets) */ isPrivate: (relPath: string) => boolean },
): Promise<void> {
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
    const relPath = req.params['*'];
    if (!STORED_PATH.test(relPath) || opts.isPrivate(relPath) || relPath.split('/').some((s) => s.startsWith('.'))) throw notFound();
    return sendStoredFile(req, reply, opts.store, relPath, 'public, max-age=2592000, immutable');
  });
}
