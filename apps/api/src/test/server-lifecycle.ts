import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/kysely.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** A database of its own for a test that runs the real server: a SQLite folder, or a new PostgreSQL database. */
export interface TestDatabase {
  /** what the server needs to find it (DATA_DIR, and DATABASE_URL on PostgreSQL) */
  env: Record<string, string>;
  /** the test's own connection to it, to assert on what the server stored */
  handle: DatabaseHandle;
  remove(): Promise<void>;
}

/** A fresh, empty database like createTestApp's: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export async function freshDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-server-'));
  const clusterUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (clusterUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const run = async (statement: string) => {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await run(`CREATE DATABASE ${name}`);
    const url = new URL(clusterUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  // The server migrates the database when it starts; the test's connection is opened after that.
  let handle: DatabaseHandle | undefined;
  return {
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    get handle() {
      return (handle ??= openDatabase({ databaseUrl, dataDir }));
    },
    async remove() {
      await handle?.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The API server running as its own process, as in production. */
export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  child: ChildProcess;
  /** resolves when the process has ended, with its exit code or the signal that ended it */
  exited: Promise<number | NodeJS.Signals | null>;
  /** the process's output so far, for a failing test's message */
  output(): string;
}

/**
 * Starts `apps/api/src/server.ts` (through tsx, so no build is needed) on a free port with the
 * given environment, and resolves once it listens. The server migrates and seeds as it always does.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', TZ: 'UTC', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Site ready at (http:\/\/[^\s]+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(how)}) before it was ready:\n${output}`));
    });
  });
  return { url, child, exited, output: () => output };
}

/** Ends the server the way a crash or an OOM killer would (SIGKILL: no shutdown, no clean-up). */
export async function killServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** Stops the server gracefully (SIGTERM), as a deploy would. */
export async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}
