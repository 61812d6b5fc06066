import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Browsers known to have signed in to a username, by the hash of their cookie's token. */
export function loginDevicesRepository(db: Kysely<Database>) {
  return {
    findUnexpired: (idHash: string, username: string, nowIso: string) =>
      db
        .selectFrom('login_devices')
        .select('id_hash')
        .where('id_hash', '=', idHash)
        .where('username', '=', username)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst(),
    async extend(idHash: string, expiresAt: string): Promise<void> {
      await db
        .updateTable('login_devices')
        .set({ expires_at: expiresAt })
        .where('id_hash', '=', idHash)
        .execute();
    },
    async insert(row: Database['login_devices']): Promise<void> {
      await db.insertInto('login_devices').values(row).execute();
    },
    async deleteExpired(nowIso: string): Promise<void> {
      await db.deleteFrom('login_devices').where('expires_at', '<=', nowIso).execute();
    },
    async delete(idHash: string): Promise<void> {
      await db.deleteFrom('login_devices').where('id_hash', '=', idHash).execute();
    },
  };
}
