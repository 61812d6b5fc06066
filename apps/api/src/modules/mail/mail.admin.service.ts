import { resendTemplateFor, type MailHistoryDto, type MailStatus } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database, MailOutboxRow } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { enqueueResend } from './mail-events.js';
import { mailOutboxStaffRepository } from './mail-outbox.staff.repository.js';
import { mailRepository } from './mail.repository.js';

/** Either kind of booking, as the mail routes name them. */
export type MailEntity = 'booking' | 'tour_reservation';

const NOT_FOUND = {
  booking: 'error.booking_not_found',
  tour_reservation: 'error.tour_reservation_not_found',
} as const;

const toItem = (r: MailOutboxRow): MailHistoryDto['mails'][number] => ({
  id: r.id,
  template: r.template,
  recipient: r.recipient,
  status: r.status as MailStatus,
  attempts: r.attempts,
  last_error: r.last_error,
  to_address: r.to_address,
  created_at: r.created_at,
  sent_at: r.sent_at,
  next_attempt_at: r.next_attempt_at,
});

/** The back office's view of a booking's mail: its history, and sending the confirmation again. */
export function mailAdminService(db: Kysely<Database>, transportConfigured: boolean) {
  async function bookingOf(entity: MailEntity, id: number): Promise<{ pnr_code: string; status: string }> {
    const row = await mailRepository.pnrAndStatus(db, entity, id);
    if (!row) throw notFound(NOT_FOUND[entity]);
    return row;
  }

  return {
    async history(entity: MailEntity, id: number): Promise<MailHistoryDto> {
      await bookingOf(entity, id);
      const rows = await mailOutboxStaffRepository.historyOf(db, entity, id);
      return { transport_configured: transportConfigured, mails: rows.map(toItem) };
    },

    /**
     * Queues the customer's confirmation (with the voucher) once more, or a cancelled booking's
     * cancellation notice; audited with the queuing.
     */
    async resend(
      admin: AdminPrincipal,
      entity: MailEntity,
      id: number,
    ): Promise<{ history: MailHistoryDto; template: 'created' | 'cancelled' }> {
      const { pnr_code: pnr, status } = await bookingOf(entity, id);
      const template = resendTemplateFor(status);
      await db.transaction().execute(async (trx) => {
        await enqueueResend(trx, { entity, entityId: id, pnr }, template);
        await recordAudit(trx, {
          admin,
          action: 'create',
          entity: 'mail',
          entityId: id,
          after: { pnr_code: pnr, of: entity, template },
        });
      });
      return { history: await this.history(entity, id), template };
    },

    /**
     * Staff's 'send anyway' for a customer mail held over its address's hourly share (decision
     * 033): queued again and no longer capped; audited. 404 when it is not a held mail of this one.
     */
    async sendHeld(admin: AdminPrincipal, entity: MailEntity, id: number, mailId: number): Promise<MailHistoryDto> {
      const { pnr_code: pnr } = await bookingOf(entity, id);
      const released = await db.transaction().execute(async (trx) => {
        if (!(await mailOutboxStaffRepository.releaseHeld(trx, mailId, entity, id))) return false;
        await recordAudit(trx, {
          admin,
          action: 'update',
          entity: 'mail',
          entityId: mailId,
          after: { pnr_code: pnr, of: entity, status: 'queued', released_from: 'held' },
        });
        return true;
      });
      if (!released) throw notFound('error.mail_not_held');
      return this.history(entity, id);
    },
  };
}
