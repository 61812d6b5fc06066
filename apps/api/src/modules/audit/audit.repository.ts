import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Filters of the audit log screen; dates are ISO instants (the service turns days into them). */
export interface AuditFilter {
  adminUserId?: number | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  fromIso?: string | undefined;
  /** exclusive */
  beforeIso?: string | undefined;
}

/** The audit log: records are only ever added, then read newest first. */
export const auditRepository = {
  async insert(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
    await db.insertInto('audit_log').values(row).execute();
  },

  /** One page of records, newest first, and how many match (paginated in SQL over the indexes). */
  async page(db: Db, f: AuditFilter, limit: number, offset: number) {
    let q = db.selectFrom('audit_log');
    if (f.adminUserId !== undefined) q = q.where('admin_user_id', '=', f.adminUserId);
    if (f.entity) q = q.where('entity', '=', f.entity);
    if (f.action) q = q.where('action', '=', f.action);
    if (f.fromIso) q = q.where('created_at', '>=', f.fromIso);
    if (f.beforeIso) q = q.where('created_at', '<', f.beforeIso);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** Every entity and action that occurs, for the filters' choices. */
  async facets(db: Db): Promise<{ entities: string[]; actions: string[] }> {
    const [entities, actions] = await Promise.all([
      db.selectFrom('audit_log').select('entity').distinct().orderBy('entity').execute(),
      db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
    ]);
    return { entities: entities.map((r) => r.entity), actions: actions.map((r) => r.action) };
  },
};
