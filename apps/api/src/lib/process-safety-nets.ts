import { isDatabaseUnavailable } from './db-errors.js';

interface Log {
  warn(obj: object, msg: string): void;
  fatal(obj: object, msg: string): void;
}

/**
 * Decides what a stray error (one no code path caught) does to the process.
 *
 * A lost database connection is the database's state, not ours: the request that used it has its
 * 503 already, and the pool replaces the connection, so it is logged and the site goes on serving.
 * Anything else is a bug whose damage we cannot know (a half-done write, a lock or a file never
 * released), so it is logged and the process ends with status 1, as Node would end it: a supervisor
 * restarts a clean process, and the bug stays loud instead of being hidden behind a running server.
 */
export function handleStrayError(err: unknown, origin: string, log: Log, exit: (code: number) => void): void {
  if (isDatabaseUnavailable(err)) {
    log.warn({ err, origin }, 'database connection error outside any request; the pool will reconnect');
    return;
  }
  log.fatal({ err, origin }, 'uncaught error; exiting');
  exit(1);
}

/** Routes uncaught exceptions and unhandled rejections through {@link handleStrayError}. */
export function installProcessSafetyNets(log: Log): void {
  const exit = (code: number) => process.exit(code);
  process.on('uncaughtException', (err, origin) => handleStrayError(err, origin, log, exit));
  process.on('unhandledRejection', (reason) => handleStrayError(reason, 'unhandledRejection', log, exit));
}
