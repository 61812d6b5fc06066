import {
  TRIP_REFUSAL_MESSAGE_KEYS,
  isTripStatus,
  toMinor,
  tripTransitionRefusal,
  type TripStatusTapDto,
  type TripStatusTapInput,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { driversRepository as drivers } from './drivers.repository.js';
import { hashRunToken } from './run-links.service.js';
import type { LiveBoard } from './live-board.js';
import { tripStatusRepository as events } from './trip-status.repository.js';
import { enqueueReviewMail } from '../trip-mails/trip-mails.service.js';

/**
 * The driver's status taps (issue 26 item 1, decision 035), reached with the share link's token
 * only: a dead link (unknown, expired, revoked, of a 'Pasif' driver) is the page's same 404, and a
 * link reaches only its own driver's jobs of its own day. The server stamps the time; the domain's
 * rule refuses an impossible status (409); a client id seen before is answered, not applied again.
 * A status applied is published to the live board (decision 039) once committed.
 */
export function tripStatusService(db: Kysely<Database>, board?: Pick<LiveBoard, 'publish'>) {
  /** The answer for a client id already applied: the same tap again, or a misuse of its id. */
  async function repeated(clientId: string, jobId: number, status: string): Promise<TripStatusTapDto | null> {
    const seen = await events.findByClientId(db, clientId);
    if (!seen) return null;
    if (seen.job_id !== jobId || seen.status !== status || !isTripStatus(seen.status))
      throw conflict('error.tap_client_id_reused');
    return { job_id: jobId, client_id: clientId, status: seen.status, at: seen.created_at, repeated: true };
  }

  return {
    async tap(token: string, jobId: number, input: TripStatusTapInput): Promise<TripStatusTapDto> {
      const link = await drivers.findLiveRunLink(db, hashRunToken(token), nowIso());
      if (!link) throw notFound('error.run_link_not_found');
      const again = await repeated(input.client_id, jobId, input.status);
      if (again) return again;
      const at = nowIso();
      try {
        await db.transaction().execute(async (trx) => {
          const job = await events.findDriverJob(trx, jobId, link.driver_id, link.service_date);
          if (!job) throw notFound('error.job_not_found');
          if (job.booking_status === 'cancelled') throw conflict('error.trip_job_cancelled');
          const current = isTripStatus(job.trip_status) ? job.trip_status : null;
          const refusal = tripTransitionRefusal(current, input.status);
          if (refusal) throw conflict(TRIP_REFUSAL_MESSAGE_KEYS[refusal]);
          // another tap on the same job between our read and this write: refused, never both applied
          if (!(await events.moveStatus(trx, jobId, job.trip_status, input.status, at)))
            throw conflict('error.trip_status_changed');
          await events.insertEvent(trx, {
            job_id: jobId,
            driver_id: link.driver_id,
            status: input.status,
            client_id: input.client_id,
            tapped_at: input.tapped_at ?? null,
            created_at: at,
            cash_minor: input.cash ? toMinor(input.cash.amount) : null,
            cash_currency: input.cash?.currency ?? null,
          });
          // the booking's last leg done: the review request, once, in the tap's own transaction
          if (input.status === 'completed') await enqueueReviewMail(trx, jobId);
        });
      } catch (err) {
        // the same tap sent twice at once: the other request applied it (this one then met its
        // status or its client id); answered as a repeat, not refused
        if (isUniqueViolation(err) || (err instanceof AppError && err.statusCode === 409)) {
          const other = await repeated(input.client_id, jobId, input.status);
          if (other) return other;
        }
        throw err;
      }
      await board?.publish({
        kind: 'trip_status',
        job_id: jobId,
        date: link.service_date,
        status: input.status,
        at,
      });
      return { job_id: jobId, client_id: input.client_id, status: input.status, at, repeated: false };
    },
  };
}
