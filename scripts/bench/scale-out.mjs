#!/usr/bin/env node
// Public reads per second: 1 instance on SQLite against 3 instances over one PostgreSQL on the same
// machine, requests spread round-robin over the instances (as a load balancer would), and each
// run's public read cache hit ratio (logged by every instance at shutdown). Decision 019.
// Needs the built API (`npm run build -w @riviera/domain && npm run build -w @riviera/api`) and a
// PostgreSQL cluster: `bash scripts/with-postgres.sh node scripts/bench/scale-out.mjs`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 24);
const serverJs = path.join(root, 'apps/api/dist/server.js');
const clusterUrl = process.env.TEST_DATABASE_URL;
if (!fs.existsSync(serverJs) || !clusterUrl) {
  console.error('Build the API first, and run under scripts/with-postgres.sh (TEST_DATABASE_URL).');
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
const get = (port, p) =>
  new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: p, agent, headers: { 'x-forwarded-for': '10.1.1.1' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(0));
  });

async function start(env) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-bench-'));
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      TZ: 'UTC',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'info',
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const until = Date.now() + 90_000;
  while ((await get(port, '/api/ready')) !== 200) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`instance did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      const line = out.split('\n').find((l) => l.includes('publicReadCache'));
      return line ? JSON.parse(line).publicReadCache : null;
    },
  };
}

const PATHS = [
  '/api/tours',
  '/api/routes/search?from_location=Ant',
  '/api/currencies/active',
  '/api/site-settings/public',
];

async function load(ports) {
  let n = 0;
  let ok = 0;
  let bad = 0;
  const stopAt = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < stopAt) {
        const i = n++;
        const status = await get(ports[i % ports.length], PATHS[i % PATHS.length]);
        if (status === 200) ok++;
        else bad++;
      }
    }),
  );
  return { rps: ok / (DURATION_MS / 1000), bad };
}

async function run(label, instances) {
  await load(instances.map((s) => s.port)); // warm-up, and every cache filled
  const result = await load(instances.map((s) => s.port));
  const stats = await Promise.all(instances.map((s) => s.stop()));
  const hits = stats.reduce((a, s) => a + (s?.hits ?? 0), 0);
  const loads = stats.reduce((a, s) => a + (s?.loads ?? 0), 0);
  console.log(
    `${label.padEnd(32)} ${result.rps.toFixed(0).padStart(6)} reads/s  hit ratio ${((hits / (hits + loads)) * 100).toFixed(2)} %  non-200: ${result.bad}`,
  );
}

const sqlite = await start({});
await run('1 instance, SQLite', [sqlite]);

const dbName = `bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: clusterUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(clusterUrl);
url.pathname = `/${dbName}`;
const first = await start({ DATABASE_URL: url.toString() }); // migrates and seeds
const others = await Promise.all([
  start({ DATABASE_URL: url.toString() }),
  start({ DATABASE_URL: url.toString() }),
]);
await run('3 instances, one PostgreSQL', [first, ...others]);
const single = await start({ DATABASE_URL: url.toString() });
await run('1 instance, PostgreSQL', [single]);
await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
await admin.end();
console.log(
  `(${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${CONNECTIONS} connections, ${DURATION_MS} ms per run)`,
);
