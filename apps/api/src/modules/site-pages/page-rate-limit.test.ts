import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/pg-cluster.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

// Issue 28 item 6: pages had no rate limit; one client with six connections asking for '/?x=1',
// '/?x=2'… pushed the health probe to 3.6 s.
const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');
const serverEntry = path.resolve(webDist, '../dist-server/entry-server.js');

describe('pages under a per-client limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    if (!fs.existsSync(serverEntry)) throw new Error('the web app is not built: run `npm run build -w @riviera/web` first');
    ctx = await createTestApp({ env: { WEB_DIST_DIR: webDist, PAGE_REQUESTS_PER_MINUTE: '5' } });
  });
  afterAll(() => ctx.close());

  const page = (url: string, ip: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: ip });

  it('answers a client over the limit 429 with Retry-After in the language of the page; others and the API go on', async () => {
    for (let i = 0; i < 5; i++) expect((await page(`/de?x=${i}`, '10.4.4.4')).statusCode).toBe(200);
    const over = await page('/de/booking-search', '10.4.4.4');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['content-type']).toContain('text/html');
    expect(over.body).toContain('<html lang="de">');
    expect(over.body).toContain('Zu viele Anfragen');
    expect((await page('/de', '10.4.4.5')).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/health', remoteAddress: '10.4.4.4' })).statusCode).toBe(200);
  });
});

describe('a flood of pages from one client', () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    if (!fs.existsSync(serverEntry)) throw new Error('the web app is not built: run `npm run build -w @riviera/web` first');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-page-flood-'));
    server = await startServerProcess(await freePort(), { DATA_DIR: dataDir, DEMO_MODE: 'true', WEB_DIST_DIR: webDist, PAGE_REQUESTS_PER_MINUTE: '200' }, 60_000);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves the health probe under 100 ms median while six connections ask for /?x=N', async () => {
    const until = Date.now() + 4_000;
    const statuses = new Map<number, number>();
    let n = 0;
    const flooder = async () => {
      while (Date.now() < until) {
        const res = await fetch(`${server.url}/?x=${n++}`);
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    };
    const probes: number[] = [];
    const prober = async () => {
      await new Promise((r) => setTimeout(r, 500));
      while (Date.now() < until) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/health`);
        await res.arrayBuffer();
        probes.push(performance.now() - started);
        expect(res.status).toBe(200);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await Promise.all([...Array.from({ length: 6 }, flooder), prober()]);
    const sorted = [...probes].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    expect(probes.length).toBeGreaterThan(10);
    expect(median, `health probe median ${median.toFixed(1)} ms; page answers ${JSON.stringify([...statuses])}`).toBeLessThan(100);
    // the flood was served from the cache, then refused by the per-client limit (200 a minute here)
    expect(statuses.get(200)).toBe(200);
    expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
    expect([...statuses.keys()].every((s) => s === 200 || s === 429)).toBe(true);
  }, 30_000);
});
