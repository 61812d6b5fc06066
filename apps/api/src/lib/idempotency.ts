import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from './app-error.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;
/** How long a claimed key without an answer blocks a retry before it is treated as abandoned. */
const PENDING_TIMEOUT_MS = 60_000;

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

const hashBody = (body: unknown) => createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');

/**
 * Runs `create` at most once per Idempotency-Key and scope. A repeated key with the same body gets
 * the first answer (also while the first request is still running: it waits for it); the same key
 * with a different body is refused with 422. Without a key, `create` simply runs.
 *
 * The key is claimed with an INSERT before the work starts, so of ten concurrent requests exactly
 * one does the work; the primary key on (scope, key) settles the race in the database, which also
 * holds across several API instances.
 */
export async function withIdempotency(
  db: Kysely<Database>,
  request: FastifyRequest,
  scope: string,
  fingerprint: unknown,
  create: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) return create();
  if (!KEY_PATTERN.test(key)) throw new AppError(422, 'error.idempotency_key_invalid');
  const requestHash = hashBody(fingerprint);

  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ key, scope, request_hash: requestHash, status_code: null, response_json: null, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();

  if (claimed) {
    try {
      const answer = await create();
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: answer.statusCode, response_json: JSON.stringify(answer.body) })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
      return answer;
    } catch (err) {
      // A failed attempt (bad input, conflict) leaves no trace, so the client can correct and retry.
      await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
      throw err;
    }
  }

  const started = Date.now();
  for (;;) {
    const row = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return withIdempotency(db, request, scope, fingerprint, create);
    if (row.request_hash !== requestHash) throw new AppError(422, 'error.idempotency_key_reused');
    if (row.status_code !== null && row.response_json !== null) {
      return { statusCode: row.status_code, body: JSON.parse(row.response_json) as unknown };
    }
    if (Date.now() - started > PENDING_TIMEOUT_MS) throw new AppError(409, 'error.idempotency_in_progress');
    await new Promise((r) => setTimeout(r, 25));
  }
}
