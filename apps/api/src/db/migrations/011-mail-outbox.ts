import type { Kysely } from 'kysely';

/**
 * The mail outbox (decision 016): one row per mail to send, written in the transaction of the event
 * that causes it (a booking made, a status changed), so a mail is never promised without its event
 * nor lost after it. The worker claims rows with a lease (`claimed_by`, `lease_until`) so that one row
 * is sent by one instance; `next_attempt_at` carries the retry backoff.
 */
export function mailOutboxMigration(dialect: 'sqlite' | 'postgres') {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('mail_outbox');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('entity', 'varchar(30)', (c) => c.notNull())
        .addColumn('entity_id', 'integer', (c) => c.notNull())
        .addColumn('pnr_code', 'varchar(20)', (c) => c.notNull())
        .addColumn('template', 'varchar(40)', (c) => c.notNull())
        .addColumn('recipient', 'varchar(20)', (c) => c.notNull())
        .addColumn('language', 'varchar(5)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claimed_by', 'varchar(64)')
        .addColumn('lease_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('to_address', 'text')
        .addColumn('note', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mail_outbox_due_idx')
        .on('mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('mail_outbox_entity_idx')
        .on('mail_outbox')
        .columns(['entity', 'entity_id'])
        .execute();
    },
  };
}
