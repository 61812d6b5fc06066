import { mailHistoryDto, translateMessage } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPERATIONS_TOO } from '../../plugins/admin-access.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { failures } from '../../plugins/api-contract.js';
import { mailAdminService, type MailEntity } from './mail.admin.service.js';

const heldMailParams = z.object({ id: idParams.shape.id, mailId: idParams.shape.id });

const PATHS: { path: string; entity: MailEntity; name: string }[] = [
  { path: '/admin/bookings/:id/mails', entity: 'booking', name: 'Booking' },
  { path: '/admin/tour-reservations/:id/mails', entity: 'tour_reservation', name: 'TourReservation' },
];

/** The mail history of a booking or reservation, and 'resend confirmation'. */
export async function mailAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = mailAdminService(app.deps.db, Boolean(app.deps.config.smtpUrl));
  const tags = ['admin-mail'];
  // mail history and 'resend confirmation' are part of handling bookings: Operasyon too
  const access = { access: 'admin' as const, roles: OPERATIONS_TOO };

  for (const { path, entity, name } of PATHS) {
    app.get(
      path,
      {
        config: access,
        schema: {
          operationId: `adminList${name}Mails`,
          tags,
          description:
            'Every mail of it, newest first: queued, sent, or failed with the last error; and whether SMTP is configured.',
          params: idParams,
          response: { 200: envelope(mailHistoryDto), ...failures(404) },
        },
      },
      async (req) => ok(await service.history(entity, req.params.id)),
    );

    app.post(
      `${path}/resend`,
      {
        config: access,
        schema: {
          operationId: `adminResend${name}Confirmation`,
          tags,
          description:
            "Queues the customer's confirmation (with the voucher) again, or a cancelled booking's cancellation notice; audited.",
          params: idParams,
          response: { 200: envelope(mailHistoryDto), ...failures(404) },
        },
      },
      async (req) => {
        const { history, template } = await service.resend(requireAdmin(req), entity, req.params.id);
        const said = template === 'cancelled' ? 'message.cancellation_resent' : 'message.mail_resent';
        return ok(history, translateMessage(said, requestLanguage(req)));
      },
    );

    app.post(
      `${path}/:mailId/send-held`,
      {
        config: access,
        schema: {
          operationId: `adminSendHeld${name}Mail`,
          tags,
          description:
            "Sends a customer mail held over its address's hourly share (decision 033): queued again, no longer capped; audited. 404 unless it is a held mail of this booking.",
          params: heldMailParams,
          response: { 200: envelope(mailHistoryDto), ...failures(404) },
        },
      },
      async (req) =>
        ok(
          await service.sendHeld(requireAdmin(req), entity, req.params.id, req.params.mailId),
          translateMessage('message.held_mail_sent', requestLanguage(req)),
        ),
    );
  }
}
