import { createNoteSchema, noteDto, noteListDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { OPERATIONS_TOO } from '../../plugins/admin-access.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import type { NoteTarget } from './notes.service.js';
import { notesService } from './notes.service.js';

const noteBody = withExample(createNoteSchema, { body: 'Müşteri 15 dakika gecikeceğini bildirdi.' });

/** Internal notes on bookings and tour reservations: read and added by Yönetici and Operasyon. */
export async function notesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = notesService(app.deps.db);
  const tags = ['admin-notes'];
  const config = { access: 'admin' as const, roles: OPERATIONS_TOO };

  const targets: { path: string; target: NoteTarget; name: string }[] = [
    { path: '/admin/bookings/:id/notes', target: 'booking', name: 'Booking' },
    { path: '/admin/tour-reservations/:id/notes', target: 'tour_reservation', name: 'TourReservation' },
  ];
  for (const { path, target, name } of targets) {
    app.get(
      path,
      { config, schema: { operationId: `adminList${name}Notes`, tags, description: 'Oldest first.', params: idParams, response: { 200: envelope(noteListDto), ...failures(404) } } },
      async (req) => ok(await service.list(target, req.params.id)),
    );
    app.post(
      path,
      {
        config,
        schema: {
          operationId: `adminAdd${name}Note`,
          tags,
          description: 'The author and time are the signed-in user and now; audited.',
          params: idParams,
          body: noteBody,
          response: { 200: envelope(noteDto), ...failures(404) },
        },
      },
      async (req) => ok(await service.add(requireAdmin(req), target, req.params.id, req.body.body), 'Not eklendi'),
    );
  }
}
