import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.js';

/** The audit log's one statement: records are only ever added. */
export const auditRepository = {
  async insert(db: Kysely<Database> | Transaction<Database>, row: Insertable<AuditLogTable>): Promise<void> {
    await db.insertInto('audit_log').values(row).execute();
  },
};
