// What the bookings benches share: a fresh SQLite data dir seeded with `seed-bench.js`, the BUILT
// server started on it with its own admin, signed in. Removed when the bench process exits.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const HOST = '127.0.0.1';
export const root = path.resolve(import.meta.dirname, '../..');
export const dist = (p) => path.join(root, 'apps/api/dist', p);

if (!fs.existsSync(dist('server.js'))) {
  console.error('apps/api/dist is missing: run `npm run build` first (or `npm run bench`).');
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, HOST, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** One HTTP request to the bench server, its whole body read as text. */
export function call(port, method, p, { body, headers = {}, agent } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: HOST,
        port,
        method,
        path: p,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Seeds `count` bookings into a new data dir (named after `label`), starts the built server on it
 * and signs in. Returns the port, the session cookie, the server's pid and the data dir.
 */
export async function startSeededServer({ count, label }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `riviera-bench-${label}-`));
  let server;
  process.on('exit', () => {
    server?.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  process.on('SIGINT', () => process.exit(130));

  const seedStarted = Date.now();
  execFileSync(process.execPath, [dist('cli/seed-bench.js'), '--count', String(count)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  console.log(`seeded ${count} bookings in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

  const port = await freePort();
  const admin = { username: 'bench-admin', password: `bench-${process.pid}-password` };
  server = spawn(process.execPath, [dist('server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      // one client measuring the server: the per-client page limit (issue 28) is off
      PAGE_REQUESTS_PER_MINUTE: '0',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      TZ: 'UTC',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await call(port, 'GET', '/api/ready')).status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (i > 200) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  const login = await call(port, 'POST', '/api/auth/login', { body: admin });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  const cookie = String(login.headers['set-cookie']).split(';')[0];
  return { port, cookie, pid: server.pid, dataDir };
}
