import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { adminUsersRepository } from './admin-users.repository.js';
import { hashPassword } from './password.js';
import { sessionRepository } from './session.repository.js';

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
    const users = adminUsersRepository(trx);
    const existing = await users.findIdByUsername(username);
    if (existing) {
      await users.setPassword(existing.id, passwordHash, opts.isDemo ?? false, now);
      await sessionRepository(trx).deleteForUser(existing.id);
      return 'updated';
    }
    await users.insert({
      username,
      password_hash: passwordHash,
      role: 'admin',
      is_demo: opts.isDemo ? 1 : 0,
      created_at: now,
      updated_at: now,
      last_login_at: null,
    });
    return 'created';
  });
}

/**
 * Several instances starting together over one PostgreSQL may all find the admin missing; the
 * first insert wins and the others' unique violation means the admin exists, as wanted.
 */
async function createOnce(create: () => Promise<unknown>): Promise<void> {
  try {
    await create();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
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
  const users = adminUsersRepository(db);
  if (cfg.adminUsername && cfg.adminPassword) {
    if (!(await users.findIdByUsername(cfg.adminUsername)))
      await createOnce(() => upsertAdmin(db, cfg.adminUsername!, cfg.adminPassword!));
  }
  if (cfg.demoMode) {
    if (!(await users.findIdByUsername(DEMO_ADMIN.username))) {
      await createOnce(() => upsertAdmin(db, DEMO_ADMIN.username, DEMO_ADMIN.password, { isDemo: true }));
    }
  } else {
    await users.deleteDemoAccounts();
  }
}
