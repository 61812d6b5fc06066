import type { ChangeRequestDecision, ChangeRequestDto } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { enqueueChangeDecisionMail } from '../mail/mail-events.js';
import { changeRequestsRepository } from './change-requests.repository.js';

type Row = NonNullable<Awaited<ReturnType<typeof changeRequestsRepository.find>>>;

const toDto = (r: Row): ChangeRequestDto => ({
  id: r.id,
  status: r.status,
  asked: JSON.parse(r.fields_json) as ChangeRequestDto['asked'],
  note: r.note,
  reason: r.reason,
  created_at: r.created_at,
  decided_at: r.decided_at,
  decided_by: r.decided_by,
});

/**
 * Staff's side of customers' change requests (issue 25 item 2, decision 031): the list on a
 * booking, and the decision, which mails the customer in the booking's language. Accepting records
 * the answer; the change itself is the edit (decision 031), which staff make in the same dialog.
 */
export function changeRequestService(db: Kysely<Database>) {
  return {
    async listForBooking(id: number): Promise<ChangeRequestDto[]> {
      if (!(await changeRequestsRepository.pnrOf(db, 'booking', id)))
        throw notFound('error.booking_not_found');
      return (await changeRequestsRepository.listFor(db, 'booking', id)).map(toDto);
    },

    /** A tour reservation's requests: the same manage-page flow as a transfer's (decision 031). */
    async listForTourReservation(id: number): Promise<ChangeRequestDto[]> {
      if (!(await changeRequestsRepository.pnrOf(db, 'tour_reservation', id)))
        throw notFound('error.tour_reservation_not_found');
      return (await changeRequestsRepository.listFor(db, 'tour_reservation', id)).map(toDto);
    },

    async decide(
      admin: AdminPrincipal,
      requestId: number,
      d: ChangeRequestDecision,
    ): Promise<ChangeRequestDto> {
      return db.transaction().execute(async (trx) => {
        const r = await changeRequestsRepository.find(trx, requestId);
        if (!r) throw notFound();
        const at = new Date().toISOString();
        const decided = await changeRequestsRepository.decide(trx, requestId, {
          status: d.decision,
          reason: d.decision === 'refused' ? d.reason : null,
          decided_at: at,
          decided_by: admin.username,
        });
        if (!decided) throw new AppError(409, 'error.change_request_decided');
        const pnr = await changeRequestsRepository.pnrOf(trx, r.entity, r.entity_id);
        if (!pnr) throw notFound();
        await enqueueChangeDecisionMail(
          trx,
          { entity: r.entity, entityId: r.entity_id, pnr },
          d.decision === 'accepted' ? 'change_accepted' : 'change_refused',
          d.decision === 'refused' ? d.reason : null,
        );
        await recordAudit(trx, {
          admin,
          action: 'update',
          entity: 'change_request',
          entityId: requestId,
          before: { pnr_code: pnr, status: 'open' },
          after: { pnr_code: pnr, status: d.decision, reason: d.reason },
        });
        return toDto({
          ...r,
          status: d.decision,
          reason: d.decision === 'refused' ? d.reason : null,
          decided_at: at,
          decided_by: admin.username,
        });
      });
    },
  };
}
