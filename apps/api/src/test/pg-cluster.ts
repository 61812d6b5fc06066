import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The newest Debian PostgreSQL server binaries, or null when none are installed. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface PgCluster {
  /** postgres://… of the cluster's `postgres` database */
  url: string;
  /** stops the server; `immediate` is a crash (no checkpoint), `fast` a clean restart */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** starts the server again and resolves once it accepts connections */
  start(): Promise<void>;
  /** stops the server and removes its files */
  destroy(): void;
}

/**
 * A throw-away cluster that a test may stop and start at will, made the way scripts/with-postgres.sh
 * makes the suite's (127.0.0.1, a free port, trust auth; as the `postgres` user when run as root,
 * since the server refuses to run as root).
 */
export async function createPgCluster(bin: string): Promise<PgCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-outage-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
  // Asynchronous, so that the test's own requests keep flowing while the server stops and starts.
  const run = async (tool: string, args: string[]) => {
    await execFileAsync(...command(tool, args));
  };
  const data = path.join(dir, 'data');
  const stopArgs = (mode: string) => ['-D', data, '-m', mode, '-w', 'stop'];
  await run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
      '-w',
      '-l',
      path.join(dir, 'log'),
      'start',
    ]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: (mode) => run('pg_ctl', stopArgs(mode)),
    destroy() {
      try {
        execFileSync(...command('pg_ctl', stopArgs('immediate')), { stdio: 'ignore' });
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
