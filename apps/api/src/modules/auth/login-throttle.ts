import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '@riviera/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const LOCK_MS = LOGIN_LOCK_MINUTES * 60 * 1000;
/** Rows idle this long are deleted now and then, so the table does not grow with every typo. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export interface AttemptTicket {
  key: string;
  /** attempts in the current window, this one included */
  attempt: number;
  /** seconds until a lock ends, or null when this attempt may go ahead */
  lockedForSeconds: number | null;
}

/** One row per client address and username (lower-cased); a long username is cut, never rejected. */
export const throttleKey = (ip: string, username: string): string => `${ip}|${username.toLowerCase()}`.slice(0, 200);

/**
 * Failed sign-ins per username and address, in the database so that every API instance sees the
 * same count. An attempt is counted *before* the password is checked, in one atomic upsert, so
 * parallel guesses cannot slip past the limit; a successful sign-in removes the row.
 */
export function loginThrottle(db: Kysely<Database>) {
  return {
    async reserve(key: string, now = Date.now()): Promise<AttemptTicket> {
      const nowIso = new Date(now).toISOString();
      const windowCutoff = new Date(now - LOCK_MS).toISOString();
      // A row is stale when its lock has run out, or when it was never locked and its window has passed.
      const stale = sql<boolean>`(login_throttle.locked_until is not null and login_throttle.locked_until <= ${nowIso})
        or (login_throttle.locked_until is null and login_throttle.window_started_at < ${windowCutoff})`;
      const row = await db
        .insertInto('login_throttle')
        .values({ key, failures: 1, window_started_at: nowIso, locked_until: null })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql<number>`case when ${stale} then 1 else login_throttle.failures + 1 end`,
            window_started_at: sql<string>`case when ${stale} then ${nowIso} else login_throttle.window_started_at end`,
            locked_until: sql<string | null>`case when ${stale} then null else login_throttle.locked_until end`,
          }),
        )
        .returning(['failures', 'locked_until'])
        .executeTakeFirstOrThrow();
      let lockedUntil = row.locked_until ? Date.parse(row.locked_until) : null;
      if (lockedUntil === null && row.failures > LOGIN_MAX_FAILURES) {
        // Only reachable when several attempts raced past the fifth failure: lock now.
        lockedUntil = await this.lock(key, now);
      }
      return {
        key,
        attempt: row.failures,
        lockedForSeconds: lockedUntil !== null && lockedUntil > now ? Math.ceil((lockedUntil - now) / 1000) : null,
      };
    },

    /** After a wrong password: the fifth failure in the window starts the lock. */
    async failed(ticket: AttemptTicket, now = Date.now()): Promise<void> {
      if (ticket.attempt >= LOGIN_MAX_FAILURES) await this.lock(ticket.key, now);
    },

    async lock(key: string, now = Date.now()): Promise<number> {
      const until = now + LOCK_MS;
      await db.updateTable('login_throttle').set({ locked_until: new Date(until).toISOString() }).where('key', '=', key).execute();
      return until;
    },

    /** After a successful sign-in: forget this key's failures, and old rows of any key. */
    async succeeded(key: string, now = Date.now()): Promise<void> {
      const forgetBefore = new Date(now - FORGET_AFTER_MS).toISOString();
      await db
        .deleteFrom('login_throttle')
        .where((eb) => eb.or([eb('key', '=', key), eb.and([eb('window_started_at', '<', forgetBefore), eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', new Date(now).toISOString())])])]))
        .execute();
    },
  };
}
