import type { Kysely } from 'kysely';

/**
 * The change history of bookings and tour reservations (issue 25 item 1, decision 031): one row per
 * saved staff edit, with who made it and when, and its changed fields as a JSON list of
 * `{ field, before, after }`. The booking's detail dialog lists them; the audit log holds the same
 * edit as one entry. Kept apart from the audit log because it belongs to the booking (it is shown
 * to everyone handling it, and goes when the booking is deleted), while the audit log is the
 * administrators' record of everything.
 */
export function bookingChangesMigration(dialect: 'sqlite' | 'postgres') {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('booking_changes');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('entity', 'varchar(30)', (c) => c.notNull())
        .addColumn('entity_id', 'integer', (c) => c.notNull())
        .addColumn('admin_user_id', 'integer')
        .addColumn('admin_username', 'varchar(100)')
        .addColumn('changes_json', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('booking_changes_entity_idx')
        .on('booking_changes')
        .columns(['entity', 'entity_id', 'id'])
        .execute();
    },
  };
}
