import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AdminUsersTable, Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Admin accounts. Password hashes leave this file only towards password verification. */
export function adminUsersRepository(db: Db) {
  return {
    findByUsername: (username: string) =>
      db
        .selectFrom('admin_users')
        .select(['id', 'username', 'password_hash', 'role', 'is_active'])
        .where('username', '=', username)
        .executeTakeFirst(),
    async markLoggedIn(id: number, at: string): Promise<void> {
      await db.updateTable('admin_users').set({ last_login_at: at }).where('id', '=', id).execute();
    },
    findIdByUsername: (username: string) =>
      db.selectFrom('admin_users').select('id').where('username', '=', username).executeTakeFirst(),
    async setPassword(id: number, passwordHash: string, isDemo: boolean, at: string): Promise<void> {
      await db
        .updateTable('admin_users')
        .set({ password_hash: passwordHash, updated_at: at, is_demo: isDemo ? 1 : 0 })
        .where('id', '=', id)
        .execute();
    },
    async insert(row: Insertable<AdminUsersTable>): Promise<void> {
      await db.insertInto('admin_users').values(row).execute();
    },
    async deleteDemoAccounts(): Promise<void> {
      await db.deleteFrom('admin_users').where('is_demo', '=', 1).execute();
    },
  };
}
