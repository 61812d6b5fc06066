#!/usr/bin/env node
// The JavaScript each public page loads until it is hydrated (ARCHITECTURE.md, issue 31 §4: ≤ 100 KB
// gzipped until `<html data-hydrated>`), measured in the browser rather than read from index.html:
// lazy chunks a page needs to hydrate (the tour page's form, the booking wizard, the manage panel)
// count, chunks fetched only later do not.
// Starts the BUILT server (run `npm run build` first, or `npm run bench page-weight`) in demo mode on
// a fresh DATA_DIR, opens each page in Debian's Chromium, headless, as a phone (412 × 823, the
// viewport of Lighthouse's mobile profile) and as a desktop, and sums the gzipped size (level 9, as
// landing-bundle.mjs) of every JavaScript response that arrived before the mark appeared; a page's
// figure is the larger of the two. The bytes sent (brotli) are printed beside it.
// Writes bench-results/page-weight.json and exits 1 when a page is over the budget.
// PAGE_WEIGHT_PORT picks the server's port (default: a free one).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import { writeResult } from './lib/result-file.mjs';

const BUDGET_KB = 100;
const HOST = '127.0.0.1';
const root = path.resolve(import.meta.dirname, '../..');
const serverJs = path.join(root, 'apps/api/dist/server.js');
for (const f of [serverJs, path.join(root, 'apps/web/dist/index.html'), path.join(root, 'apps/web/dist-server/entry-server.js')]) {
  if (!fs.existsSync(f)) {
    console.error(`${path.relative(root, f)} is missing: run \`npm run build\` first (or \`npm run bench page-weight\`).`);
    process.exit(2);
  }
}

const VIEWPORTS = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, HOST, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function getJson(port, p) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: HOST, port, path: p }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', reject);
  });
}

async function waitReady(port) {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if ((await getJson(port, '/api/ready').catch(() => ({ status: 0 }))).status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server on ${port} did not become ready`);
}

/** The pages measured: the landing page in two languages, a tour's page, the booking page and a booking's manage page. */
async function pagesOf(port, dataDir) {
  const tours = JSON.parse((await getJson(port, '/api/tours?per_page=1')).body).data.data;
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  let pnr;
  try {
    pnr = db.prepare("SELECT pnr_code FROM tour_reservations WHERE pnr_code IS NOT NULL AND status <> 'cancelled' LIMIT 1").get()?.pnr_code;
  } finally {
    db.close();
  }
  if (!tours[0]?.slug || !pnr) throw new Error('the demo content has no tour page or no reservation to manage');
  return [
    { name: 'landing', path: '/' },
    { name: 'landing (en)', path: '/en/' },
    { name: 'tour page', path: `/turlar/${tours[0].slug}` },
    { name: 'booking', path: '/booking' },
    { name: 'manage (PNR)', path: `/booking-search?pnr=${pnr}` },
  ];
}

/** The scripts one page loads until it is hydrated, each with its gzipped and its sent size. */
async function measure(browser, url, device) {
  const context = await browser.newContext({ ...device, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const page = await context.newPage();
  const responses = new Map();
  let hydrated = false;
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!hydrated && /javascript/.test(type) && !responses.has(res.url())) responses.set(res.url(), res);
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  hydrated = true;
  const scripts = [];
  for (const [u, res] of responses) {
    const body = await res.body();
    const sent = (await res.request().sizes()).responseBodySize;
    scripts.push({ url: new URL(u).pathname, gzip: zlib.gzipSync(body, { level: 9 }).length, sent, raw: body.length });
  }
  await context.close();
  return { scripts, gzip: scripts.reduce((s, x) => s + x.gzip, 0), sent: scripts.reduce((s, x) => s + x.sent, 0) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-bench-weight-'));
  const port = Number(process.env.PAGE_WEIGHT_PORT ?? (await freePort()));
  const server = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: { ...process.env, HOST, PORT: String(port), DATA_DIR: dataDir, DEMO_MODE: 'true', LOG_LEVEL: 'warn', TZ: 'UTC', PAGE_REQUESTS_PER_MINUTE: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let browser;
  try {
    await waitReady(port);
    const pages = await pagesOf(port, dataDir);
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const results = [];
    for (const p of pages) {
      const byDevice = {};
      for (const [device, options] of Object.entries(VIEWPORTS)) byDevice[device] = await measure(browser, `http://${HOST}:${port}${p.path}`, options);
      const worst = Object.entries(byDevice).sort((a, b) => b[1].gzip - a[1].gzip)[0];
      results.push({ ...p, device: worst[0], ...worst[1], byDevice: Object.fromEntries(Object.entries(byDevice).map(([d, m]) => [d, m.gzip])) });
    }
    console.log(`JavaScript loaded until <html data-hydrated> (gzip -9; budget ${BUDGET_KB} KB; the larger of phone and desktop):\n`);
    for (const r of results) {
      console.log(`${r.name.padEnd(14)} ${r.path}`);
      for (const s of r.scripts) console.log(`  ${kb(s.gzip).padStart(7)} KB  ${s.url}`);
      const over = r.gzip > BUDGET_KB * 1024;
      console.log(
        `  ${kb(r.gzip).padStart(7)} KB  total on ${r.device} = ${(r.gzip / 1024 / BUDGET_KB).toFixed(2)}× the budget (phone ${kb(r.byDevice.phone)}, desktop ${kb(r.byDevice.desktop)}; ${kb(r.sent)} KB sent)  ${over ? 'FAIL' : 'PASS'}\n`,
      );
    }
    const checks = results.map((r) => ({ what: `${r.name} ≤ ${BUDGET_KB} KB`, ok: r.gzip <= BUDGET_KB * 1024, note: `${kb(r.gzip)} KB` }));
    writeResult('page-weight', {
      budget_kb: BUDGET_KB,
      pages: results.map((r) => ({
        name: r.name,
        path: r.path,
        gzip_kb: Number(kb(r.gzip)),
        sent_kb: Number(kb(r.sent)),
        device: r.device,
        by_device_kb: Object.fromEntries(Object.entries(r.byDevice).map(([d, b]) => [d, Number(kb(b))])),
        scripts: r.scripts.map((s) => ({ url: s.url, gzip_kb: Number(kb(s.gzip)) })),
      })),
      checks,
    });
    process.exitCode = checks.some((c) => !c.ok) ? 1 : 0;
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
