import type { Kysely } from 'kysely';

/**
 * Idempotency keys get a lease (decision 006): who holds an unanswered key (`claim_token`) and since
 * when (`claimed_at`), so that a claim left by a process that died expires and a retry can take it
 * over; and an index on `created_at`, by which keys past their retention are deleted.
 */
export function idempotencyLeaseMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('idempotency_keys').addColumn('claim_token', 'varchar(64)').execute();
      await db.schema.alterTable('idempotency_keys').addColumn('claimed_at', 'text').execute();
      await db.schema.createIndex('idempotency_keys_created_at_idx').on('idempotency_keys').column('created_at').execute();
    },
  };
}
