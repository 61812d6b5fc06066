import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { foldedEquals } from '../../lib/folded-search.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Most records read for one e-mail address. A person has a handful; the cap keeps a request about a
 * shared address (a travel agency's) from reading a whole table into memory.
 */
export const PERSON_RECORD_CAP = 1000;

/**
 * What is held about one e-mail address, matched by both the Turkish and the plain case folding
 * ('AYSE@…' and 'ayse@…' are one person). Rows already anonymised no longer carry the address.
 */
export function personDataRepository(db: Db) {
  return {
    bookings: (email: string) =>
      db
        .selectFrom('bookings')
        .selectAll()
        .where('anonymised_at', 'is', null)
        .where(foldedEquals('customer_email', email))
        .orderBy('id')
        .limit(PERSON_RECORD_CAP)
        .execute(),

    tourReservations: (email: string) =>
      db
        .selectFrom('tour_reservations')
        .selectAll()
        .where('anonymised_at', 'is', null)
        .where(foldedEquals('customer_email', email))
        .orderBy('id')
        .limit(PERSON_RECORD_CAP)
        .execute(),

    guestsOf: (bookingIds: readonly number[]) =>
      bookingIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('booking_guests')
            .select(['booking_id', 'first_name', 'last_name', 'identity_number'])
            .where('booking_id', 'in', bookingIds)
            .orderBy('booking_id')
            .orderBy('position')
            .execute(),

    /** Outbox rows of these bookings and reservations (the mail sent to or about the person). */
    mailsOf: (bookingIds: readonly number[], tourIds: readonly number[]) =>
      bookingIds.length + tourIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('mail_outbox')
            .select(['id', 'entity', 'entity_id', 'pnr_code', 'template', 'recipient', 'status', 'to_address', 'note', 'sent_at', 'created_at'])
            .where((eb) =>
              eb.or([
                ...(bookingIds.length ? [eb.and([eb('entity', '=', 'booking'), eb('entity_id', 'in', bookingIds)])] : []),
                ...(tourIds.length ? [eb.and([eb('entity', '=', 'tour_reservation'), eb('entity_id', 'in', tourIds)])] : []),
              ]),
            )
            .orderBy('id')
            .limit(PERSON_RECORD_CAP)
            .execute(),

    /**
     * Audit entries of bookings and tour reservations that staff deleted, whose snapshot mentions
     * the address's domain (letter case aside; the caller compares the address itself, folded).
     * Such a snapshot nests the customer's name, e-mail, phone, hotel and flight.
     */
    deletedSnapshotsMentioning: (domainPart: string) =>
      db
        .selectFrom('audit_log')
        .select(['id', 'entity', 'entity_id', 'before_json'])
        .where('action', '=', 'delete')
        .where('entity', 'in', ['booking', 'tour_reservation'])
        .where(sql<string>`lower(before_json)`, 'like', `%${domainPart.toLowerCase()}%`)
        .orderBy('id')
        .limit(PERSON_RECORD_CAP)
        .execute(),
  };
}
