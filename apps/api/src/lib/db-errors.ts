import { NoResultError } from 'kysely';

/**
 * Whether a database error is a unique-constraint violation, on either dialect (SQLite's
 * SQLITE_CONSTRAINT_UNIQUE / PRIMARYKEY, PostgreSQL's 23505). Services check for duplicates first
 * for a clear message; this catches the race where two admins save the same key at once.
 */
export function isUniqueViolation(err: unknown): boolean {
  if (!err || typeof err !== 'object' || !('code' in err)) return false;
  const code = err.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}


/**
 * SQLSTATEs that say the server cannot serve right now, not that the query was wrong: class 08
 * (connection exception), 57P01-57P03 (shut down by an administrator or a crash, or still starting
 * up), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
/** Node's socket errors when the database host cannot be reached or the connection breaks. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * The messages `pg` and `pg-pool` give their own connection failures, which carry no code: a socket
 * that closed under a query, a client that is no longer usable, a pool that found no connection in time.
 */
const PG_CONNECTION_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Query read timeout)/;

/**
 * Whether an error means the database is away (stopped, restarting, failing over, or it ended our
 * connection) rather than that a query or the data is wrong. Such an error is the server's
 * temporary condition, answered 503; it must never take the process down. Wrapped errors (a
 * `cause`, or the `errors` of an AggregateError from trying several addresses) are looked into.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && PG_CONNECTION_MESSAGE.test(message)) return true;
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

/**
 * Whether a write met a record that is no longer there: an update whose row another request
 * deleted meanwhile (`executeTakeFirstOrThrow` finds no row: Kysely's NoResultError), or a child
 * row pointing at a parent deleted meanwhile (a foreign-key violation on insert or update; on
 * PostgreSQL the message tells it from a delete of a parent still in use, SQLite says only that a
 * key failed, and there a write can only meet a missing parent because deletes check for use first).
 * Services check existence first; this catches the race with a delete in between.
 */
export function isRowGone(err: unknown): boolean {
  if (err instanceof NoResultError) return true;
  if (!err || typeof err !== 'object' || !('code' in err)) return false;
  const { code, message } = err as { code: unknown; message?: unknown };
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return true;
  return code === '23503' && typeof message === 'string' && message.startsWith('insert or update on table');
}

/**
 * Whether a delete met a row that another row still points at (PostgreSQL's foreign-key violation
 * on delete). Services refuse deleting a record in use with their own message; this catches the
 * race where a new child row commits between that check and the delete.
 */
export function isStillReferenced(err: unknown): boolean {
  if (!err || typeof err !== 'object' || !('code' in err)) return false;
  const { code, message } = err as { code: unknown; message?: unknown };
  return code === '23503' && typeof message === 'string' && message.startsWith('update or delete on table');
}

/** How the error handler answers a database error that is no bug of ours, or null for one that is. */
export interface DatabaseErrorAnswer {
  statusCode: 404 | 409 | 503;
  /** a message key of the domain catalogue */
  message: string;
  headers?: Record<string, string>;
}

/** A PostgreSQL restart or failover takes seconds; a client retrying sooner would only meet it again. */
const RETRY_AFTER_SECONDS = '5';

/**
 * Maps the database errors a client can meet through no fault of its own: the database away
 * (503, try again shortly: the pool reconnects by itself once it is back), a record deleted
 * while a request was changing it (404, as if the request had come a moment later), and a record
 * that became used while a request was deleting it (409, as if the request had come a moment later).
 */
export function answerForDatabaseError(err: unknown): DatabaseErrorAnswer | null {
  if (isDatabaseUnavailable(err)) return { statusCode: 503, message: 'error.service_unavailable', headers: { 'Retry-After': RETRY_AFTER_SECONDS } };
  if (isRowGone(err)) return { statusCode: 404, message: 'error.not_found' };
  if (isStillReferenced(err)) return { statusCode: 409, message: 'error.record_in_use' };
  return null;
}
