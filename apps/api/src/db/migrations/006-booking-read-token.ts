import type { Kysely } from 'kysely';

/**
 * The short-lived read token of a booking (decision 012): the hash of the random token issued with
 * the answer of `POST /api/bookings`, and when it stops opening the booking. Kept on the booking
 * itself so it commits with it and needs no clean-up; both are empty for bookings made otherwise.
 */
export function bookingReadTokenMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('bookings').addColumn('read_token_hash', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('read_token_expires_at', 'text').execute();
    },
  };
}
