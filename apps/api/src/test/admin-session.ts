import { upsertAdmin } from '../modules/auth/admin-bootstrap.js';
import { SESSION_COOKIE } from '../modules/auth/session-token.js';
import { sessionService } from '../modules/auth/session.service.js';
import type { TestContext } from './test-app.js';

/**
 * Signs a test admin in without the login endpoint: creates the account and starts a server-side
 * session directly, returning the `cookie` header value that back-office calls need.
 */
export async function adminCookie(ctx: Pick<TestContext, 'db'>, username = 'test-admin'): Promise<string> {
  await upsertAdmin(ctx.db, username, 'test-admin-password');
  const row = await ctx.db.selectFrom('admin_users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const { token } = await sessionService(ctx.db).start(row.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return `${SESSION_COOKIE}=${token}`;
}
