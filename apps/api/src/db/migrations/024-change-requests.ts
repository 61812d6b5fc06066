import type { Kysely } from 'kysely';

/**
 * Customers' change requests from the manage page (issue 25 item 2, decision 031), stored on the
 * booking as work for staff instead of only a mail: what was asked (`fields_json`: pickup time,
 * flight, landing time, hotel), the customer's note, when; then staff's decision ('accepted' or
 * 'refused' with a reason), who and when. Open requests per booking are capped in the service.
 */
export function changeRequestsMigration(dialect: 'sqlite' | 'postgres') {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('change_requests');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('entity', 'varchar(30)', (c) => c.notNull())
        .addColumn('entity_id', 'integer', (c) => c.notNull())
        .addColumn('fields_json', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', 'varchar(100)')
        .execute();
      await db.schema
        .createIndex('change_requests_entity_idx')
        .on('change_requests')
        .columns(['entity', 'entity_id', 'status'])
        .execute();
      // the dashboard counts open requests across all bookings
      await db.schema
        .createIndex('change_requests_status_idx')
        .on('change_requests')
        .column('status')
        .execute();
    },
  };
}
