#!/usr/bin/env node
// Landing page first-render JavaScript budget (ARCHITECTURE: ≤ 100 KB gzipped, back office lazy).
// Counts what the browser must fetch before the landing page can render: the entry script of
// dist/index.html and every chunk it modulepreloads (its static imports), gzipped at level 9.
// That includes the Turkish text chunks (index.html preloads them: the first render waits for them).
// Lazily imported chunks (sections below the fold, the tour modal, other pages, the back office)
// are excluded.
// Run after `npm run build` (or through `npm run bench landing`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 100;
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const indexFile = path.join(dist, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error('apps/web/dist/index.html is missing: run `npm run build` first');
  process.exit(2);
}
const html = fs.readFileSync(indexFile, 'utf8');
const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
const files = [...new Set([...entry, ...preloads])];
if (entry.length !== 1) {
  console.error(`expected one module entry in index.html, found ${entry.length}`);
  process.exit(2);
}

const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
let total = 0;
console.log('first-render JavaScript (gzip -9):');
for (const f of files) {
  const size = gz(f);
  total += size;
  console.log(`  ${kb(size).padStart(7)} KB  ${f}${entry.includes(f) ? '  (entry)' : ''}`);
}

const assets = fs.readdirSync(path.join(dist, 'assets'));
const lazy = assets.filter((a) => a.endsWith('.js') && !files.includes(`/assets/${a}`));
const admin = lazy.filter((a) => a.startsWith('admin-app'));
console.log(`  ${kb(total).padStart(7)} KB  total  (budget ${BUDGET_KB} KB)`);
console.log(
  `  ${lazy.length} lazy chunks excluded; back office in its own chunk: ${admin.length > 0 ? 'yes' : 'NO'}`,
);
const over = total > BUDGET_KB * 1024;
const adminInEntry = admin.length === 0;
console.log(over || adminInEntry ? 'FAIL' : 'PASS');
process.exit(over || adminInEntry ? 1 : 0);
