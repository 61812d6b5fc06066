import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

type Trx = Transaction<Database>;

/** How many bookings and tour reservations are past retention now (the confirmation dialog's figure). */
export async function countPastRetention(db: Kysely<Database>, cutoff: string): Promise<{ bookings: number; tour_reservations: number }> {
  const [b, t] = await Promise.all([
    db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('anonymised_at', 'is', null)
      .where('pickup_date', '<', cutoff)
      .where((eb) => eb.or([eb('return_date', 'is', null), eb('return_date', '<', cutoff)]))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tour_reservations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('anonymised_at', 'is', null)
      .where('booking_date', '<', cutoff)
      .executeTakeFirstOrThrow(),
  ]);
  return { bookings: Number(b.n), tour_reservations: Number(t.n) };
}

/**
 * Rows past retention, a batch at a time, oldest id first. On PostgreSQL the rows are locked and
 * rows another instance holds are skipped (SKIP LOCKED), so two runs never take the same row.
 */
export function retentionRepository(trx: Trx, dialect: DialectName) {
  return {
    async bookingsPast(cutoff: string, limit: number): Promise<number[]> {
      let q = trx
        .selectFrom('bookings')
        .select('id')
        .where('anonymised_at', 'is', null)
        // the pickup comes first, so this narrows by the index before the return date decides
        .where('pickup_date', '<', cutoff)
        .where((eb) => eb.or([eb('return_date', 'is', null), eb('return_date', '<', cutoff)]))
        .orderBy('id')
        .limit(limit);
      if (dialect === 'postgres') q = q.forUpdate().skipLocked();
      return (await q.execute()).map((r) => r.id);
    },

    async tourReservationsPast(cutoff: string, limit: number): Promise<number[]> {
      let q = trx
        .selectFrom('tour_reservations')
        .select('id')
        .where('anonymised_at', 'is', null)
        .where('booking_date', '<', cutoff)
        .orderBy('id')
        .limit(limit);
      if (dialect === 'postgres') q = q.forUpdate().skipLocked();
      return (await q.execute()).map((r) => r.id);
    },

    /**
     * Audit entries of bookings and tour reservations staff deleted whose snapshot still holds an
     * address (scrubbed ones hold none), after `afterId`: the caller reads each one's trip date.
     */
    deletedSnapshotsAfter: (afterId: number, limit: number) =>
      trx
        .selectFrom('audit_log')
        .select(['id', 'before_json'])
        .where('action', '=', 'delete')
        .where('entity', 'in', ['booking', 'tour_reservation'])
        .where('before_json', 'like', '%@%')
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),
  };
}
