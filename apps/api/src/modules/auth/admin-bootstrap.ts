import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hashPassword } from './password.js';

/** The demo account, shown on the login page only in demo mode and absent otherwise. */
export const DEMO_ADMIN = { username: 'admin', password: 'riviera-demo' } as const;

/**
 * Creates the admin or resets its password. A reset revokes that admin's sessions, so a leaked
 * password stops working everywhere at once.
 */
export async function upsertAdmin(
  db: Kysely<Database>,
  username: string,
  password: string,
  opts: { isDemo?: boolean } = {},
): Promise<'created' | 'updated'> {
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('admin_users').select('id').where('username', '=', username).executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('admin_users')
        .set({ password_hash: passwordHash, updated_at: now, is_demo: opts.isDemo ? 1 : 0 })
        .where('id', '=', existing.id)
        .execute();
      await trx.deleteFrom('admin_sessions').where('admin_user_id', '=', existing.id).execute();
      return 'updated';
    }
    await trx
      .insertInto('admin_users')
      .values({
        username,
        password_hash: passwordHash,
        role: 'admin',
        is_demo: opts.isDemo ? 1 : 0,
        created_at: now,
        updated_at: now,
        last_login_at: null,
      })
      .execute();
    return 'created';
  });
}

/**
 * At start-up: the configured admin is created once (an existing one keeps its password, so a
 * password changed later with `admin:create` is not reverted by a restart); the demo admin exists
 * only in demo mode and is removed otherwise.
 */
export async function ensureAdmins(
  db: Kysely<Database>,
  cfg: { adminUsername: string | undefined; adminPassword: string | undefined; demoMode: boolean },
): Promise<void> {
  if (cfg.adminUsername && cfg.adminPassword) {
    const exists = await db.selectFrom('admin_users').select('id').where('username', '=', cfg.adminUsername).executeTakeFirst();
    if (!exists) await upsertAdmin(db, cfg.adminUsername, cfg.adminPassword);
  }
  if (cfg.demoMode) {
    const demo = await db.selectFrom('admin_users').select('id').where('username', '=', DEMO_ADMIN.username).executeTakeFirst();
    if (!demo) await upsertAdmin(db, DEMO_ADMIN.username, DEMO_ADMIN.password, { isDemo: true });
  } else {
    await db.deleteFrom('admin_users').where('is_demo', '=', 1).execute();
  }
}
