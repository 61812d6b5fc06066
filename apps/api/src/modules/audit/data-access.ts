import { createHash } from 'node:crypto';
import { foldForSearch } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from './audit.service.js';

/**
 * What the audit log keeps of an e-mail address: a SHA-256 of its folded form, never the address.
 * It lets staff answer "was my data looked up, exported, erased?" by hashing the address they are given.
 */
export const emailDigest = (email: string): string => createHash('sha256').update(foldForSearch(email.trim())).digest('hex');

/** A filter as the audit log keeps it: a text holding an address is kept as its digest only. */
const keptFilter = (filters: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => (typeof v === 'string' && v.includes('@') ? [`${k}_sha256`, emailDigest(v)] : [k, v])),
  );

/**
 * Records who read personal data in bulk, when and with which filter (KVKK accountability: "who
 * downloaded whose data"): every CSV export and every personal-data look-up or export (issue 28).
 */
export async function auditDataAccess(
  db: Kysely<Database>,
  admin: AdminPrincipal | null,
  entry: { action: 'export' | 'lookup'; entity: string; filters: Record<string, unknown> },
): Promise<void> {
  await recordAudit(db, { admin, action: entry.action, entity: entry.entity, after: keptFilter(entry.filters) });
}
