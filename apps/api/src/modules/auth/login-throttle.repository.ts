import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The login_throttle table's statements; the policy deciding when to call them is login-throttle.ts. */
export function loginThrottleRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one attempt in one atomic upsert: a stale row (its lock has run out, or it was never
     * locked and its window started before `windowCutoffIso`) starts over at 1; locks in a row are
     * forgotten once the window started before `forgetCutoffIso`.
     */
    countAttempt: (key: string, nowIso: string, windowCutoffIso: string, forgetCutoffIso: string) => {
      const stale = sql<boolean>`(login_throttle.locked_until is not null and login_throttle.locked_until <= ${nowIso})
        or (login_throttle.locked_until is null and login_throttle.window_started_at < ${windowCutoffIso})`;
      return db
        .insertInto('login_throttle')
        .values({ key, failures: 1, window_started_at: nowIso, locked_until: null })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql<number>`case when ${stale} then 1 else login_throttle.failures + 1 end`,
            window_started_at: sql<string>`case when ${stale} then ${nowIso} else login_throttle.window_started_at end`,
            locked_until: sql<
              string | null
            >`case when ${stale} then null else login_throttle.locked_until end`,
            locks: sql<number>`case when login_throttle.window_started_at < ${forgetCutoffIso} then 0 else login_throttle.locks end`,
          }),
        )
        .returning(['failures', 'locked_until'])
        .executeTakeFirstOrThrow();
    },

    /** Starts a lock until `untilIso` unless one is running; the lock count in a row, or undefined when one was. */
    claimLock: (key: string, nowIso: string, untilIso: string) =>
      db
        .updateTable('login_throttle')
        .set({ locks: sql<number>`login_throttle.locks + 1`, locked_until: untilIso })
        .where('key', '=', key)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
        .returning('locks')
        .executeTakeFirst(),

    lockedUntil: async (key: string): Promise<string | null> =>
      (await db.selectFrom('login_throttle').select('locked_until').where('key', '=', key).executeTakeFirst())
        ?.locked_until ?? null,

    async setLockedUntil(key: string, untilIso: string): Promise<void> {
      await db.updateTable('login_throttle').set({ locked_until: untilIso }).where('key', '=', key).execute();
    },

    /** Gives one counted attempt back (never below zero). */
    async giveBack(key: string): Promise<void> {
      await db
        .updateTable('login_throttle')
        .set({
          failures: sql<number>`case when login_throttle.failures > 0 then login_throttle.failures - 1 else 0 end`,
        })
        .where('key', '=', key)
        .execute();
    },

    /** Deletes the key's row, and rows of any key idle since `forgetBeforeIso` whose lock (if any) has ended. */
    async forget(key: string, forgetBeforeIso: string, nowIso: string): Promise<void> {
      await db
        .deleteFrom('login_throttle')
        .where((eb) =>
          eb.or([
            eb('key', '=', key),
            eb.and([
              eb('window_started_at', '<', forgetBeforeIso),
              eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]),
            ]),
          ]),
        )
        .execute();
    },
  };
}
