#!/usr/bin/env node
// Deployment smoke test: docs/deployment.md's steps on this machine, with the files of docs/deploy/.
//   - the configuration files: `nginx -t` (Debian's nginx), `caddy validate` (Debian's Caddy), both
//     proxies' body limits against the largest form the API reads, `systemd-analyze security` of
//     the unit (exposure below 4), env.example read by a shell and by systemd's own parser alike;
//   - two API instances started as the unit starts them (its Environment= lines, env.example), over
//     one PostgreSQL, behind the real nginx run unprivileged with its own prefix on high ports with
//     TLS; a booking through it, its request id in nginx's and the API's logs, /metrics;
//   - a PostgreSQL restart with the instances left running, after which the booking is read back
//     through nginx; then one instance stopped as systemd stops it, and the site still answers.
// Needs the built API and the cluster of scripts/with-postgres.sh (TEST_DATABASE_URL):
//   npm run build -w @riviera/domain && npm run build -w @riviera/api
//   bash scripts/with-postgres.sh node scripts/deploy-smoke.mjs
// Ends with "N passed" (and "N failed") lines that scripts/test-all.sh adds to its count.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const started = Date.now();
const root = path.resolve(import.meta.dirname, '..');
const deployDir = path.join(root, 'docs/deploy');
const serverJs = path.join(root, 'apps/api/dist/server.js');
const limitsJs = path.join(root, 'apps/api/dist/lib/multipart-limits.js');
const clusterUrl = process.env.TEST_DATABASE_URL;
if (!fs.existsSync(serverJs) || !clusterUrl) {
  console.error('Build the API first, and run under scripts/with-postgres.sh (TEST_DATABASE_URL).');
  process.exit(2);
}
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const CADDY = ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((p) => fs.existsSync(p));
const SYSTEMD_ANALYZE = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => fs.existsSync(p));
const ENV_D_GENERATOR = '/usr/lib/systemd/user-environment-generators/30-systemd-environment-d-generator';
const isRoot = process.getuid?.() === 0;
const HOSTNAME = 'transfer.example.com';

// ---------------------------------------------------------------------------------------------
// Reporting: every check is one line; the closing lines are what scripts/test-all.sh counts.
let passed = 0;
let failed = 0;
const check = (ok, what, detail = '') => {
  if (ok) passed++;
  else failed++;
  console.log(`  ${ok ? '✓' : '✗'} ${what}${detail ? ` (${detail})` : ''}`);
  return ok;
};
const section = (title) => console.log(`\n--- ${title}`);
const indent = (text) =>
  text
    .trimEnd()
    .split('\n')
    .map((l) => `    | ${l}`)
    .join('\n');
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: 60_000, ...opts });
  return { status: r.status, out: `${r.stdout ?? ''}${r.stderr ?? ''}`, error: r.error };
};
/** as the unprivileged user `nobody` when this runs as root (CI does), else as ourselves */
const unprivileged = (cmd, args) =>
  isRoot
    ? ['setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', '--', cmd, ...args]]
    : [cmd, args];

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-deploy-'));
fs.chmodSync(work, 0o755);
const children = [];
let smokeDb;
async function cleanup() {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await sleep(300);
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  if (smokeDb) {
    const admin = new pg.Client({ connectionString: clusterUrl });
    await admin.connect().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${smokeDb} WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
  fs.rmSync(work, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// 1. The configuration files.
const { largestMultipartBodyBytes, HERO_FORM_FILES_BYTES } = await import(limitsJs);
const largest = largestMultipartBodyBytes();
const MiB = 1024 * 1024;
const mib = (n) => `${(n / MiB).toFixed(1)} MiB`;

/** nginx sizes: 128m, 1g, 512k, bytes */
const nginxSize = (v) =>
  Number(v.replace(/[kmg]$/i, '')) * ({ k: 1024, m: MiB, g: 1024 * MiB }[v.slice(-1).toLowerCase()] ?? 1);

/** The shipped nginx file as it runs here: ports, certificate and log paths are the only changes. */
function nginxSite(ports, tlsDir) {
  const text = fs.readFileSync(path.join(deployDir, 'nginx.conf'), 'utf8');
  const changes = [
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`],
    [/listen 80;/, `listen 127.0.0.1:${ports.http};`],
    [/127\.0\.0\.1:3001/, `127.0.0.1:${ports.a}`],
    [/127\.0\.0\.1:3002/, `127.0.0.1:${ports.b}`],
    // The third instance of the file is not started here: nginx tries the next one, as it would.
    [/127\.0\.0\.1:3003/, `127.0.0.1:${ports.down}`],
    [/\/etc\/letsencrypt\/live\/transfer\.example\.com\/fullchain\.pem/, path.join(tlsDir, 'fullchain.pem')],
    [/\/etc\/letsencrypt\/live\/transfer\.example\.com\/privkey\.pem/, path.join(tlsDir, 'privkey.pem')],
    [/\/var\/log\/nginx\/riviera\.access\.log/, path.join(work, 'nginx', 'access.log')],
  ];
  let out = text;
  for (const [from, to] of changes) {
    if (!from.test(out)) throw new Error(`docs/deploy/nginx.conf no longer has ${from}`);
    out = out.replace(from, to);
  }
  return out;
}

section("nginx -t (docs/deploy/nginx.conf, Debian's nginx)");
const ports = {
  https: await freePort(),
  http: await freePort(),
  a: await freePort(),
  b: await freePort(),
  down: await freePort(),
};
const prefix = path.join(work, 'nginx');
fs.mkdirSync(path.join(prefix, 'temp'), { recursive: true });
const tlsDir = path.join(prefix, 'tls');
fs.mkdirSync(tlsDir);
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    `/CN=${HOSTNAME}`,
    '-addext',
    `subjectAltName=DNS:${HOSTNAME}`,
    '-keyout',
    path.join(tlsDir, 'privkey.pem'),
    '-out',
    path.join(tlsDir, 'fullchain.pem'),
  ],
  { stdio: 'ignore' },
);
fs.writeFileSync(path.join(prefix, 'riviera.conf'), nginxSite(ports, tlsDir));
// The main file Debian's /etc/nginx/nginx.conf would be: the site file is included in `http`.
fs.writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log info;
events { worker_connections 256; }
http {
    access_log ${prefix}/access-default.log;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    include ${prefix}/riviera.conf;
}
`,
);
if (isRoot) execFileSync('chown', ['-R', 'nobody:nogroup', prefix]);
const nginxArgs = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];
if (!NGINX) check(false, 'nginx is installed (apt-get install nginx; scripts/install-system-deps.sh does)');
else {
  console.log(`    ${run(NGINX, ['-v']).out.trim()}`);
  const t = run(...unprivileged(NGINX, ['-t', ...nginxArgs]));
  console.log(indent(t.out));
  check(t.status === 0, 'nginx -t accepts docs/deploy/nginx.conf');
}
const nginxLimit = /client_max_body_size\s+(\w+);/.exec(
  fs.readFileSync(path.join(deployDir, 'nginx.conf'), 'utf8'),
)?.[1];
check(
  nginxLimit !== undefined && nginxSize(nginxLimit) >= largest,
  `nginx's client_max_body_size admits the largest form the API reads`,
  `${nginxLimit} ≥ ${mib(largest)}; a hero's two files alone are ${mib(HERO_FORM_FILES_BYTES)}`,
);

section("caddy validate (docs/deploy/Caddyfile, Debian's Caddy)");
if (!CADDY) check(false, 'caddy is installed (apt-get install caddy; scripts/install-system-deps.sh does)');
else {
  console.log(`    caddy ${run(CADDY, ['version']).out.trim()}`);
  const caddyfile = path.join(deployDir, 'Caddyfile');
  // HOME for Caddy's own data folder; nothing is listened on or fetched by validate.
  const caddyEnv = { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work };
  const v = run(CADDY, ['validate', '--config', caddyfile, '--adapter', 'caddyfile'], { env: caddyEnv });
  console.log(
    indent(
      v.out
        .split('\n')
        .filter((l) => !l.startsWith('{"level":"info"'))
        .join('\n'),
    ),
  );
  check(v.status === 0, 'caddy validate accepts docs/deploy/Caddyfile');
  // Caddy's own reading of the size (its JSON), not ours.
  const adapted = run(CADDY, ['adapt', '--config', caddyfile, '--adapter', 'caddyfile'], { env: caddyEnv });
  const maxSize = Number(/"max_size":(\d+)/.exec(adapted.out)?.[1]);
  check(
    maxSize >= largest,
    "Caddy's request_body max_size admits the largest form the API reads",
    `${maxSize} bytes = ${mib(maxSize)} ≥ ${mib(largest)}`,
  );
}

section('systemd-analyze security (docs/deploy/riviera@.service)');
if (!SYSTEMD_ANALYZE) check(false, 'systemd-analyze is installed');
else {
  const s = run(SYSTEMD_ANALYZE, [
    'security',
    '--offline=true',
    '--no-pager',
    path.join(deployDir, 'riviera@.service'),
  ]);
  console.log(indent(s.out));
  const exposure = Number(/Overall exposure level for [^:]+: ([\d.]+)/.exec(s.out)?.[1]);
  check(exposure < 4, 'the unit is hardened to an exposure below 4', `exposure ${exposure}`);
}

section('docs/deploy/env.example read by a shell and by systemd');
const envFile = path.join(deployDir, 'env.example');
/** `KEY=value` lines, a value in double quotes unquoted as systemd and sh print it */
const parseListing = (text) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((l) => /^[A-Z_][A-Z0-9_]*=/.test(l))
      .map((l) => {
        const i = l.indexOf('=');
        let v = l.slice(i + 1);
        if (v.startsWith('"') && v.endsWith('"')) v = v.slice(1, -1).replace(/\\(.)/g, '$1');
        return [l.slice(0, i), v];
      }),
  );
const fileKeys = fs
  .readFileSync(envFile, 'utf8')
  .split('\n')
  .filter((l) => /^[A-Z_][A-Z0-9_]*=/.test(l))
  .map((l) => l.slice(0, l.indexOf('=')));
// sh: `set -a; . file` and print each variable the file names, exactly (JSON).
const shell = run(
  'sh',
  [
    '-c',
    `set -a; . "$1"; node -e 'const o={};for(const k of process.argv.slice(1))o[k]=process.env[k];console.log(JSON.stringify(o))' ${fileKeys.join(' ')}`,
    'sh',
    envFile,
  ],
  {
    env: { PATH: process.env.PATH },
  },
);
let fromShell = {};
try {
  fromShell = JSON.parse(shell.out);
} catch {
  console.log(indent(shell.out));
}
check(
  shell.status === 0 && fileKeys.every((k) => typeof fromShell[k] === 'string'),
  'a shell loads it (set -a; . env.example)',
  `${fileKeys.length} variables`,
);
let fromSystemd = null;
if (fs.existsSync(ENV_D_GENERATOR)) {
  // systemd's environment.d generator reads the file with the parser EnvironmentFile= uses.
  const conf = path.join(work, 'systemd-env', 'environment.d');
  fs.mkdirSync(conf, { recursive: true });
  fs.copyFileSync(envFile, path.join(conf, 'riviera.conf'));
  const g = run(ENV_D_GENERATOR, [], { env: { XDG_CONFIG_HOME: path.dirname(conf) } });
  fromSystemd = parseListing(g.out);
  const same = fileKeys.every((k) => fromSystemd[k] === fromShell[k]);
  check(g.status === 0 && same, 'systemd reads every value as the shell does (its EnvironmentFile= parser)');
  if (!same)
    for (const k of fileKeys)
      if (fromSystemd[k] !== fromShell[k])
        console.log(
          `    ${k}: systemd ${JSON.stringify(fromSystemd[k])}, sh ${JSON.stringify(fromShell[k])}`,
        );
} else console.log(`    (${ENV_D_GENERATOR} is not on this machine: systemd's reading not compared)`);

// ---------------------------------------------------------------------------------------------
// 2. Two instances over one PostgreSQL, as the unit starts them.
section('two API instances over one PostgreSQL');
smokeDb = `riviera_smoke_${process.pid}`;
{
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${smokeDb}`);
  await admin.end();
}
const dbUrl = new URL(clusterUrl);
dbUrl.pathname = `/${smokeDb}`;
/** the unit's `Environment=` lines for instance %i */
const unitEnv = (instance) => {
  const unit = fs.readFileSync(path.join(deployDir, 'riviera@.service'), 'utf8');
  const env = {};
  for (const line of unit.split('\n')) {
    const m = /^Environment=(.*)$/.exec(line);
    if (!m) continue;
    for (const pair of m[1].split(/\s+/)) {
      const i = pair.indexOf('=');
      if (i > 0) env[pair.slice(0, i)] = pair.slice(i + 1).replaceAll('%i', String(instance));
    }
  }
  return env;
};
const instances = {};
async function startInstance(name, port) {
  const dataDir = path.join(work, `instance-${port}`);
  const env = {
    ...fromShell,
    ...unitEnv(port),
    PATH: process.env.PATH,
    TZ: 'UTC',
    // What differs on this machine: the cluster's database, the proxy's address, a scratch folder.
    DATABASE_URL: dbUrl.toString(),
    PUBLIC_URL: `https://${HOSTNAME}:${ports.https}`,
    DATA_DIR: dataDir,
    // The demo catalogue gives the booking a route and a vehicle to book.
    DEMO_MODE: 'true',
  };
  // No mail server here: mail waits in the outbox (and shows in the metrics).
  delete env.SMTP_URL;
  const child = spawn(process.execPath, [serverJs], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const inst = { name, port, child, log: '', token: env.METRICS_TOKEN };
  child.stdout.on('data', (d) => (inst.log += d));
  child.stderr.on('data', (d) => (inst.log += d));
  instances[name] = inst;
  const until = Date.now() + 60_000;
  for (;;) {
    const res = await request({ port, path: '/api/ready' }).catch(() => null);
    if (res?.status === 200) break;
    if (Date.now() > until || child.exitCode !== null)
      throw new Error(`instance ${name} did not start:\n${inst.log}`);
    await sleep(200);
  }
  return inst;
}

/** One HTTP(S) request; `tls` goes to nginx's TLS port with our certificate as the only trusted one. */
function request({ port, path: p, method = 'GET', headers = {}, body, tls = false }) {
  return new Promise((resolve, reject) => {
    const opts = { host: '127.0.0.1', port, path: p, method, headers: { ...headers }, timeout: 10_000 };
    if (body !== undefined) {
      opts.headers['content-type'] = 'application/json';
      opts.headers['content-length'] = Buffer.byteLength(body);
    }
    if (tls)
      Object.assign(opts, {
        servername: HOSTNAME,
        ca: fs.readFileSync(path.join(tlsDir, 'fullchain.pem')),
        headers: { host: `${HOSTNAME}:${port}`, ...opts.headers },
      });
    const req = (tls ? https : http).request(opts, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (data += d));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: data }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}
const viaNginx = (opts) => request({ ...opts, port: ports.https, tls: true });

let nginx;
try {
  // One after the other: the first seeds the demo catalogue into the empty database.
  let t = Date.now();
  await startInstance('A', ports.a);
  await startInstance('B', ports.b);
  check(
    true,
    `instances A (:${ports.a}) and B (:${ports.b}) ready over one PostgreSQL`,
    `${((Date.now() - t) / 1000).toFixed(1)} s`,
  );

  section('nginx in front (unprivileged, own prefix, TLS on a high port)');
  nginx = spawn(...unprivileged(NGINX, nginxArgs), { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(nginx);
  let nginxOut = '';
  nginx.stdout.on('data', (d) => (nginxOut += d));
  nginx.stderr.on('data', (d) => (nginxOut += d));
  t = Date.now();
  let ready = null;
  while (Date.now() - t < 10_000 && nginx.exitCode === null) {
    ready = await viaNginx({ path: '/api/ready' }).catch(() => null);
    if (ready) break;
    await sleep(100);
  }
  if (
    !check(
      ready?.status === 200,
      `https://${HOSTNAME}:${ports.https}/api/ready answers 200 through nginx`,
      `as ${isRoot ? 'nobody' : os.userInfo().username}`,
    )
  ) {
    console.log(
      indent(
        nginxOut +
          (fs.existsSync(path.join(prefix, 'error.log'))
            ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')
            : ''),
      ),
    );
  }
  const plain = await request({ port: ports.http, path: '/tours?x=1', headers: { host: HOSTNAME } });
  check(
    plain.status === 301 && plain.headers.location === `https://${HOSTNAME}/tours?x=1`,
    'plain http is sent to https',
    `${plain.status} → ${plain.headers.location}`,
  );
  const publicMetrics = await viaNginx({ path: '/metrics' });
  check(publicMetrics.status === 404, 'the proxy does not expose /metrics', String(publicMetrics.status));

  section('a booking through nginx');
  const routes = JSON.parse(
    (
      await viaNginx({
        path: `/api/routes/search?from_location=${encodeURIComponent('Antalya Havalimanı')}&to_location=Kemer`,
      })
    ).body,
  ).data;
  const vehicles = JSON.parse((await viaNginx({ path: '/api/vehicles?passengers=2' })).body).data;
  const route = routes.find((r) => r.to_location === 'Kemer');
  const vehicle = vehicles.find((v) =>
    route?.vehicle_prices.some((p) => p.vehicle_type === v.vehicle_type.key),
  );
  if (!route || !vehicle) throw new Error('the demo route AYT → Kemer or a priced vehicle is missing');
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const booked = await viaNginx({
    method: 'POST',
    path: '/api/bookings',
    headers: { 'idempotency-key': `smoke-${process.pid}`, origin: `https://${HOSTNAME}:${ports.https}` },
    body: JSON.stringify({
      pickup_location: route.from_location,
      destination: route.to_location,
      route_id: route.id,
      pickup_date: day,
      pickup_time: '14:30',
      trip_type: 'one_way',
      passengers: 2,
      currency: 'EUR',
      vehicle_id: vehicle.id,
      customer_first_name: 'Smoke',
      customer_last_name: 'Test',
      customer_email: 'smoke@example.com',
      notice_version: 1,
      country_code: '+90',
      customer_phone: '532 123 45 67',
      flight_code: 'TK2412',
      departure_flight_time: '13:50',
      luggage: { large: 1, medium: 0, small: 0, hand: 1 },
    }),
  });
  const created = booked.status === 201 ? JSON.parse(booked.body).data : null;
  if (
    !check(
      created !== null,
      'POST /api/bookings through nginx answers 201',
      created ? `PNR ${created.pnr_code}` : `${booked.status} ${booked.body.slice(0, 300)}`,
    )
  )
    throw new Error('no booking');
  const rid = booked.headers['x-request-id'];
  await sleep(300);
  const accessLog = fs.readFileSync(path.join(prefix, 'access.log'), 'utf8');
  const apiLine = Object.values(instances)
    .flatMap((i) => i.log.split('\n'))
    .find((l) => l.includes(`"reqId":"${rid}"`) && l.includes('request completed'));
  check(
    /^[0-9a-f]{32}$/.test(rid ?? '') &&
      accessLog.includes(`POST /api/bookings HTTP/1.1" 201`) &&
      accessLog.includes(`rid=${rid}`) &&
      apiLine !== undefined,
    "the answer's X-Request-Id is nginx's $request_id, in nginx's access log and the API's log line",
    rid,
  );
  if (apiLine) console.log(indent(apiLine));
  const readBack = () =>
    viaNginx({
      path: `/api/bookings/${created.booking_id}`,
      headers: { 'x-booking-token': created.read_token },
    });
  const first = await readBack();
  check(
    first.status === 200 && JSON.parse(first.body).data.pnr_code === created.pnr_code,
    'the booking reads back through nginx',
  );

  // Prometheus scrapes each instance on its own port with the token; the booking counted once.
  let counted = 0;
  let depth = null;
  for (const inst of Object.values(instances)) {
    const m = await request({
      port: inst.port,
      path: '/metrics',
      headers: { authorization: `Bearer ${inst.token}` },
    });
    counted += Number(/^riviera_bookings_created_total\{kind="transfer"\} (\d+)/m.exec(m.body)?.[1] ?? 0);
    depth = Number(/^riviera_mail_outbox_depth (\d+)/m.exec(m.body)?.[1] ?? NaN);
  }
  check(
    counted === 1 && depth >= 1,
    '/metrics on the instances: one booking counted, its mail waiting in the outbox',
    `bookings ${counted}, outbox ${depth}`,
  );

  section('PostgreSQL restart, instances left running');
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  const dataDirectory = (await admin.query('SHOW data_directory')).rows[0].data_directory;
  await admin.end();
  const pgBin = fs
    .readdirSync('/usr/lib/postgresql')
    .sort((x, y) => Number(x) - Number(y))
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .at(-1);
  const pgCtl = [
    path.join(pgBin, 'pg_ctl'),
    '-D',
    dataDirectory,
    '-l',
    path.join(path.dirname(dataDirectory), 'log'),
    '-m',
    'fast',
    '-w',
    'restart',
  ];
  t = Date.now();
  const restart = isRoot ? run('runuser', ['-u', 'postgres', '--', ...pgCtl]) : run(pgCtl[0], pgCtl.slice(1));
  check(restart.status === 0, 'pg_ctl restart', `${((Date.now() - t) / 1000).toFixed(1)} s`);
  t = Date.now();
  const statuses = [];
  let after = null;
  while (Date.now() - t < 30_000) {
    after = await readBack().catch(() => null);
    statuses.push(after?.status ?? 0);
    if (after?.status === 200) break;
    await sleep(250);
  }
  // The instances felt it: their pooled connections were ended by the restart (db/kysely.ts reports each).
  const lost = Object.values(instances).reduce(
    (n, i) => n + (i.log.match(/PostgreSQL connection lost/g) ?? []).length,
    0,
  );
  check(
    after?.status === 200 && JSON.parse(after.body).data.pnr_code === created.pnr_code,
    'the booking is still readable through nginx after the restart',
    `answers: ${statuses.join(' ')}; connections the instances saw ended: ${lost}`,
  );
  check(
    Object.values(instances).every((i) => i.child.exitCode === null),
    'both instances rode out the restart (no process ended)',
  );

  section('stopping one instance as systemd does (SIGTERM), the site still answers');
  const a = instances.A;
  const exited = new Promise((r) => a.child.once('exit', (code, signal) => r({ code, signal })));
  a.child.kill('SIGTERM');
  const exit = await exited;
  const served = [];
  for (let i = 0; i < 4; i++) served.push((await readBack()).status);
  check(
    exit.code === 0 && served.every((s) => s === 200),
    'A exited 0; reads through nginx still answer 200 (from B)',
    `exit ${exit.code}, answers ${served.join(' ')}`,
  );
} catch (err) {
  check(false, `the smoke test ran to its end: ${err instanceof Error ? err.message : err}`);
  for (const inst of Object.values(instances))
    console.log(`\n--- log of instance ${inst.name}\n${indent(inst.log.slice(-4000))}`);
} finally {
  await cleanup();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log('');
console.log(`  ${passed} passed (${seconds}s)`);
if (failed) console.log(`  ${failed} failed`);
process.exit(failed ? 1 : 0);
