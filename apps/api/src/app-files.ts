import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { DbFileStore } from './lib/db-file-store.js';
import { isTicketPath, ticketFileRoutes } from './modules/bookings/bookings.tickets.routes.js';
import { storedUploadRoutes } from './plugins/stored-uploads.js';

/** Uploads: tickets to staff only, the rest public, from the database (`files`) or from disk. */
export async function registerUploadServing(
  app: FastifyInstance,
  uploadsDir: string,
  files: DbFileStore | null,
): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  // Ticket images are customers' documents: staff only, never cached (their own route). The public
  // handler below also refuses any path that resolves into their folder, whatever its spelling.
  await app.register(ticketFileRoutes);
  if (files) await app.register(storedUploadRoutes, { store: files, isPrivate: isTicketPath });
  else
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      allowedPath: (pathName) => !isTicketPath(pathName),
      // Uploaded files never change under a name (names are generated), so they can be cached long.
      maxAge: '30d',
      immutable: true,
    });
}

/** The web build's assets (pages themselves are answered by the not-found handler). */
export async function registerWebAssets(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: true,
    // The web build writes .br/.gz beside each asset (apps/web/vite.config.ts); send those when accepted.
    preCompressed: true,
    // Hashed assets never change under a name; index.html is answered by the not-found handler with no-cache.
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        void res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}
