import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** the end of what the process wrote, for a failing assertion's message */
  output(): string;
  /** whether the process is still running */
  isRunning(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`src/server.ts` through tsx, as `admin:create`'s test runs its CLI) in its
 * own process on `port`, and resolves once `/api/ready` answers 200.
 */
export async function startServerProcess(port: number, env: Record<string, string>, readyWithinMs = 30_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      TZ: 'UTC',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // as in createTestApp: a loaded test machine is not an overloaded server (server-limits.test.ts)
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (!isRunning()) throw new Error(`server exited during start-up:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within ${readyWithinMs / 1000} s:\n${out}`);
    }
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => out.slice(-6_000),
    isRunning,
    async stop() {
      if (!isRunning()) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
