import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, TourReservationsTable } from '../../db/schema.js';

export type NewTourReservation = Insertable<TourReservationsTable>;

/** Kysely queries of tour reservations (no rules here). */
export function tourReservationRepository(db: Kysely<Database>) {
  return {
    /** Inserts inside the caller's transaction, so the PNR and the reservation commit together. */
    insert: (trx: Transaction<Database>, row: NewTourReservation) =>
      trx.insertInto('tour_reservations').values(row).returningAll().executeTakeFirstOrThrow(),
    findActiveTour: (id: number) =>
      db.selectFrom('tours').selectAll().where('id', '=', id).where('is_active', '=', 1).executeTakeFirst(),
    findCurrency: (code: string) =>
      db.selectFrom('currencies').selectAll().where('code', '=', code).executeTakeFirst(),
    /** A reservation by PNR with what is left of its tour (it may have been deleted since). */
    findByPnr: (pnr: string) =>
      db
        .selectFrom('tour_reservations')
        .leftJoin('tours', 'tours.id', 'tour_reservations.tour_id')
        .selectAll('tour_reservations')
        // the tour's other-language texts: the look-up names it in the reservation's language (decision 024)
        .select(['tours.description as tour_description', 'tours.translations as tour_translations'])
        .where('tour_reservations.pnr_code', '=', pnr)
        .executeTakeFirst(),
  };
}
