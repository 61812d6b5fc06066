import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Flag } from './columns.js';

/** What the server keeps for itself: the mail outbox, task runs, shared rate limits and uploads stored in the database. */

/** One mail to send (decision 016); rendered from the booking when it is delivered. */
export interface MailOutboxTable {
  id: Generated<number>;
  entity: 'booking' | 'tour_reservation';
  entity_id: number;
  pnr_code: string;
  /** which mail: 'created', 'confirmed', 'cancelled', 'self_cancelled', 'change_request' */
  template: string;
  /** 'customer' or 'operator'; the address is resolved when the mail is sent */
  recipient: 'customer' | 'operator';
  language: string;
  /** 'queued' | 'sending' | 'sent' | 'failed' | 'superseded' | 'held' (over the per-address cap, decision 033) */
  status: string;
  attempts: number;
  next_attempt_at: string;
  claimed_by: string | null;
  lease_until: string | null;
  last_error: string | null;
  to_address: string | null;
  /** free text carried by the mail (a customer's change request) */
  note: string | null;
  /** 1: queued by a visitor's own action, so capped per address and hour (decision 033); 0: staff's */
  visitor_triggered: Generated<Flag>;
  /** the dispatch job (leg or tour) a driver, reminder or review mail is about (migration 031) */
  job_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** unique where set: a mail queued once only ('reminder:job:12', decision 040) */
  once_key: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The last run of a task the back office reports on (migration 019, decision 030). */
export interface TaskRunsTable {
  /** e.g. 'exchange-rates:refresh', 'personal-data:retention' */
  name: string;
  last_started_at: string;
  last_finished_at: string;
  last_outcome: 'ok' | 'failed';
  last_error: string | null;
  /** the end of the last run that succeeded (kept through failures) */
  last_ok_at: string | null;
  /** the staff member who started the last run; null for a background run */
  last_by: string | null;
  /** JSON of what the last successful run did (counts) */
  last_summary: string | null;
}

/** One rate-limit counter shared by every instance (migration 014, decision 019). */
export interface RateLimitHitsTable {
  /** route and client key */
  key: string;
  hits: number;
  /** when the window ends: the database clock's milliseconds since the epoch */
  resets_at: number;
}

/** An upload kept in the database (PostgreSQL deployments), by its public path (migration 014). */
export interface StoredFilesTable {
  /** the public path without '/uploads/', e.g. 'tours/ab12….webp' */
  path: string;
  mime: string;
  size: number;
  /** bytes per chunk row (the last may be shorter) */
  chunk_size: number;
  created_at: string;
}

export interface StoredFileChunksTable {
  path: string;
  /** 0-based chunk number */
  seq: number;
  data: Buffer;
}

export type MailOutboxRow = Selectable<MailOutboxTable>;
