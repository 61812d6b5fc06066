import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from './app-error.js';
import type { TransactionRunner } from './group-commit.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

const hashBody = (body: unknown) => createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');

/** The request's Idempotency-Key, or null without one; a malformed key is a 422. */
function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) return null;
  if (!KEY_PATTERN.test(key)) throw new AppError(422, 'error.idempotency_key_invalid');
  return key;
}

/** Another request committed the same key first; its answer is the one to give. */
class LostRace extends Error {}

/** An answer, and whether it is a replay of an earlier request's (so this request stored nothing). */
export interface IdempotentAnswer extends StoredAnswer {
  replayed: boolean;
}

/**
 * Stores a key together with its answer, as the last statement of the transaction that did the
 * work; false when the key is already there (then the caller's transaction must be rolled back).
 */
async function claimWithAnswer(
  trx: Transaction<Database>,
  scope: string,
  key: string,
  requestHash: string,
  answer: StoredAnswer,
): Promise<boolean> {
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({
      key,
      scope,
      request_hash: requestHash,
      status_code: answer.statusCode,
      response_json: JSON.stringify(answer.body),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Runs a write at most once per Idempotency-Key and scope: the work and the key with its answer are
 * committed together in ONE transaction (run by `writes`, which on SQLite shares one commit among
 * concurrent requests), so no half-done claim is ever visible, and a request cut off at any point
 * (the database going away included) leaves both or neither, so its retry books exactly once.
 * Without a key the work simply runs.
 *
 * - An answered key with the same body returns the stored answer at once; a different body is 422.
 * - `prepare` runs outside the transaction (validation, price reads); a repeated key never reaches it,
 *   so a retry gets the first answer even if what `prepare` checks has changed since.
 * - The key is inserted last, with the answer, in one statement. Of concurrent requests with the same
 *   key, the first to commit wins: the others meet its key (PostgreSQL waits on the unique index until
 *   that commit; SQLite runs one write transaction at a time), roll back everything they wrote, and
 *   answer with the winner's stored answer (`replayed`). If the first failed it left nothing.
 */
export async function withIdempotentTransaction<P>(
  db: Kysely<Database>,
  writes: TransactionRunner,
  request: FastifyRequest,
  scope: string,
  fingerprint: unknown,
  prepare: () => Promise<P>,
  work: (trx: Transaction<Database>, prepared: P) => Promise<StoredAnswer>,
): Promise<IdempotentAnswer> {
  const key = keyOf(request);
  if (!key) {
    const prepared = await prepare();
    return { ...(await writes.run((trx) => work(trx, prepared))), replayed: false };
  }
  const requestHash = hashBody(fingerprint);

  const stored = async (): Promise<IdempotentAnswer | null> => {
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response_json'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    if (row.request_hash !== requestHash) throw new AppError(422, 'error.idempotency_key_reused');
    // A claim without an answer can only be a row of the claim-first helper this one replaced.
    if (row.status_code === null || row.response_json === null) throw new AppError(409, 'error.idempotency_in_progress');
    return { statusCode: row.status_code, body: JSON.parse(row.response_json) as unknown, replayed: true };
  };

  const earlier = await stored();
  if (earlier) return earlier;
  const prepared = await prepare();
  try {
    const answer = await writes.run(async (trx) => {
      const done = await work(trx, prepared);
      if (!(await claimWithAnswer(trx, scope, key, requestHash, done))) throw new LostRace();
      return done;
    });
    return { ...answer, replayed: false };
  } catch (err) {
    if (!(err instanceof LostRace)) throw err;
    const answer = await stored();
    if (answer) return answer;
    // The winner's key is gone again (nothing deletes keys today; this keeps a future clean-up
    // safe): nothing answers for it, so do the work ourselves.
    return withIdempotentTransaction(db, writes, request, scope, fingerprint, () => Promise.resolve(prepared), work);
  }
}
