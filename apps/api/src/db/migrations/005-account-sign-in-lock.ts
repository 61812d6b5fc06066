import type { Kysely } from 'kysely';

/**
 * The account-wide sign-in lock (decision 011):
 * - `login_throttle.locks`: how many locks in a row a key has had, so an account's lock grows
 *   (bounded) while an attack goes on; the per-address rows keep their fixed lock;
 * - `login_devices`: browsers that have signed in to a username before (hashed cookie tokens),
 *   which may still sign in with the right password while that username is locked.
 */
export const accountSignInLockMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('login_throttle').addColumn('locks', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema
      .createTable('login_devices')
      .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('username', 'varchar(200)', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_devices_expires_idx').on('login_devices').column('expires_at').execute();
  },
};
