import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Admin accounts. Password hashes leave this file only towards password verification. */
export function adminUsersRepository(db: Kysely<Database>) {
  return {
    findByUsername: (username: string) =>
      db
        .selectFrom('admin_users')
        .select(['id', 'username', 'password_hash', 'role'])
        .where('username', '=', username)
        .executeTakeFirst(),
    async markLoggedIn(id: number, at: string): Promise<void> {
      await db.updateTable('admin_users').set({ last_login_at: at }).where('id', '=', id).execute();
    },
  };
}
