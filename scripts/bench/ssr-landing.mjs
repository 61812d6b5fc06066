#!/usr/bin/env node
// Server-rendered landing page against serving a static file, on this machine, in the same run:
//   - `/` from the page cache (the answer every visitor gets between two admin writes)
//     within CACHED_FACTOR× of the static file (the built index.html's entry script, same server);
//   - `/` rendered afresh on every request (a second server with PUBLIC_READ_CACHE=false: no page
//     cache and no read cache, so every request runs the page's queries and Preact's render)
//     at ≤ 5 ms of the server's CPU per render (ARCHITECTURE.md; CPU time, not wall time, so a loaded
//     machine slows it down less than it slows a rate).
// The cached budget is a ratio (decision 020), because two shared cores make absolute rates drift.
// Writes bench-results/ssr-landing.json and exits 1 when a budget is missed.
// Starts the BUILT server (run `npm run build` first, or `npm run bench ssr`) twice on fresh data
// dirs in demo mode, on free loopback ports; load comes from keep-alive connections, interleaved
// rounds, bounded in time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { cpuMs } from './lib/process-cpu.mjs';
import { writeResult } from './lib/result-file.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 6000);
const WARMUP_MS = 800;
const ROUNDS = 4;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const CACHED_FACTOR = 2;
/** ARCHITECTURE.md: an uncached server render ≤ 5 ms of CPU. */
const MAX_UNCACHED_RENDER_CPU_MS = 5;
const HOST = '127.0.0.1';

const serverJs = path.join(root, 'apps/api/dist/server.js');
const indexHtml = path.join(root, 'apps/web/dist/index.html');
const serverEntry = path.join(root, 'apps/web/dist-server/entry-server.js');
for (const f of [serverJs, indexHtml, serverEntry]) {
  if (!fs.existsSync(f)) {
    console.error(
      `${path.relative(root, f)} is missing: run \`npm run build\` first (or \`npm run bench ssr\`).`,
    );
    process.exit(2);
  }
}
const staticPath = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(
  fs.readFileSync(indexHtml, 'utf8'),
)?.[1];

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

const children = [];
function startServer(env) {
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    // The bench is one client measuring rendering: the per-client page limit (issue 28) is off.
    env: { ...process.env, HOST, DEMO_MODE: 'true', LOG_LEVEL: 'warn', TZ: 'UTC', PAGE_REQUESTS_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.on('exit', (code) => {
    if (code && !child.stopping) console.error(`server exited with ${code}\n${stderr}`);
  });
  children.push(child);
  return child;
}
function stopAll() {
  for (const c of children) {
    c.stopping = true;
    c.kill('SIGTERM');
  }
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function get(port, p) {
  return new Promise((resolve) => {
    const req = http.request(
      { host: HOST, port, path: p, agent, headers: { accept: 'text/html,*/*' } },
      (res) => {
        let bytes = 0;
        let head = '';
        res.on('data', (c) => {
          bytes += c.length;
          if (head.length < 200_000) head += c;
        });
        res.on('end', () => resolve({ status: res.statusCode, bytes, body: head }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, bytes: 0, body: String(err) }));
    req.end();
  });
}

async function waitReady(port) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if ((await get(port, '/api/ready')).status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not become ready`);
}

/** Closed-loop load for `ms`: CONNECTIONS workers, each sending the next request once one answers. */
async function window(s, ms, acc) {
  const stopAt = Date.now() + ms;
  const started = Date.now();
  const cpuBefore = cpuMs(s.pid);
  const worker = async () => {
    while (Date.now() < stopAt) {
      const t0 = process.hrtime.bigint();
      const res = await get(s.port, s.path);
      const latency = Number(process.hrtime.bigint() - t0) / 1e6;
      if (!acc.recording) continue;
      if (res.status === 200) {
        acc.count++;
        acc.latencies.push(latency);
      } else {
        acc.bad++;
        acc.firstBad ??= `${res.status} ${res.body.slice(0, 200)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  if (acc.recording) {
    acc.seconds += (Date.now() - started) / 1000;
    const cpuAfter = cpuMs(s.pid);
    acc.cpu = cpuBefore === null || cpuAfter === null ? NaN : acc.cpu + (cpuAfter - cpuBefore);
  }
}

async function main() {
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-bench-ssr-')));
  const [cachedPort, uncachedPort] = await Promise.all([freePort(), freePort()]);
  try {
    const cached = startServer({ PORT: String(cachedPort), DATA_DIR: dirs[0] });
    const uncached = startServer({
      PORT: String(uncachedPort),
      DATA_DIR: dirs[1],
      PUBLIC_READ_CACHE: 'false',
    });
    await Promise.all([waitReady(cachedPort), waitReady(uncachedPort)]);

    // What is measured must be the rendered page, not a shell: the hero title and the tours are in it.
    const page = await get(cachedPort, '/');
    if (!page.body.includes('<script id="ssr-state"') || !page.body.includes('id="tours"')) {
      throw new Error('GET / is not server-rendered: is apps/web/dist-server built?');
    }

    const scenarios = [
      { name: `static file ${staticPath}`, port: cachedPort, pid: cached.pid, path: staticPath },
      { name: 'GET / server-rendered, from the page cache', port: cachedPort, pid: cached.pid, path: '/' },
      { name: 'GET / server-rendered afresh (no caches)', port: uncachedPort, pid: uncached.pid, path: '/' },
    ];
    const accs = scenarios.map(() => ({
      count: 0,
      bad: 0,
      seconds: 0,
      cpu: 0,
      latencies: [],
      firstBad: null,
      recording: false,
    }));
    for (const [i, s] of scenarios.entries()) await window(s, WARMUP_MS, accs[i]);
    for (const a of accs) a.recording = true;
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, s] of scenarios.entries()) await window(s, DURATION_MS / ROUNDS, accs[i]);
    }

    console.log(
      `${os.cpus().length} CPU(s), load ${os.loadavg()[0].toFixed(1)}, ${CONNECTIONS} connections, ${DURATION_MS} ms per scenario in ${ROUNDS} interleaved rounds after ${WARMUP_MS} ms warm-up; page ${(page.bytes / 1024).toFixed(0)} KB\n`,
    );
    const results = accs.map((a) => {
      a.latencies.sort((x, y) => x - y);
      const pct = (p) =>
        a.latencies[Math.min(a.latencies.length - 1, Math.floor((p / 100) * a.latencies.length))] ?? NaN;
      return {
        rps: a.count / a.seconds,
        p50: pct(50),
        p99: pct(99),
        bad: a.bad,
        firstBad: a.firstBad,
        cpuPerRequest: a.count + a.bad ? a.cpu / (a.count + a.bad) : NaN,
      };
    });
    for (const [i, s] of scenarios.entries()) {
      const r = results[i];
      console.log(
        `${s.name.padEnd(48)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   server CPU ${r.cpuPerRequest.toFixed(2)} ms/req   ${r.bad ? `${r.bad} unexpected (${r.firstBad})` : 'all ok'}`,
      );
    }
    const ceiling = results[0].rps;
    const cachedShare = ceiling / results[1].rps;
    const renderCpu = results[2].cpuPerRequest;
    const checks = [
      {
        what: `cached page within ${CACHED_FACTOR}× of the static file`,
        ok: results[1].rps * CACHED_FACTOR >= ceiling && results[1].bad === 0 && results[0].bad === 0,
        note: `static / cached = ${cachedShare.toFixed(2)}×`,
      },
      {
        what: `uncached render ≤ ${MAX_UNCACHED_RENDER_CPU_MS} ms of server CPU`,
        ok: renderCpu <= MAX_UNCACHED_RENDER_CPU_MS && results[2].bad === 0,
        note: `${renderCpu.toFixed(2)} ms per render = ${(renderCpu / MAX_UNCACHED_RENDER_CPU_MS).toFixed(2)}× the budget`,
      },
    ];
    console.log('');
    for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.what}   (${c.note})`);
    writeResult('ssr-landing', {
      page_bytes: page.bytes,
      scenarios: scenarios.map((s, i) => ({
        name: s.name,
        rps: results[i].rps,
        p50_ms: results[i].p50,
        p99_ms: results[i].p99,
        server_cpu_ms_per_request: results[i].cpuPerRequest,
        unexpected: results[i].bad,
      })),
      checks,
    });
    process.exitCode = checks.some((c) => !c.ok) ? 1 : 0;
  } finally {
    stopAll();
    agent.destroy();
    await new Promise((r) => setTimeout(r, 300));
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  stopAll();
  process.exit(1);
});
