import { LOGIN_ACCOUNT_MAX_FAILURES } from '@riviera/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { upsertAdmin } from './admin-bootstrap.js';
import { KNOWN_DEVICE_COOKIE } from './known-devices.js';

let ctx: TestContext;
beforeAll(async () => {
  // Behind one trusted proxy, so each request can come from its own X-Forwarded-For address.
  ctx = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = 'owner-password-123';
let owners = 0;
/** A fresh admin account per test, so one test's locks never reach another's. */
const newOwner = async () => {
  const username = `owner-${++owners}`;
  await upsertAdmin(ctx.db, username, PASSWORD);
  return username;
};
const login = (username: string, password: string, ip: string, cookie?: string, app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  });
/** One wrong password from each of `count` addresses: no address comes near its own lock. */
const spray = async (username: string, count: number, net: number, app = ctx.app) => {
  for (let i = 0; i < count; i++) expect((await login(username, `guess-${i}`, `10.${net}.${i}.1`, undefined, app)).statusCode).toBe(401);
};
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
const MINUTE = 60_000;

describe('the account-wide sign-in lock', () => {
  it('twenty wrong passwords from twenty addresses lock the username everywhere for five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const owner = await newOwner();
    await spray(owner, LOGIN_ACCOUNT_MAX_FAILURES, 1);
    // The next attempt, from an address never seen and with the right password, is refused unchecked.
    const locked = await login(owner, PASSWORD, '192.0.2.77');
    expect(locked.statusCode).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(4 * 60);
    expect(retryAfter(locked)).toBeLessThanOrEqual(5 * 60);
    expect(json(locked).message).toBe('Çok fazla hatalı giriş denemesi yapıldı. Lütfen 5 dakika sonra tekrar deneyin.');
    // Case does not make another account.
    expect((await login(owner.toUpperCase(), PASSWORD, '192.0.2.78')).statusCode).toBe(429);

    vi.advanceTimersByTime(5 * MINUTE + 1000);
    expect((await login(owner, PASSWORD, '192.0.2.77')).statusCode).toBe(200);
  });

  it('locks an unknown username the same way, so the answer never tells whether it exists', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const owner = await newOwner();
    await spray(owner, LOGIN_ACCOUNT_MAX_FAILURES, 2);
    await spray('nobody-by-this-name', LOGIN_ACCOUNT_MAX_FAILURES, 3);
    const real = await login(owner, 'guess', '192.0.2.10');
    const ghost = await login('nobody-by-this-name', 'guess', '192.0.2.10');
    expect([real.statusCode, ghost.statusCode]).toEqual([429, 429]);
    expect(json(ghost)).toEqual(json(real));
    expect(ghost.headers['retry-after']).toBe(real.headers['retry-after']);
  });

  it('grows while failures keep coming, to at most 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const owner = await newOwner();
    const seen: number[] = [];
    for (let round = 0; round < 5; round++) {
      await spray(owner, LOGIN_ACCOUNT_MAX_FAILURES, 10 + round);
      const locked = await login(owner, PASSWORD, '192.0.2.20');
      expect(locked.statusCode).toBe(429);
      seen.push(retryAfter(locked));
      vi.advanceTimersByTime(retryAfter(locked) * 1000 + 1000);
    }
    expect(seen).toEqual([5 * 60, 10 * 60, 20 * 60, 30 * 60, 30 * 60]);
    // The lock always runs out: the owner signs in once it has.
    expect((await login(owner, PASSWORD, '192.0.2.20')).statusCode).toBe(200);
  });

  it('counts parallel guesses exactly: of thirty at once from thirty addresses, at most twenty are checked', async () => {
    // A still clock: every racer sees the same now, so their Retry-After values compare exactly.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const owner = await newOwner();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(owner, `par-${i}`, `10.50.${i}.1`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(LOGIN_ACCOUNT_MAX_FAILURES);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(30 - LOGIN_ACCOUNT_MAX_FAILURES);
    // Racing past the limit together starts one first lock, not a lock per racer.
    for (const a of answers.filter((x) => x.statusCode === 429)) expect(retryAfter(a)).toBeLessThanOrEqual(5 * 60);
    expect(retryAfter(await login(owner, PASSWORD, '192.0.2.35'))).toBeLessThanOrEqual(5 * 60);
  });

  it('counts failures on every API instance over the same database', async () => {
    const other = await buildApp({ config: ctx.config, db: ctx.db, dialect: ctx.dialect, logger: false });
    try {
      const owner = await newOwner();
      await spray(owner, LOGIN_ACCOUNT_MAX_FAILURES / 2, 20);
      await spray(owner, LOGIN_ACCOUNT_MAX_FAILURES / 2, 21, other);
      expect((await login(owner, PASSWORD, '192.0.2.30')).statusCode).toBe(429);
      expect((await login(owner, PASSWORD, '192.0.2.31', undefined, other)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('successful sign-ins do not count towards it', async () => {
    const owner = await newOwner();
    for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES + 5; i++) expect((await login(owner, PASSWORD, `10.30.${i}.1`)).statusCode).toBe(200);
    await spray(owner, LOGIN_ACCOUNT_MAX_FAILURES - 1, 31);
    expect((await login(owner, PASSWORD, '192.0.2.40')).statusCode).toBe(200);
  });
});

describe('a browser that signed in before', () => {
  it('still signs in with the right password while its username is locked; a wrong password ends that', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const owner = await newOwner();
    const first = await login(owner, PASSWORD, '192.0.2.50');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE);
    expect(device).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });
    const deviceCookie = `${KNOWN_DEVICE_COOKIE}=${device!.value}`;

    vi.advanceTimersByTime(60 * MINUTE);
    await spray(owner, LOGIN_ACCOUNT_MAX_FAILURES, 40);
    expect((await login(owner, PASSWORD, '192.0.2.51')).statusCode).toBe(429);
    // The owner's browser, even from a new address (a phone changing networks), gets in.
    expect((await login(owner, PASSWORD, '192.0.2.52', deviceCookie)).statusCode).toBe(200);
    // The cookie belongs to this username only.
    const otherOwner = await newOwner();
    await spray(otherOwner, LOGIN_ACCOUNT_MAX_FAILURES, 41);
    expect((await login(otherOwner, PASSWORD, '192.0.2.52', deviceCookie)).statusCode).toBe(429);
    // A stolen cookie buys one guess: after a wrong password it no longer lets anyone past the lock.
    expect((await login(owner, 'a-wrong-guess', '192.0.2.53', deviceCookie)).statusCode).toBe(401);
    expect((await login(owner, PASSWORD, '192.0.2.53', deviceCookie)).statusCode).toBe(429);
  });
});
