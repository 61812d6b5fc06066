import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/admin-session.js';
import { createTestApp, type TestContext } from '../test/test-app.js';

const apiDir = path.resolve(import.meta.dirname, '../..');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

/** Runs `admin:create` from source against the test's database, the password piped on stdin. */
function adminCreate(args: string[], stdin: string) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin-create.ts', ...args], {
    cwd: apiDir,
    input: stdin,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      DATA_DIR: ctx.config.dataDir,
      ...(ctx.config.databaseUrl ? { DATABASE_URL: ctx.config.databaseUrl } : {}),
      LOG_LEVEL: 'silent',
    },
  });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

describe('npm run admin:create', () => {
  it('creates an admin from a piped password, then a reset signs its sessions out', async () => {
    const created = adminCreate(['ayse.kaya'], 'first-password-1\n');
    expect(created.out).toContain('created');
    expect(created.code).toBe(0);
    const cookie = await signIn(ctx.app, { username: 'ayse.kaya', password: 'first-password-1' });
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);

    const reset = adminCreate(['ayse.kaya'], 'second-password-2\n');
    expect(reset.code).toBe(0);
    expect(reset.out).toContain('signed out');
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    await signIn(ctx.app, { username: 'ayse.kaya', password: 'second-password-2' });
    const row = await ctx.db.selectFrom('admin_users').select('password_hash').where('username', '=', 'ayse.kaya').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a password under 12 characters, a common one and a missing username, changing nothing', async () => {
    const short = adminCreate(['mehmet'], 'short-pass1\n');
    expect(short.code).toBe(1);
    expect(short.out).toContain('12-256 characters');
    const common = adminCreate(['mehmet'], 'password1234\n');
    expect(common.code).toBe(1);
    expect(common.out).toContain('commonest');
    expect(adminCreate([], 'long-enough-password').code).toBe(2);
    const rows = await ctx.db.selectFrom('admin_users').select('username').where('username', '=', 'mehmet').execute();
    expect(rows).toHaveLength(0);
  });
});
