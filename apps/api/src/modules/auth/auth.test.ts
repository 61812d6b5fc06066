import { LOGIN_MAX_FAILURES } from '@riviera/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, TEST_ADMIN, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { upsertAdmin } from './admin-bootstrap.js';
import { SESSION_COOKIE, SESSION_MAX_LIFETIME_MS, SESSION_TTL_MS, hashSessionToken } from './session-token.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, PUBLIC_URL: 'https://riviera.example' } });
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const login = (username: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });
const me = (cookie?: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

describe('sign-in, session and sign-out', () => {
  it('signs in with a session cookie that is HttpOnly, SameSite=Strict, Path=/ and Secure behind HTTPS', async () => {
    const res = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true, data: { user: { username: TEST_ADMIN.username, role: 'admin' } } });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{40,};`));
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/Secure/);
    // Only the token's hash is stored.
    const token = res.cookies[0]!.value;
    const rows = await ctx.db.selectFrom('admin_sessions').select('id_hash').execute();
    expect(rows.map((r) => r.id_hash)).toContain(hashSessionToken(token));
    expect(rows.map((r) => r.id_hash)).not.toContain(token);
  });

  it('GET /auth/me answers who is signed in, and 401 without or with a forged cookie', async () => {
    const cookie = await signIn(ctx.app);
    const ok = await me(cookie);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data).toEqual({ id: expect.any(Number) as number, username: TEST_ADMIN.username, role: 'admin' });
    expect((await me()).statusCode).toBe(401);
    const forged = await me(`${SESSION_COOKIE}=${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(401);
    expect(json(forged).message).toBe('Bu işlem için giriş yapmanız gerekiyor');
  });

  it('GET /auth/session answers who is signed in, or null (not a 401) without a valid session', async () => {
    const session = (cookie?: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });
    const cookie = await signIn(ctx.app);
    const signedIn = await session(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(json(signedIn).data).toEqual({ id: expect.any(Number) as number, username: TEST_ADMIN.username, role: 'admin' });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    for (const answer of [await session(), await session(`${SESSION_COOKIE}=${'A'.repeat(43)}`)]) {
      expect(answer.statusCode).toBe(200);
      expect(json(answer)).toMatchObject({ success: true, data: null });
    }
  });

  it('logout revokes the session on the server, not only in the browser', async () => {
    const cookie = await signIn(ctx.app);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    // The old cookie, replayed, no longer works.
    expect((await me(cookie)).statusCode).toBe(401);
    // Signing out again is harmless.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
  });

  it('records sign-in and sign-out in the audit log', async () => {
    const cookie = await signIn(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const actions = await ctx.db.selectFrom('audit_log').select(['action', 'admin_username']).where('entity', '=', 'admin_session').execute();
    expect(actions.some((a) => a.action === 'login' && a.admin_username === TEST_ADMIN.username)).toBe(true);
    expect(actions.some((a) => a.action === 'logout' && a.admin_username === TEST_ADMIN.username)).toBe(true);
  });

  it('an expired session answers 401', async () => {
    const cookie = await signIn(ctx.app);
    const idHash = hashSessionToken(cookie.split('=')[1]!);
    await ctx.db.updateTable('admin_sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id_hash', '=', idHash).execute();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a session ends 12 hours after its last use', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const cookie = await signIn(ctx.app);
    vi.advanceTimersByTime(SESSION_TTL_MS - 60_000);
    expect((await me(cookie)).statusCode).toBe(200);
    // That use renewed it: another almost-12 hours later it still works, then a full idle 12 hours ends it.
    vi.advanceTimersByTime(SESSION_TTL_MS - 60_000);
    expect((await me(cookie)).statusCode).toBe(200);
    vi.advanceTimersByTime(SESSION_TTL_MS + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a session in steady use still ends 24 hours after sign-in', async () => {
    expect(SESSION_MAX_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const cookie = await signIn(ctx.app);
    // Used every two hours, it never idles out…
    for (let elapsed = 0; elapsed < SESSION_MAX_LIFETIME_MS - 2 * 3600_000; elapsed += 2 * 3600_000) {
      vi.advanceTimersByTime(2 * 3600_000);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    // …but past its absolute lifetime it is refused, and a fresh sign-in works.
    vi.advanceTimersByTime(2 * 3600_000 + 1000);
    const late = await me(cookie);
    expect(late.statusCode).toBe(401);
    expect(json(late).message).toBe('Bu işlem için giriş yapmanız gerekiyor');
    expect((await me(await signIn(ctx.app))).statusCode).toBe(200);
  });

  it('a password reset signs the admin out everywhere and the new password works', async () => {
    const a = await signIn(ctx.app);
    const b = await signIn(ctx.app);
    expect(await upsertAdmin(ctx.db, TEST_ADMIN.username, 'a-brand-new-password')).toBe('updated');
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '10.9.9.9')).statusCode).toBe(401);
    const fresh = await signIn(ctx.app, { username: TEST_ADMIN.username, password: 'a-brand-new-password' });
    expect((await me(fresh)).statusCode).toBe(200);
    await upsertAdmin(ctx.db, TEST_ADMIN.username, TEST_ADMIN.password);
  });

  it('the database holds only argon2id hashes', async () => {
    const users = await ctx.db.selectFrom('admin_users').select(['username', 'password_hash']).execute();
    expect(users.length).toBeGreaterThan(0);
    for (const u of users) {
      expect(u.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
      expect(u.password_hash).not.toContain(TEST_ADMIN.password);
    }
  });
});

describe('wrong credentials and the lock-out', () => {
  it('answers the same 401 message for a wrong password and an unknown user', async () => {
    const wrong = await login(TEST_ADMIN.username, 'not-the-password', '10.1.0.1');
    const unknown = await login('nobody-here', 'whatever-it-is', '10.1.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).message).toBe('Kullanıcı adı veya şifre hatalı!');
    expect(json(unknown).message).toBe('Kullanıcı adı veya şifre hatalı!');
  });

  it('refuses the sixth attempt with 429, Retry-After and when to retry; other addresses are unaffected', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(TEST_ADMIN.username, `wrong-${i}`, ip)).statusCode).toBe(401);
    }
    const sixth = await login(TEST_ADMIN.username, 'wrong-again', ip);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(json(sixth).message).toBe('Çok fazla hatalı giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.');
    // Even the right password is refused while locked; the username is matched case-insensitively.
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, ip)).statusCode).toBe(429);
    expect((await login(TEST_ADMIN.username.toUpperCase(), TEST_ADMIN.password, ip)).statusCode).toBe(429);
    // The same account from another address still signs in.
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '10.2.0.2')).statusCode).toBe(200);
    // English callers get the English sentence.
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: TEST_ADMIN.username, password: 'x' },
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
    });
    expect(json(en).message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });

  it('counts parallel guesses exactly: of ten at once, at most five are checked', async () => {
    const ip = '10.3.0.1';
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(TEST_ADMIN.username, `par-${i}`, ip)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(10 - LOGIN_MAX_FAILURES);
  });

  it('lets the lock run out', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await login(TEST_ADMIN.username, `w-${i}`, ip);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, ip)).statusCode).toBe(429);
    await ctx.db.updateTable('login_throttle').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, ip)).statusCode).toBe(200);
  });

  it('answers 422 with Turkish field messages for an empty form', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: ' ', password: '' } });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ username: ['Kullanıcı adı gereklidir'], password: ['Şifre gereklidir'] });
  });
});

describe('GET /api/auth/config', () => {
  it('outside demo mode says so and shows no credentials, and the demo account does not exist', async () => {
    const res = json<{ data: { demo_mode: boolean; demo_credentials: unknown } }>(await ctx.app.inject('/api/auth/config'));
    expect(res.data).toEqual({ demo_mode: false, demo_credentials: null });
    expect((await login('admin', 'riviera-demo', '10.5.0.1')).statusCode).toBe(401);
  });

  it('in demo mode shows the demo account, which signs in', async () => {
    const demo = await createTestApp({ seed: false, env: { DEMO_MODE: 'true' } });
    try {
      const res = json<{ data: { demo_mode: boolean; demo_credentials: { username: string; password: string } } }>(
        await demo.app.inject('/api/auth/config'),
      );
      expect(res.data.demo_mode).toBe(true);
      const cookie = await signIn(demo.app, res.data.demo_credentials);
      expect((await demo.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
