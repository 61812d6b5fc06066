/**
 * Table types shared by both dialects. Conventions that keep SQLite and PostgreSQL identical:
 * booleans are 0/1 integers, timestamps are ISO-8601 UTC text, business dates are 'YYYY-MM-DD'
 * and times 'HH:MM' text (Europe/Istanbul), money is double precision rounded to cents,
 * and lists that are only ever read whole are JSON text.
 */
export type Flag = 0 | 1;
