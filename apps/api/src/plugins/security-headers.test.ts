import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
let https: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  https = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://riviera.example' } });
});
afterAll(async () => {
  await ctx.close();
  await https.close();
});

describe('security headers', () => {
  it('are on API answers, errors included', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await ctx.app.inject(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('keep the page out of frames and other windows, and the device sensors off', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    // The site's images stay usable where it shows them itself, in e-mails for instance.
    expect(res.headers['cross-origin-resource-policy']).toBeUndefined();
  });

  it('ask for https only once the site is served over https', async () => {
    expect((await ctx.app.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const res = await https.app.inject('/api/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('leave the API docs page its own script policy, and set the others', async () => {
    const res = await ctx.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
