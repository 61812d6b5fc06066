import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.js';
import { sendStoredFile } from '../../lib/stored-file-reply.js';

/** Sub-folder of the uploads directory that holds the ticket images customers attach to bookings. */
export const TICKETS_FOLDER = 'tickets';

/** A stored ticket's name as lib/uploads.ts makes it: 32 hex characters and the type's extension. */
const TICKET_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;
const TICKET_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/**
 * True for a path under the tickets folder, as the public uploads handler sees it ('/tickets/…'):
 * that handler must never serve one, whatever the spelling (it checks the resolved file too).
 */
export const isTicketPath = (pathName: string): boolean => /^\/?tickets(\/|$)/.test(pathName);

/**
 * A ticket image is a customer's travel document (name, flight, booking reference): only signed-in
 * staff may open it, and no browser or proxy keeps a copy. Other uploads (tour and gallery photos,
 * hero videos) stay public and long-cached under the static handler in app.ts.
 */
export async function ticketFileRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  app.get<{ Params: { name: string } }>(
    `/uploads/${TICKETS_FOLDER}/:name`,
    { config: { access: 'admin' }, schema: { hide: true } },
    async (req, reply) => {
      const match = TICKET_NAME.exec(req.params.name);
      if (!match) throw notFound();
      // With PostgreSQL, tickets are kept in the database like every upload (decision 019).
      if (app.deps.files) return sendStoredFile(req, reply, app.deps.files, `${TICKETS_FOLDER}/${req.params.name}`, 'private, no-store');
      const file = path.join(config.uploadsDir, TICKETS_FOLDER, req.params.name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw notFound();
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Length', stat.size)
        .type(TICKET_TYPES[match[1] as keyof typeof TICKET_TYPES])
        .send(fs.createReadStream(file));
    },
  );
}
