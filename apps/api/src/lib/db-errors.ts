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

