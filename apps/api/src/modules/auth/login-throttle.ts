import {
  LOGIN_ACCOUNT_LOCK_MAX_MINUTES,
  LOGIN_ACCOUNT_LOCK_MINUTES,
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { loginThrottleRepository } from './login-throttle.repository.js';

const MINUTE_MS = 60 * 1000;
/** Rows idle this long are deleted now and then, so the table does not grow with every typo. */
const FORGET_AFTER_MS = 24 * 60 * MINUTE_MS;

/** How many failures a key may collect, in what window, and how long its locks last. */
export interface ThrottlePolicy {
  /** failures allowed in one window; the attempt after them is refused */
  maxFailures: number;
  windowMs: number;
  /** how long the n-th lock in a row lasts (n = 1, 2, …) */
  lockMs(n: number): number;
}

/** One username from one address: five failures lock that pair for 15 minutes. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  maxFailures: LOGIN_MAX_FAILURES,
  windowMs: LOGIN_LOCK_MINUTES * MINUTE_MS,
  lockMs: () => LOGIN_LOCK_MINUTES * MINUTE_MS,
};

/**
 * One username from all addresses together: twenty failures in 15 minutes lock it for 5 minutes,
 * then 10, 20 and at most 30 while failures keep coming; a quiet day starts over (decision 011).
 */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  maxFailures: LOGIN_ACCOUNT_MAX_FAILURES,
  windowMs: LOGIN_LOCK_MINUTES * MINUTE_MS,
  lockMs: (n) =>
    Math.min(LOGIN_ACCOUNT_LOCK_MINUTES * 2 ** Math.max(0, n - 1), LOGIN_ACCOUNT_LOCK_MAX_MINUTES) *
    MINUTE_MS,
};

export interface AttemptTicket {
  key: string;
  policy: ThrottlePolicy;
  /** attempts in the current window, this one included */
  attempt: number;
  /** seconds until a lock ends, or null when this attempt may go ahead */
  lockedForSeconds: number | null;
}

/** One row per client address and username (lower-cased); a long username is cut, never rejected. */
export const throttleKey = (ip: string, username: string): string =>
  `${ip}|${username.toLowerCase()}`.slice(0, 200);

/** The row counting a username's failures from every address; `*` never begins a client address. */
export const accountThrottleKey = (username: string): string => throttleKey('*', username);

/**
 * Failed sign-ins per key, in the database so that every API instance sees the same count. An
 * attempt is counted *before* the password is checked, in one atomic upsert, so parallel guesses
 * cannot slip past the limit; an attempt that turns out not to be a wrong password gives its count
 * back (`release`), and a successful sign-in removes its address row.
 */
export function loginThrottle(db: Kysely<Database>) {
  const repo = loginThrottleRepository(db);

  /**
   * Locks a key for its next lock length and returns when the lock ends. Of several attempts racing
   * past the limit only the first starts a lock (and counts it); the others get the lock it set.
   */
  async function lock(key: string, policy: ThrottlePolicy, now: number): Promise<number> {
    const claimed = await repo.claimLock(
      key,
      new Date(now).toISOString(),
      new Date(now + policy.lockMs(1)).toISOString(),
    );
    if (!claimed) {
      const current = await repo.lockedUntil(key);
      return current ? Date.parse(current) : now;
    }
    const until = now + policy.lockMs(claimed.locks);
    // The claim set the shortest lock; a later lock in a row lasts longer.
    if (claimed.locks > 1) await repo.setLockedUntil(key, new Date(until).toISOString());
    return until;
  }

  return {
    async reserve(key: string, policy: ThrottlePolicy, now = Date.now()): Promise<AttemptTicket> {
      // Locks in a row are remembered until a whole day passes without a new window.
      const row = await repo.countAttempt(
        key,
        new Date(now).toISOString(),
        new Date(now - policy.windowMs).toISOString(),
        new Date(now - FORGET_AFTER_MS).toISOString(),
      );
      let lockedUntil = row.locked_until ? Date.parse(row.locked_until) : null;
      if (lockedUntil === null && row.failures > policy.maxFailures) {
        // Only reachable when several attempts raced past the last allowed failure: lock now.
        lockedUntil = await lock(key, policy, now);
      }
      return {
        key,
        policy,
        attempt: row.failures,
        lockedForSeconds:
          lockedUntil !== null && lockedUntil > now ? Math.ceil((lockedUntil - now) / 1000) : null,
      };
    },

    /** After a wrong password: the last allowed failure in the window starts the lock. */
    async failed(ticket: AttemptTicket, now = Date.now()): Promise<void> {
      if (ticket.attempt >= ticket.policy.maxFailures) await lock(ticket.key, ticket.policy, now);
    },

    /** An attempt that was no wrong password (refused unchecked, or signed in) stops counting. */
    release: (ticket: AttemptTicket): Promise<void> => repo.giveBack(ticket.key),

    /** After a successful sign-in: forget this key's failures, and old rows of any key. */
    succeeded: (key: string, now = Date.now()): Promise<void> =>
      repo.forget(key, new Date(now - FORGET_AFTER_MS).toISOString(), new Date(now).toISOString()),
  };
}
