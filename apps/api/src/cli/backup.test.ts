import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { freePort } from '../test/pg-cluster.js';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';
import { airportBookingBody, insertTransferFixture, type Fixture } from '../test/transfer-fixtures.js';

const apiDir = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `npm run backup` of a SQLite site while it takes bookings, restored into a site that serves them all. */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run backup (SQLite online backup)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-backup-'));
  const dataDir = path.join(root, 'data');
  const backupDir = path.join(root, 'backup');
  let fx: Fixture;
  let live: ServerProcess | undefined;
  let restored: ServerProcess | undefined;

  beforeAll(async () => {
    const setup = openDatabase({ databaseUrl: undefined, dataDir });
    await migrateToLatest(setup.db, setup.dialect);
    fx = await insertTransferFixture(setup.db);
    await setup.close();
    fs.mkdirSync(path.join(dataDir, 'uploads', 'tours'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'tours', 'a1.webp'), 'picture');
    live = await startServerProcess(await freePort(), { DATA_DIR: dataDir, DEMO_MODE: 'false', TRUST_PROXY: '1' }, 60_000);
  }, 90_000);
  afterAll(async () => {
    await live?.stop();
    await restored?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('copies a running site with every booking acknowledged before it, and the copy serves them', async () => {
    const acknowledged: string[] = [];
    let running = true;
    let n = 0;
    const book = async () => {
      while (running) {
        n++;
        const res = await fetch(`${live!.url}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': `10.7.${n % 250}.${Math.floor(n / 250) % 250}` },
          body: JSON.stringify(airportBookingBody(fx)),
        });
        if (res.status === 201) acknowledged.push(((await res.json()) as { data: { pnr_code: string } }).data.pnr_code);
      }
    };
    const stream = [book(), book()];
    await sleep(800);
    const before = [...acknowledged];
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts', backupDir], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    running = false;
    await Promise.all(stream);
    expect(cli.status, cli.stderr).toBe(0);
    expect(before.length).toBeGreaterThan(0);

    // The copy is a sound database holding every booking acknowledged before the backup began.
    const copy = new SQLite(path.join(backupDir, 'app.db'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = new Set((copy.prepare('SELECT pnr_code FROM bookings').all() as { pnr_code: string }[]).map((r) => r.pnr_code));
    copy.close();
    expect(before.filter((p) => !stored.has(p))).toEqual([]);
    expect(fs.readFileSync(path.join(backupDir, 'uploads', 'tours', 'a1.webp'), 'utf8')).toBe('picture');

    // Restored: a site started on the copy finds the bookings by PNR and takes new ones.
    restored = await startServerProcess(await freePort(), { DATA_DIR: backupDir, DEMO_MODE: 'false' }, 60_000);
    for (const pnr of [before[0]!, before.at(-1)!]) {
      const res = await fetch(`${restored.url}/api/bookings/search-by-pnr`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pnr_code: pnr }),
      });
      expect(res.status).toBe(200);
    }
    const fresh = await fetch(`${restored.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(airportBookingBody(fx)),
    });
    expect(fresh.status).toBe(201);
    expect((await fetch(`${restored.url}/uploads/tours/a1.webp`)).status).toBe(200);
  }, 120_000);

  it('refuses a folder that is not empty, and PostgreSQL', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts', backupDir], { cwd: apiDir, env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });
    expect(run({ DATA_DIR: dataDir }).status).toBe(1);
    const pg = run({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x@127.0.0.1:1/db' });
    expect(pg.status).toBe(2);
    expect(pg.stderr).toMatch(/pg_dump/);
  });
});
