import type { Kysely } from 'kysely';

/**
 * Customer mails that a visitor's action queues (a booking's confirmation, a self-service receipt)
 * are capped per address and hour (issue 28 item 5, decision 033): the flag tells them from the
 * mails staff send, which are never held. Rows queued before it are staff's as far as the cap goes.
 */
export function mailAddressCapMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('mail_outbox')
        .addColumn('visitor_triggered', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
