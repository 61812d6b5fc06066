import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { freePort } from './pg-cluster.js';

/** Debian's redis-server, or null when it is not installed (scripts/install-system-deps.sh installs it). */
export function findRedisServer(): string | null {
  return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p)) ?? null;
}

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * A throw-away redis-server for one test file, made the way scripts/with-postgres.sh makes the
 * PostgreSQL cluster: 127.0.0.1, a free port, nothing written to disk, stopped afterwards.
 */
export async function startRedisServer(bin: string, opts: { port?: number } = {}): Promise<RedisServer> {
  // A given port starts Redis again where a stopped one was (the outage tests).
  const port = opts.port ?? (await freePort());
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('redis-server did not start');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
