import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export function sessionRepository(db: Db) {
  return {
    /**
     * The session's admin, when the session has neither idled out nor started before `startedAfterIso`
     * and the account is still active (a disabled account's sessions stop at once).
     */
    findActive(idHash: string, nowIso: string, startedAfterIso: string) {
      return db
        .selectFrom('admin_sessions')
        .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.admin_user_id')
        .select([
          'admin_users.id',
          'admin_users.username',
          'admin_users.role',
          'admin_sessions.last_seen_at',
          'admin_sessions.created_at',
        ])
        .where('admin_sessions.id_hash', '=', idHash)
        .where('admin_sessions.expires_at', '>', nowIso)
        .where('admin_sessions.created_at', '>', startedAfterIso)
        .where('admin_users.is_active', '=', 1)
        .executeTakeFirst();
    },
    async touch(idHash: string, lastSeenAt: string, expiresAt: string): Promise<void> {
      await db
        .updateTable('admin_sessions')
        .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
        .where('id_hash', '=', idHash)
        .execute();
    },
    async insert(row: Database['admin_sessions']): Promise<void> {
      await db.insertInto('admin_sessions').values(row).execute();
    },
    async delete(idHash: string): Promise<void> {
      await db.deleteFrom('admin_sessions').where('id_hash', '=', idHash).execute();
    },
    async deleteForUser(adminUserId: number): Promise<void> {
      await db.deleteFrom('admin_sessions').where('admin_user_id', '=', adminUserId).execute();
    },
    /** Ends every session of a user but one (the one changing its own password stays signed in). */
    async deleteOthersForUser(adminUserId: number, keepIdHash: string): Promise<void> {
      await db.deleteFrom('admin_sessions').where('admin_user_id', '=', adminUserId).where('id_hash', '!=', keepIdHash).execute();
    },
  };
}
