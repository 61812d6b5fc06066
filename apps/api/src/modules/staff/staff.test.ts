import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { staffService } from './staff.service.js';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  admin = await signIn(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const me = (cookie: string) => call('GET', '/api/auth/me', cookie);
const create = async (username: string, role: 'admin' | 'operations', password = 'baslangic-sifre') => {
  const res = await call('POST', '/api/admin/users', admin, { username, password, role });
  expect(res.statusCode, res.body).toBe(200);
  return (json(res).data as { id: number }).id;
};

describe('staff accounts', () => {
  it('creates an Operasyon user who signs in with that role; the list never shows a password hash', async () => {
    await create('ali.ops', 'operations');
    const cookie = await signIn(ctx.app, { username: 'ali.ops', password: 'baslangic-sifre' });
    expect(json(await me(cookie)).data).toMatchObject({ username: 'ali.ops', role: 'operations' });
    const list = await call('GET', '/api/admin/users', admin);
    expect(list.body).not.toContain('password');
    expect(list.body).not.toContain('argon2');
    expect(json(list).data).toContainEqual(expect.objectContaining({ username: 'ali.ops', role: 'operations', is_active: true }));
    expect(json(list).data).toContainEqual(expect.objectContaining({ username: TEST_ADMIN.username, role: 'admin' }));
  });

  it('refuses a taken username (409) and a short password (422, Turkish)', async () => {
    const taken = await call('POST', '/api/admin/users', admin, { username: 'ali.ops', password: 'baska-bir-sifre', role: 'admin' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe('Bu kullanıcı adı zaten kullanılıyor');
    const short = await call('POST', '/api/admin/users', admin, { username: 'kisa', password: 'abc', role: 'admin' });
    expect(short.statusCode).toBe(422);
    expect(json(short).errors).toEqual({ password: ['Şifre en az 12 karakter olmalıdır'] });
    // eight characters were enough before issue 28
    const eight = await call('POST', '/api/admin/users', admin, { username: 'sekiz', password: 'sekiz-kr', role: 'operations' });
    expect(eight.statusCode).toBe(422);
  });

  it('refuses the commonest passwords wherever a staff password is set (422, in the caller’s language)', async () => {
    for (const password of ['123456789012', 'password1234', 'qwertyuiop123', 'abcabcabcabc', 'Password1234!']) {
      const res = await call('POST', '/api/admin/users', admin, { username: 'zayif.sifre', password, role: 'operations' });
      expect(res.statusCode, password).toBe(422);
      expect(json(res).errors).toEqual({ password: ['Bu şifre çok yaygın; lütfen tahmin edilmesi zor bir şifre seçin'] });
    }
    const id = await create('guclu.sifre', 'operations');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/password`,
      headers: { cookie: admin, 'accept-language': 'en' },
      payload: { password: 'iloveyou1234' },
    });
    expect(reset.statusCode).toBe(422);
    expect(json(reset).errors).toEqual({ password: ['This password is too common; please choose one that is hard to guess'] });
    const own = await signIn(ctx.app, { username: 'guclu.sifre', password: 'baslangic-sifre' });
    const change = await call('PUT', '/api/auth/password', own, { current_password: 'baslangic-sifre', new_password: 'qwerty123456' });
    expect(change.statusCode).toBe(422);
    expect(json(change).errors).toEqual({ new_password: ['Bu şifre çok yaygın; lütfen tahmin edilmesi zor bir şifre seçin'] });
  });

  it('disabling signs the user out everywhere and stops sign-in; enabling lets them back', async () => {
    const id = await create('veli.ops', 'operations');
    const cookie = await signIn(ctx.app, { username: 'veli.ops', password: 'baslangic-sifre' });
    expect((await call('PATCH', `/api/admin/users/${id}`, admin, { is_active: false })).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'veli.ops', password: 'baslangic-sifre' } });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toContain('devre dışı');
    expect((await call('PATCH', `/api/admin/users/${id}`, admin, { is_active: true })).statusCode).toBe(200);
    await signIn(ctx.app, { username: 'veli.ops', password: 'baslangic-sifre' });
  });

  it('resetting a password signs the user out everywhere; the old password stops working', async () => {
    const id = await create('ayse.ops', 'operations');
    const a = await signIn(ctx.app, { username: 'ayse.ops', password: 'baslangic-sifre' });
    const b = await signIn(ctx.app, { username: 'ayse.ops', password: 'baslangic-sifre' }, '10.0.0.2');
    expect((await call('POST', `/api/admin/users/${id}/password`, admin, { password: 'yepyeni-sifre' })).statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    const old = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'ayse.ops', password: 'baslangic-sifre' }, remoteAddress: '10.0.0.3' });
    expect(old.statusCode).toBe(401);
    await signIn(ctx.app, { username: 'ayse.ops', password: 'yepyeni-sifre' });
  });

  it('"sign out everywhere" ends every session of that user only', async () => {
    const id = await create('mehmet.ops', 'operations');
    const cookie = await signIn(ctx.app, { username: 'mehmet.ops', password: 'baslangic-sifre' });
    expect((await call('POST', `/api/admin/users/${id}/sign-out`, admin)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
  });

  it('a demoted Yönetici loses the Yönetici routes at once', async () => {
    const id = await create('zeynep', 'admin');
    const cookie = await signIn(ctx.app, { username: 'zeynep', password: 'baslangic-sifre' });
    expect((await call('GET', '/api/admin/users', cookie)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${id}`, admin, { role: 'operations' })).statusCode).toBe(200);
    const again = await signIn(ctx.app, { username: 'zeynep', password: 'baslangic-sifre' });
    expect((await call('GET', '/api/admin/users', again)).statusCode).toBe(403);
  });

  it('refuses disabling or demoting one’s own account (422, Turkish) and leaves it signed in', async () => {
    const users = json(await call('GET', '/api/admin/users', admin)).data as { id: number; username: string }[];
    const self = users.find((u) => u.username === TEST_ADMIN.username)!;
    const disable = await call('PATCH', `/api/admin/users/${self.id}`, admin, { is_active: false });
    expect(disable.statusCode).toBe(422);
    expect(json(disable).message).toBe('Kendi hesabınızı devre dışı bırakamazsınız');
    const demote = await call('PATCH', `/api/admin/users/${self.id}`, admin, { role: 'operations' });
    expect(demote.statusCode).toBe(422);
    expect(json(demote).message).toBe('Kendi rolünüzü değiştiremezsiniz');
    const english = await ctx.app.inject({ method: 'PATCH', url: `/api/admin/users/${self.id}`, headers: { cookie: admin, 'accept-language': 'en' }, payload: { is_active: false } });
    expect(json(english).message).toBe('You cannot disable your own account');
    expect(json(await me(admin)).data).toMatchObject({ role: 'admin' });
  });

  it('never disables or demotes the last active Yönetici, even when a since-disabled Yönetici asks', async () => {
    const users = json(await call('GET', '/api/admin/users', admin)).data as { id: number; username: string; role: string; is_active: boolean }[];
    const self = users.find((u) => u.username === TEST_ADMIN.username)!;
    const other = users.find((u) => u.role === 'admin' && u.is_active && u.username !== TEST_ADMIN.username);
    const otherId = other?.id ?? (await create('son.yonetici', 'admin'));
    // leave the test admin as the only active Yönetici
    for (const u of users.filter((x) => x.role === 'admin' && x.is_active && x.username !== TEST_ADMIN.username)) {
      expect((await call('PATCH', `/api/admin/users/${u.id}`, admin, { is_active: false })).statusCode).toBe(200);
    }
    if (!other) expect((await call('PATCH', `/api/admin/users/${otherId}`, admin, { is_active: false })).statusCode).toBe(200);
    // Two Yöneticis disabling each other at once: the request of the one disabled first still runs.
    const staff = staffService(ctx.db, ctx.dialect);
    const late = { id: otherId, username: 'son.yonetici', role: 'admin' as const };
    await expect(staff.update(late, self.id, { is_active: false })).rejects.toMatchObject({ statusCode: 409, message: 'error.last_admin' });
    await expect(staff.update(late, self.id, { role: 'operations' })).rejects.toMatchObject({ statusCode: 409 });
    expect((await me(admin)).statusCode).toBe(200);
  });

  it('changes one’s own password with the current one; other sessions end, this one stays', async () => {
    await create('can.ops', 'operations');
    const here = await signIn(ctx.app, { username: 'can.ops', password: 'baslangic-sifre' });
    const there = await signIn(ctx.app, { username: 'can.ops', password: 'baslangic-sifre' }, '10.0.0.9');
    const wrong = await call('PUT', '/api/auth/password', here, { current_password: 'yanlis-sifre', new_password: 'yeni-sifre-123' });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors).toEqual({ current_password: ['Mevcut şifre hatalı'] });
    const changed = await call('PUT', '/api/auth/password', here, { current_password: 'baslangic-sifre', new_password: 'yeni-sifre-123' });
    expect(changed.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(there)).statusCode).toBe(401);
    await signIn(ctx.app, { username: 'can.ops', password: 'yeni-sifre-123' }, '10.0.0.10');
  });

  it('audits every account change without a password or its hash', async () => {
    const rows = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'admin_user').execute();
    const actions = new Set(rows.map((r) => r.action));
    for (const a of ['create', 'update', 'password_reset', 'sign_out_all', 'password_change']) expect(actions).toContain(a);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('baslangic-sifre');
    expect(text).not.toContain('argon2');
    const disabled = rows.find((r) => r.action === 'update' && r.after_json?.includes('"is_active":false'));
    expect(JSON.parse(disabled!.before_json!)).toMatchObject({ is_active: true });
  });
});
