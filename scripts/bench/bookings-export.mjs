#!/usr/bin/env node
// CSV export of the bookings list at scale (ARCHITECTURE.md: "CSV exports … streamed, memory flat
// in the rows"). Seeds a fresh SQLite data dir with BENCH_EXPORT_BOOKINGS (100 000) bookings through
// `seed-bench.js`, starts the BUILT server on it, signs in, and downloads
// GET /api/admin/bookings/export.csv twice: a filtered tenth of the rows, then every row. While each
// download runs, the server's resident memory (/proc/<pid>/status VmRSS) is sampled every 20 ms;
// the report is the peak growth over the memory before the download. FAILS when the whole export
// grows the server by more than BENCH_EXPORT_RSS_MB (64) or by more than 2× the tenth's growth + 16 MB
// (memory that grows with the rows), or when a row is missing.
import fs from 'node:fs';
import http from 'node:http';
import { HOST, startSeededServer } from './seeded-server.mjs';

const COUNT = Number(process.env.BENCH_EXPORT_BOOKINGS ?? 100_000);
const RSS_BUDGET_MB = Number(process.env.BENCH_EXPORT_RSS_MB ?? 64);

/** Downloads without keeping the body (this process's memory is not the one measured, but stays small too). */
function download(port, p, cookie) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: HOST, port, method: 'GET', path: p, headers: { cookie } }, (res) => {
      let bytes = 0;
      let lines = 0;
      let first = null;
      res.on('data', (c) => {
        first ??= c.subarray(0, 3);
        bytes += c.length;
        for (let i = 0; i < c.length; i++) if (c[i] === 10) lines++;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          bytes,
          lines,
          bom: first && first[0] === 0xef && first[1] === 0xbb && first[2] === 0xbf,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

const { port, cookie, pid } = await startSeededServer({ count: COUNT, label: 'export' });

// warm-up: the first request of a route compiles its serializers; not the export's cost
await download(port, '/api/admin/bookings/export.csv?search=zzzz', cookie);

async function measure(name, p) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = Date.now();
  const res = await download(port, p, cookie);
  clearInterval(timer);
  peak = Math.max(peak, rssMb(pid));
  const growth = peak - before;
  const rows = res.lines - 1;
  console.log(
    `${name}: ${rows} rows, ${(res.bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(2)} s; ` +
      `server RSS ${before.toFixed(0)} MB before, peak growth ${growth.toFixed(1)} MB; BOM ${res.bom ? 'yes' : 'NO'}`,
  );
  return { rows, growth, ok: res.status === 200 && res.bom };
}

const tenth = await measure(
  'a filtered part (status=cancelled, about an eighth)',
  '/api/admin/bookings/export.csv?status=cancelled',
);
const all = await measure(`all ${COUNT}`, '/api/admin/bookings/export.csv');

const failures = [];
if (!tenth.ok || !all.ok) failures.push('a download failed or had no BOM');
if (all.rows !== COUNT) failures.push(`expected ${COUNT} rows, got ${all.rows}`);
if (all.growth > RSS_BUDGET_MB)
  failures.push(`peak RSS growth ${all.growth.toFixed(1)} MB > ${RSS_BUDGET_MB} MB`);
if (all.growth > 2 * tenth.growth + 16)
  failures.push(
    `memory grows with the rows: ${all.growth.toFixed(1)} MB for all vs ${tenth.growth.toFixed(1)} MB for a tenth`,
  );
if (failures.length) {
  console.error(`FAIL: ${failures.join('; ')}`);
  process.exit(1);
}
console.log(
  `PASS: the export streams; peak server memory growth ${all.growth.toFixed(1)} MB for ${COUNT} rows (budget ${RSS_BUDGET_MB} MB)`,
);
