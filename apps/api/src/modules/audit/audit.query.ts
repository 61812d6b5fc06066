import { istanbulDayRange, type AuditPageDto } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toPage } from '../../lib/pagination.js';
import { auditRepository } from './audit.repository.js';

export interface AuditListFilter {
  adminUserId?: number | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  /** Istanbul calendar days, inclusive */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** Snapshots were stored as JSON text (possibly cut at 20 000 characters): parsed when whole, else the text. */
function parseSnapshot(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}

/** Reading the audit log for its screen: one page, newest first, with before and after as values. */
export function auditQueries(db: Kysely<Database>) {
  return {
    async list(f: AuditListFilter, page: number, perPage: number): Promise<AuditPageDto> {
      const { rows, total } = await auditRepository.page(
        db,
        {
          adminUserId: f.adminUserId,
          entity: f.entity,
          action: f.action,
          fromIso: f.dateFrom ? istanbulDayRange(f.dateFrom).start.toISOString() : undefined,
          beforeIso: f.dateTo ? istanbulDayRange(f.dateTo).end.toISOString() : undefined,
        },
        perPage,
        (page - 1) * perPage,
      );
      const data = rows.map((r) => ({
        id: r.id,
        admin_user_id: r.admin_user_id,
        admin_username: r.admin_username,
        action: r.action,
        entity: r.entity,
        entity_id: r.entity_id,
        before: parseSnapshot(r.before_json),
        after: parseSnapshot(r.after_json),
        created_at: r.created_at,
      }));
      return toPage(data, total, page, perPage);
    },
    facets: () => auditRepository.facets(db),
  };
}
