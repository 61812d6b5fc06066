import type { Kysely } from 'kysely';

/**
 * Conflicts by duration (decision 032): a route's drive time in minutes and a vehicle's luggage
 * capacity in pieces, both optional. A route without a drive time uses the board's fallback; a
 * vehicle without a luggage capacity is never flagged for luggage. Plain nullable integers, the
 * same on both dialects.
 */
export function driveTimesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('routes').addColumn('drive_minutes', 'integer').execute();
      await db.schema.alterTable('vehicles').addColumn('luggage_capacity', 'integer').execute();
    },
  };
}
