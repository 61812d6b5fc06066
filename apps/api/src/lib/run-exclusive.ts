import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { dbControlRepository as control } from './db-control.repository.js';

/** What `runExclusive` did: ran `fn` (with its value), or skipped it because another holder had the lock. */
export type ExclusiveResult<T> = { ran: true; value: T } | { ran: false };

/** Runs `fn` under the named lock; `wait` queues behind a holder instead of skipping. */
export type RunExclusive = <T>(name: string, fn: () => Promise<T>, opts?: { wait?: boolean }) => Promise<ExclusiveResult<T>>;

/**
 * Background work that must run on one instance at a time (exchange-rate refresh, cleanup, the mail
 * outbox worker) takes a named lock first (decision 019). On PostgreSQL it is a session advisory
 * lock held on one reserved connection for the duration of `fn`: every instance shares it, and a
 * process that dies drops it with its connection, so a crash never leaves work locked. `fn` runs its
 * queries through the pool as usual. Without `wait`, a lock held elsewhere skips the run (a periodic
 * job will come again); with `wait`, the caller queues (a staff action that must happen). On SQLite
 * there is one instance, so the lock is this process's own.
 */
export function exclusiveRunner(db: Kysely<Database>, dialect: DialectName): RunExclusive {
  if (dialect === 'postgres') {
    return (name, fn, opts) =>
      db.connection().execute(async (conn) => {
        if (opts?.wait) {
          await control.lock(conn, name);
        } else if (!(await control.tryLock(conn, name))) {
          return { ran: false } as const;
        }
        try {
          return { ran: true, value: await fn() } as const;
        } finally {
          await control.unlock(conn, name).catch(() => undefined);
        }
      });
  }
  const held = new Map<string, Promise<unknown>>();
  return async (name, fn, opts) => {
    for (let current = held.get(name); current; current = held.get(name)) {
      if (!opts?.wait) return { ran: false };
      await current.catch(() => undefined);
    }
    const running = fn();
    held.set(name, running);
    try {
      return { ran: true, value: await running };
    } finally {
      held.delete(name);
    }
  };
}
