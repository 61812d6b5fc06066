import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionRunner } from '../../lib/group-commit.js';
import { idempotencyRepository as repo } from './idempotency.repository.js';

/** An answer as it is given and, for a repeated key, given again. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/** An answer, and whether it is a replay of an earlier request's (so this request's work was not kept). */
export interface IdempotentAnswer extends StoredAnswer {
  replayed: boolean;
}

/**
 * How long a key is remembered after it was first seen: a client retries within minutes, and the
 * web app keeps a submission's key only for its tab. Older keys are deleted.
 */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

/** A repeat that meets a live claim waits this long for its answer before being told to retry (409). */
const WAIT_FOR_ANSWER_MS = 5_000;
const POLL_MS = 25;
/** Keys past their retention are deleted on a claim, at most this often per process. */
const CLEANUP_EVERY_MS = 10 * 60_000;

/** The claim was taken over while the work ran (its lease had run out): the work must not be kept. */
class LostClaim extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hashOf = (fingerprint: unknown) => createHash('sha256').update(JSON.stringify(fingerprint ?? null)).digest('hex');

export interface IdempotentRequest<P> {
  /** which endpoint the key belongs to: one client key may be used at two endpoints */
  scope: string;
  /** the client's Idempotency-Key, or null without one (then the work simply runs) */
  key: string | null;
  /** what makes two requests "the same"; the same key with another fingerprint is refused (422) */
  fingerprint: unknown;
  /** checks and reads outside any transaction (a 422 for bad input claims nothing); not run for a replay */
  prepare: () => Promise<P>;
  /** the writes, inside the transaction that also stores the answer under the key */
  work: (trx: Transaction<Database>, prepared: P) => Promise<StoredAnswer>;
}

/**
 * One Idempotency-Key, one piece of work, one answer (decision 006), for every endpoint that creates
 * something: transfer bookings and tour reservations alike.
 *
 * - The key is claimed first (an unanswered row with a claim token and `claimed_at`), so a repeat that
 *   arrives while the first request runs waits for its answer instead of doing the work again.
 * - The work and the answer commit in ONE transaction, and the answer is stored only while the claim
 *   is still this request's: the work is kept exactly once, or not at all.
 * - A claim left by a process that died (between claim and answer nothing of the work was committed)
 *   expires after the lease: a repeat then takes it over and runs the work itself.
 * - A failed attempt (bad input, a conflict) gives its claim up, so the client can correct and retry.
 * - Keys are forgotten after their retention period: a claim deletes the expired ones now and then.
 */
export function idempotencyService(
  db: Kysely<Database>,
  writes: TransactionRunner,
  config: Pick<AppConfig, 'idempotencyLeaseMs' | 'testOnlyIdempotencyPauseMs'>,
) {
  let nextCleanupAt = 0;

  /** Claims the key in a transaction of its own, deleting keys past their retention when that is due. */
  async function claim(scope: string, key: string, requestHash: string, token: string): Promise<boolean> {
    const now = Date.now();
    const cleanup = now >= nextCleanupAt;
    if (cleanup) nextCleanupAt = now + CLEANUP_EVERY_MS;
    return writes.run(async (trx) => {
      if (cleanup) await repo.deleteCreatedBefore(trx, new Date(now - IDEMPOTENCY_RETENTION_MS).toISOString());
      return repo.claim(trx, { scope, key, requestHash, token, at: new Date(now).toISOString() });
    });
  }

  /** The answer stored under a key, once there is one; null while the key is unanswered. */
  async function storedAnswer(scope: string, key: string, requestHash: string): Promise<IdempotentAnswer | null> {
    const row = await repo.find(db, scope, key);
    if (!row) return null;
    if (row.request_hash !== requestHash) throw new AppError(422, 'error.idempotency_key_reused');
    if (row.status_code === null || row.response_json === null) return null;
    return { statusCode: row.status_code, body: JSON.parse(row.response_json) as unknown, replayed: true };
  }

  /**
   * Makes this request the holder of the key: a new claim, or the take-over of one whose lease ran
   * out. Returns the stored answer instead when the key has one (also after waiting for it).
   */
  async function own(scope: string, key: string, requestHash: string, token: string): Promise<IdempotentAnswer | 'owned'> {
    const waitUntil = Date.now() + WAIT_FOR_ANSWER_MS;
    for (;;) {
      const row = await repo.find(db, scope, key);
      if (!row) {
        if (await claim(scope, key, requestHash, token)) return 'owned';
        continue;
      }
      if (row.request_hash !== requestHash) throw new AppError(422, 'error.idempotency_key_reused');
      if (row.status_code !== null && row.response_json !== null) {
        return { statusCode: row.status_code, body: JSON.parse(row.response_json) as unknown, replayed: true };
      }
      const claimedAt = Date.parse(row.claimed_at ?? row.created_at);
      if (Date.now() - claimedAt >= config.idempotencyLeaseMs) {
        const at = new Date().toISOString();
        const taken = await writes.run((trx) => repo.takeOver(trx, { scope, key, expectedToken: row.claim_token, token, at }));
        if (taken) return 'owned';
        continue;
      }
      if (Date.now() >= waitUntil) throw new AppError(409, 'error.idempotency_in_progress');
      await sleep(POLL_MS);
    }
  }

  return {
    async run<P>(req: IdempotentRequest<P>): Promise<IdempotentAnswer> {
      if (!req.key) {
        const prepared = await req.prepare();
        return { ...(await writes.run((trx) => req.work(trx, prepared))), replayed: false };
      }
      const { scope, key } = req;
      const requestHash = hashOf(req.fingerprint);

      // A repeat of an answered key is answered before anything is checked or read again.
      const earlier = await storedAnswer(scope, key, requestHash);
      if (earlier) return earlier;
      const prepared = await req.prepare();

      const token = randomBytes(16).toString('hex');
      const owned = await own(scope, key, requestHash, token);
      if (owned !== 'owned') return owned;
      // Test only (config.ts): the window in which a test kills the process, between claim and answer.
      if (config.testOnlyIdempotencyPauseMs) await sleep(config.testOnlyIdempotencyPauseMs);

      try {
        const answer = await writes.run(async (trx) => {
          const done = await req.work(trx, prepared);
          const stored = await repo.answer(trx, scope, key, token, { statusCode: done.statusCode, json: JSON.stringify(done.body) });
          if (!stored) throw new LostClaim();
          return done;
        });
        return { ...answer, replayed: false };
      } catch (err) {
        if (err instanceof LostClaim) {
          // Our lease ran out and a repeat took the key over: its answer is the one to give.
          const answer = await storedAnswer(scope, key, requestHash);
          if (answer) return answer;
          throw new AppError(409, 'error.idempotency_in_progress');
        }
        // Nothing of the work was kept: free the key for a corrected retry. Should this fail too,
        // the claim simply expires with its lease.
        await writes.run((trx) => repo.release(trx, scope, key, token)).catch(() => undefined);
        throw err;
      }
    },
  };
}
