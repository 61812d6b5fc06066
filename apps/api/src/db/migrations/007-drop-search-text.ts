import type { Kysely } from 'kysely';

/**
 * Drops the `search_text` columns of bookings and tour reservations and their indexes. The
 * back-office search reads a full-text document built from the columns themselves (decision 005),
 * so the copies were written on every booking and read by nothing.
 */
export function dropSearchTextMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [table, index] of [
        ['bookings', 'bookings_search_idx'],
        ['tour_reservations', 'tour_res_search_idx'],
      ] as const) {
        // The index first: SQLite refuses to drop an indexed column.
        await db.schema.dropIndex(index).execute();
        await db.schema.alterTable(table).dropColumn('search_text').execute();
      }
    },
  };
}
