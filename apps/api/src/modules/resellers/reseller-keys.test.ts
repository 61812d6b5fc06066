import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { hashResellerToken } from './reseller-keys.service.js';

/**
 * Resellers' OCTO API keys (issue 27 item 6, decision 041): the token is answered once and only
 * its SHA-256 is stored; revoking is audited and takes effect on the next request.
 */
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  cookie = await adminCookie(ctx);
});
afterAll(async () => {
  await ctx.close();
});

interface Key {
  id: number;
  name: string;
  created_by: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

describe('reseller API keys', () => {
  it('shows the token once, stores only its hash, and lists the key without it', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/reseller-keys',
      headers: { cookie },
      payload: { name: '  Kemer Otel Masası ' },
    });
    expect(made.statusCode).toBe(201);
    const { key, token } = json<{ data: { key: Key; token: string } }>(made).data;
    expect(key.name).toBe('Kemer Otel Masası');
    expect(key.created_by).toBe('content-admin');
    expect(token).toMatch(/^octo_[A-Za-z0-9_-]{43}$/);
    const row = await ctx.db.selectFrom('reseller_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashResellerToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await ctx.app.inject({ url: '/api/admin/reseller-keys', headers: { cookie } });
    expect(list.body).not.toContain(token);
    expect(json<{ data: Key[] }>(list).data.map((k) => k.name)).toContain('Kemer Otel Masası');

    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'reseller_key')
      .where('entity_id', '=', String(key.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('refuses a key without a name', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/reseller-keys', headers: { cookie }, payload: { name: ' ' } });
    expect(res.statusCode).toBe(422);
  });

  it('revokes a key once, audited', async () => {
    const made = json<{ data: { key: Key } }>(
      await ctx.app.inject({ method: 'POST', url: '/api/admin/reseller-keys', headers: { cookie }, payload: { name: 'Viator' } }),
    ).data.key;
    const first = await ctx.app.inject({ method: 'POST', url: `/api/admin/reseller-keys/${made.id}/revoke`, headers: { cookie } });
    expect(first.statusCode).toBe(200);
    const revokedAt = json<{ data: Key }>(first).data.revoked_at;
    expect(revokedAt).toBeTruthy();
    const again = await ctx.app.inject({ method: 'POST', url: `/api/admin/reseller-keys/${made.id}/revoke`, headers: { cookie } });
    expect(json<{ data: Key }>(again).data.revoked_at).toBe(revokedAt);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'reseller_key')
      .where('entity_id', '=', String(made.id))
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/admin/reseller-keys/999999/revoke', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
  });
});
