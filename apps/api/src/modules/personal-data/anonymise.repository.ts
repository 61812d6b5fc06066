import { sql, type Transaction, type Updateable } from 'kysely';
import type { BookingsTable, Database, TourReservationsTable } from '../../db/schema.js';

type Trx = Transaction<Database>;

/** The two kinds of booking a person's records are, as notes, jobs and the outbox name them. */
type Target = 'booking' | 'tour_reservation';

/** The queries of an erasure (anonymise.ts), all in the erasure's transaction. */
export const anonymiseRepository = {
  /**
   * Bookings among `ids` not yet anonymised, with the database's own lower() of the e-mail: the fold
   * the dashboard counts distinct customers by.
   */
  bookingsToErase: (trx: Trx, ids: readonly number[]) =>
    trx
      .selectFrom('bookings')
      .select(['id', 'pnr_code', 'ticket_image', sql<string>`lower(customer_email)`.as('email_key')])
      .where('id', 'in', ids)
      .where('anonymised_at', 'is', null)
      .execute(),

  /** Tour reservations among `ids` not yet anonymised, with lower() of the e-mail as above. */
  tourReservationsToErase: (trx: Trx, ids: readonly number[]) =>
    trx
      .selectFrom('tour_reservations')
      .select(['id', 'pnr_code', sql<string>`lower(customer_email)`.as('email_key')])
      .where('id', 'in', ids)
      .where('anonymised_at', 'is', null)
      .execute(),

  updateBooking: (trx: Trx, id: number, values: Updateable<BookingsTable>) =>
    trx.updateTable('bookings').set(values).where('id', '=', id).execute(),

  updateTourReservation: (trx: Trx, id: number, values: Updateable<TourReservationsTable>) =>
    trx.updateTable('tour_reservations').set(values).where('id', '=', id).execute(),

  deleteGuests: (trx: Trx, bookingIds: readonly number[]) =>
    trx.deleteFrom('booking_guests').where('booking_id', 'in', bookingIds).execute(),

  /** Deletes the internal notes of these rows; the ids they had (for their audit entries). */
  async deleteNotes(trx: Trx, target: Target, ids: readonly number[]): Promise<number[]> {
    const notes = await trx
      .selectFrom('internal_notes')
      .select('id')
      .where('target', '=', target)
      .where('target_id', 'in', ids)
      .execute();
    await trx
      .deleteFrom('internal_notes')
      .where('target', '=', target)
      .where('target_id', 'in', ids)
      .execute();
    return notes.map((n) => n.id);
  },

  /** Clears the dispatch notes of the jobs of these rows; the jobs' ids (for their audit entries). */
  async clearJobNotes(trx: Trx, target: Target, ids: readonly number[]): Promise<number[]> {
    const column = target === 'booking' ? 'booking_id' : 'tour_reservation_id';
    const jobs = await trx.selectFrom('dispatch_jobs').select('id').where(column, 'in', ids).execute();
    if (jobs.length)
      await trx.updateTable('dispatch_jobs').set({ note: null }).where(column, 'in', ids).execute();
    return jobs.map((j) => j.id);
  },

  /** Gives up the mail still waiting for these rows. */
  failWaitingMails: (trx: Trx, target: Target, ids: readonly number[]) =>
    trx
      .updateTable('mail_outbox')
      .set({ status: 'failed', claimed_by: null, lease_until: null })
      .where('entity', '=', target)
      .where('entity_id', 'in', ids)
      .where('status', 'in', ['queued', 'sending'])
      .execute(),

  /** Blanks the address, note and error of every outbox row of these rows; how many. */
  async blankMails(trx: Trx, target: Target, ids: readonly number[], at: string): Promise<number> {
    const mails = await trx
      .updateTable('mail_outbox')
      .set({ to_address: null, note: null, last_error: null, updated_at: at })
      .where('entity', '=', target)
      .where('entity_id', 'in', ids)
      .executeTakeFirst();
    return Number(mails.numUpdatedRows);
  },

  /** Replaces the stored idempotent answers that name this PNR. */
  replaceAnswersNaming: (trx: Trx, pnr: string, statusCode: number, responseJson: string) =>
    trx
      .updateTable('idempotency_keys')
      .set({ status_code: statusCode, response_json: responseJson })
      .where('response_json', 'like', `%"${pnr}"%`)
      .execute(),

  /** The snapshots of the audit entries of `entity` rows `ids`. */
  auditSnapshotsOf: (trx: Trx, entity: string, ids: readonly number[]) =>
    trx
      .selectFrom('audit_log')
      .select(['id', 'before_json', 'after_json'])
      .where('entity', '=', entity)
      .where(
        'entity_id',
        'in',
        ids.map((id) => String(id)),
      )
      .execute(),

  /** The snapshots of the audit entries `ids`. */
  auditSnapshotsById: (trx: Trx, ids: readonly number[]) =>
    trx.selectFrom('audit_log').select(['id', 'before_json', 'after_json']).where('id', 'in', ids).execute(),

  setAuditSnapshots: (trx: Trx, id: number, before: string | null, after: string | null) =>
    trx
      .updateTable('audit_log')
      .set({ before_json: before, after_json: after })
      .where('id', '=', id)
      .execute(),

  /** Deletes a file from the database store (its chunks go with it); whether there was one. */
  async deleteStoredFile(trx: Trx, relPath: string): Promise<boolean> {
    const stored = await trx.deleteFrom('stored_files').where('path', '=', relPath).executeTakeFirst();
    return Number(stored.numDeletedRows) > 0;
  },
};
