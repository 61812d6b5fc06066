import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

// Issue 28 item 6: an uptime monitor's HEAD saw every page as a 404, and any query string ('/?x=1',
// '/?x=2'…) bypassed the page cache and forced a fresh server render.
const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');
const serverEntry = path.resolve(webDist, '../dist-server/entry-server.js');

let ctx: TestContext;
beforeAll(async () => {
  if (!fs.existsSync(serverEntry)) throw new Error('the web app is not built: run `npm run build -w @riviera/web` first');
  ctx = await createTestApp({ env: { WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://riviera.example', PUBLIC_READ_CACHE: 'true' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('pages answer HEAD like GET', () => {
  it.each(['/', '/en', '/de/booking', '/booking-search', '/admin/login', '/bu-sayfa-yok'])('HEAD %s: the GET status and type, no body', async (url) => {
    const get = await ctx.app.inject({ method: 'GET', url });
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(get.statusCode);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');
  });
});

describe('the page cache ignores query parameters a page does not read', () => {
  it('serves /?x=N from the one cached home page', async () => {
    const pages = () => ctx.app.deps.publicCache.statsByKind.pages;
    await ctx.app.inject('/en');
    const before = pages();
    for (let n = 0; n < 20; n++) {
      const res = await ctx.app.inject(`/en?x=${n}&utm_source=mail${n}`);
      expect(res.statusCode).toBe(200);
    }
    const after = pages();
    expect(after.loads - before.loads).toBe(0);
    expect(after.hits - before.hits).toBe(20);
  });

  it('still renders the booking form with the choices its query carries', async () => {
    const pages = () => ctx.app.deps.publicCache.statsByKind.pages;
    const before = pages();
    const res = await ctx.app.inject('/booking?from=Kemer&to=Side');
    expect(res.statusCode).toBe(200);
    expect(pages().hits).toBe(before.hits);
  });
});
