import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The statements of the idempotency keys; the rules around them are idempotency.service.ts. */
export const idempotencyRepository = {
  find: (db: Db, scope: string, key: string) =>
    db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response_json', 'created_at', 'claim_token', 'claimed_at'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst(),

  /** Inserts an unanswered claim; false when the key is already there (the primary key settles races). */
  async claim(db: Db, row: { scope: string; key: string; requestHash: string; token: string; at: string }): Promise<boolean> {
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({
        scope: row.scope,
        key: row.key,
        request_hash: row.requestHash,
        status_code: null,
        response_json: null,
        created_at: row.at,
        claim_token: row.token,
        claimed_at: row.at,
      })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  /**
   * Takes over an unanswered claim whose holder is `expectedToken` (null on claims stored before
   * tokens existed); false when someone else took it or answered it first.
   */
  async takeOver(
    db: Db,
    row: { scope: string; key: string; expectedToken: string | null; token: string; at: string },
  ): Promise<boolean> {
    const result = await db
      .updateTable('idempotency_keys')
      .set({ claim_token: row.token, claimed_at: row.at })
      .where('scope', '=', row.scope)
      .where('key', '=', row.key)
      .where('status_code', 'is', null)
      .where('claim_token', row.expectedToken === null ? 'is' : '=', row.expectedToken)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Stores the answer of a claim still held by `token`; false when the claim was taken over meanwhile. */
  async answer(db: Db, scope: string, key: string, token: string, answer: { statusCode: number; json: string }): Promise<boolean> {
    const result = await db
      .updateTable('idempotency_keys')
      .set({ status_code: answer.statusCode, response_json: answer.json, claim_token: null })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('claim_token', '=', token)
      .where('status_code', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Gives up a claim still held by `token` and not answered. */
  async release(db: Db, scope: string, key: string, token: string): Promise<void> {
    await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('claim_token', '=', token)
      .where('status_code', 'is', null)
      .execute();
  },

  /** Deletes every key first seen before `cutoffIso`; returns how many. */
  async deleteCreatedBefore(db: Db, cutoffIso: string): Promise<number> {
    const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoffIso).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
