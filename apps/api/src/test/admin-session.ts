import type { FastifyInstance } from 'fastify';
import { upsertAdmin } from '../modules/auth/admin-bootstrap.js';
import { SESSION_COOKIE } from '../modules/auth/session-token.js';
import { sessionService } from '../modules/auth/session.service.js';
import type { TestContext } from './test-app.js';

/** The admin every back-office test signs in as (pass as `env` to createTestApp). */
export const TEST_ADMIN = { username: 'test-admin', password: 'test-password-123' } as const;
export const TEST_ADMIN_ENV = { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password } as const;

/**
 * Signs in through POST /api/auth/login and returns the `Cookie` header value for later
 * `inject` calls: `headers: { cookie }`.
 */
export async function signIn(
  app: FastifyInstance,
  creds: { username: string; password: string } = TEST_ADMIN,
  ip = '127.0.0.1',
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: creds, remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/**
 * Signs a test admin in without the login endpoint: creates the account and starts a server-side
 * session directly, returning the `cookie` header value that back-office calls need.
 */
export async function adminCookie(ctx: Pick<TestContext, 'db'>, username = 'content-admin'): Promise<string> {
  await upsertAdmin(ctx.db, username, 'content-admin-password');
  const row = await ctx.db.selectFrom('admin_users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const { token } = await sessionService(ctx.db).start(row.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return `${SESSION_COOKIE}=${token}`;
}
