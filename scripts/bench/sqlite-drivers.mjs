#!/usr/bin/env node
// Decision 025: does Node's built-in node:sqlite measure as well as better-sqlite3 for this app's
// shape of work? Both drivers, one run, interleaved rounds: durable single-row commits (WAL,
// synchronous=FULL, as the bookings path), a 50-row transaction (group commit) and point reads.
// Prints ops/s per driver and the ratio node:sqlite / better-sqlite3 (median of the rounds).
// Each round of each driver runs in a process of its own: with both drivers loaded in one process,
// better-sqlite3 12 aborted in a statement's destructor during garbage collection on Node 24.21.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-drivers-'));
const schema = `CREATE TABLE IF NOT EXISTS b (id INTEGER PRIMARY KEY, pnr TEXT NOT NULL, name TEXT NOT NULL, total REAL NOT NULL, created_at TEXT NOT NULL)`;

async function open(kind, file) {
  if (kind === 'better-sqlite3') {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec(schema);
    return { prepare: (s) => db.prepare(s), exec: (s) => db.exec(s), close: () => db.close() };
  }
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;');
  db.exec(schema);
  return { prepare: (s) => db.prepare(s), exec: (s) => db.exec(s), close: () => db.close() };
}

async function measure(kind, file) {
  const db = await open(kind, file);
  const insert = db.prepare('INSERT INTO b (pnr, name, total, created_at) VALUES (?, ?, ?, ?)');
  const row = (i) => [`PNR${i}`, 'Анна Kowalska', 512.07, new Date().toISOString()];
  const ops = {};
  let t = performance.now();
  for (let i = 0; i < 300; i++) insert.run(...row(i)); // each its own durable commit
  ops.durableCommits = 300 / ((performance.now() - t) / 1000);
  t = performance.now();
  for (let g = 0; g < 40; g++) {
    db.exec('BEGIN');
    for (let i = 0; i < 50; i++) insert.run(...row(i));
    db.exec('COMMIT');
  }
  ops.groupedRows = 2000 / ((performance.now() - t) / 1000);
  const read = db.prepare('SELECT * FROM b WHERE id = ?');
  t = performance.now();
  for (let i = 0; i < 50_000; i++) read.get((i % 2000) + 1);
  ops.pointReads = 50_000 / ((performance.now() - t) / 1000);
  db.close();
  return ops;
}

if (process.argv[2] === '--child') {
  console.log(JSON.stringify(await measure(process.argv[3], process.argv[4])));
} else {
  await compare();
}

async function compare() {
  const results = { 'better-sqlite3': [], 'node:sqlite': [] };
  for (let r = 0; r < ROUNDS; r++) {
    for (const kind of r % 2 ? ['node:sqlite', 'better-sqlite3'] : ['better-sqlite3', 'node:sqlite']) {
      const file = path.join(dir, `${kind.replace(':', '-')}-${r}.db`);
      const out = execFileSync(process.execPath, [import.meta.filename, '--child', kind, file], {
        encoding: 'utf8',
      });
      results[kind].push(JSON.parse(out.trim().split('\n').at(-1)));
    }
  }
  const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`Node ${process.version}, ${ROUNDS} interleaved rounds, load ${os.loadavg()[0].toFixed(1)}`);
  for (const key of ['durableCommits', 'groupedRows', 'pointReads']) {
    const b = median(results['better-sqlite3'].map((x) => x[key]));
    const n = median(results['node:sqlite'].map((x) => x[key]));
    console.log(
      `${key.padEnd(15)} better-sqlite3 ${b.toFixed(0).padStart(8)}/s   node:sqlite ${n.toFixed(0).padStart(8)}/s   ratio ${(n / b).toFixed(2)}`,
    );
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
