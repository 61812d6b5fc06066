import type { BookingStatus } from '@riviera/domain';
import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

/** Tables whose rows have a PNR and one of the four booking statuses. */
export type StatusTable = 'bookings' | 'tour_reservations';

/*
 * Both tables share the columns used here (id, pnr_code, status, updated_at); Kysely cannot type a
 * query over "either table", so the queries are written against `bookings` and run on `table`.
 */
const as = (table: StatusTable) => table as 'bookings';

/**
 * The queries of an audited status change or deletion, inside the caller's transaction. Rows are
 * locked on PostgreSQL so that two admins changing one at once are recorded in order.
 */
export function statusTargetRepository(trx: Transaction<Database>, dialect: DialectName, table: StatusTable) {
  const lock = <Q extends { forUpdate(): Q }>(q: Q): Q => (dialect === 'postgres' ? q.forUpdate() : q);
  return {
    findStatusForUpdate: (id: number) =>
      lock(trx.selectFrom(as(table)).select(['pnr_code', 'status', 'updated_at']).where('id', '=', id)).executeTakeFirst(),
    existsForUpdate: async (id: number) =>
      (await lock(trx.selectFrom(as(table)).select('id').where('id', '=', id)).executeTakeFirst()) !== undefined,
    async setStatus(id: number, status: BookingStatus, at: string): Promise<void> {
      await trx.updateTable(as(table)).set({ status, updated_at: at }).where('id', '=', id).execute();
    },
    async delete(id: number): Promise<void> {
      await trx.deleteFrom(as(table)).where('id', '=', id).execute();
    },
  };
}
