import type { Kysely } from 'kysely';

/**
 * Staff accounts and roles, internal notes, and an audit log that can be filtered:
 * - `admin_users.is_active`: a disabled account cannot sign in and its sessions stop working. The
 *   role column exists since 001; its value 'admin' (every existing account) is the Yönetici role.
 * - `internal_notes`: staff notes on a booking or a tour reservation, never part of a public answer.
 *   One table for both kinds (`target`), with the author's name kept as written (like the audit log).
 * - indexes for the audit log's filters (by user, by entity), newest first.
 */
export function staffRolesNotesMigration(dialect: 'sqlite' | 'postgres') {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('admin_users').addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)).execute();

      const notes = db.schema.createTable('internal_notes');
      await (dialect === 'postgres'
        ? notes.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : notes.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('target', 'varchar(30)', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('admin_user_id', 'integer', (c) => c.references('admin_users.id').onDelete('set null'))
        .addColumn('admin_username', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('internal_notes_target_idx').on('internal_notes').columns(['target', 'target_id', 'id']).execute();

      await db.schema.createIndex('audit_log_user_idx').on('audit_log').columns(['admin_user_id', 'created_at']).execute();
      await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'created_at']).execute();
    },
  };
}
