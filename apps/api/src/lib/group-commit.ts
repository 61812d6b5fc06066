import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { dbControlRepository as control } from './db-control.repository.js';

/**
 * Runs a unit of writes in a transaction and resolves only once it has committed durably.
 * `work` must write only through the `trx` it is given: on SQLite the one connection is held by
 * the transaction, so a query on the plain `db` would wait for it forever.
 */
export interface TransactionRunner {
  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
}

/** PostgreSQL: one transaction per call; the server itself flushes concurrent commits together. */
const ownTransactions = (db: Kysely<Database>): TransactionRunner => ({
  run: (work) => db.transaction().execute(work),
});

interface Pending {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * SQLite group commit (decision 006). With `synchronous=FULL` every COMMIT waits for an fsync, which
 * blocks the event loop and costs more than all of a booking's statements together. Units of work
 * that arrive together (within one turn of the event loop) are therefore run in ONE transaction,
 * each inside its own SAVEPOINT: a unit that fails is rolled back to its savepoint alone and its
 * caller gets the error, the others go on. Nobody hears back before the COMMIT has returned, so
 * every success is durable; if the COMMIT fails, every unit of the batch fails and nothing is stored.
 * A batch of one (a quiet site) runs as a plain transaction, as before.
 */
export function groupCommit(db: Kysely<Database>, maxBatch = 64): TransactionRunner {
  let queue: Pending[] = [];
  let scheduled = false;

  async function runBatch(batch: Pending[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Pending];
      await db.transaction().execute(only.work).then(only.resolve, only.reject);
      return;
    }
    const outcomes: (() => void)[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const unit of batch) {
          // One name serves every unit: each savepoint is released before the next is opened.
          await control.savepoint(trx);
          try {
            const value = await unit.work(trx);
            await control.release(trx);
            outcomes.push(() => unit.resolve(value));
          } catch (err) {
            await control.rollbackToSavepoint(trx);
            await control.release(trx);
            outcomes.push(() => unit.reject(err));
          }
        }
      });
    } catch (err) {
      // COMMIT (or a savepoint statement) failed: the whole batch is rolled back.
      for (const unit of batch) unit.reject(err);
      return;
    }
    for (const settle of outcomes) settle();
  }

  async function flush(): Promise<void> {
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    try {
      await runBatch(batch);
    } finally {
      if (queue.length > 0) setImmediate(() => void flush());
      else scheduled = false;
    }
  }

  return {
    run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!scheduled) {
          scheduled = true;
          // setImmediate runs after the I/O callbacks of this turn: requests read in the same turn join.
          setImmediate(() => void flush());
        }
      });
    },
  };
}

/** The runner for a dialect: group commit where commits are serial and fsync-bound (SQLite). */
export const transactionRunnerFor = (db: Kysely<Database>, dialect: DialectName): TransactionRunner =>
  dialect === 'sqlite' ? groupCommit(db) : ownTransactions(db);
