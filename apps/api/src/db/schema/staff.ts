import type { Generated, Selectable } from 'kysely';
import type { AdminRole } from '@riviera/domain';
import type { Flag } from './columns.js';

/** Back-office accounts: users, sessions, sign-in throttling and known devices, and the audit log. */

export interface AdminUsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** 'admin' is Yönetici (every account made before roles), 'operations' is Operasyon */
  role: AdminRole;
  is_demo: Flag;
  /** a disabled account cannot sign in (migration 013) */
  is_active: Generated<Flag>;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
}

export interface AdminSessionsTable {
  /** SHA-256 of the session token: a stolen database does not yield usable cookies */
  id_hash: string;
  admin_user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

/**
 * Failed sign-ins per username and client address (migration 004), and per username from any
 * address (key `*|username`, migration 005); an address row is removed on success.
 */
export interface LoginThrottleTable {
  /** client address (or `*` for the whole account) and lower-cased username */
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
  /** locks in a row so far: an account's next lock lasts longer (migration 005) */
  locks: Generated<number>;
}

/** Browsers that signed in to a username before (migration 005, decision 011); the cookie holds the token. */
export interface LoginDevicesTable {
  /** SHA-256 of the device cookie's token */
  id_hash: string;
  /** lower-cased username the browser signed in to */
  username: string;
  created_at: string;
  expires_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_user_id: number | null;
  admin_username: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export type AdminUserRow = Selectable<AdminUsersTable>;
