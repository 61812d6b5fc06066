import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { auditRepository } from './audit.repository.js';

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'status'
  | 'login'
  | 'logout'
  | 'import'
  | 'password_reset'
  | 'password_change'
  | 'sign_out_all'
  | 'self_service'
  | 'anonymise'
  | 'export'
  | 'lookup';

export interface AuditEntry {
  admin: AdminPrincipal | null;
  action: AuditAction;
  /** table-like name of what changed: 'booking', 'tour', 'route', 'currency', 'site_setting'… */
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

const MAX_SNAPSHOT = 20_000;
const snapshot = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  const s = JSON.stringify(v);
  return s.length > MAX_SNAPSHOT ? `${s.slice(0, MAX_SNAPSHOT)}…` : s;
};

/**
 * Records who changed what, when, with before/after snapshots. Call it inside the same transaction
 * as the change so that a change and its record land together or not at all.
 */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await auditRepository.insert(db, {
    admin_user_id: entry.admin?.id ?? null,
    admin_username: entry.admin?.username ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before_json: snapshot(entry.before),
    after_json: snapshot(entry.after),
    created_at: new Date().toISOString(),
  });
}
