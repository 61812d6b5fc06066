import { sql, type Kysely } from 'kysely';

/**
 * What several API instances over one PostgreSQL must share (decision 019):
 * - `rate_limit_hits`: one counter per rate-limited route and client, counted by every instance in
 *   one atomic upsert; `resets_at` is the database clock's milliseconds, so instances' clocks do not
 *   matter;
 * - `stored_files` + `stored_file_chunks`: uploads kept in the database in chunks, so any instance
 *   serves them and a range request reads only the chunks it needs. Created on SQLite too (one
 *   schema for both dialects); there uploads stay on disk.
 */
export function sharedStateMigration(dialect: 'sqlite' | 'postgres') {
  const binary = dialect === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('rate_limit_hits')
        .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('resets_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limit_hits_resets_at_idx').on('rate_limit_hits').column('resets_at').execute();
      await db.schema
        .createTable('stored_files')
        .addColumn('path', 'varchar(300)', (c) => c.primaryKey())
        .addColumn('mime', 'varchar(100)', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('chunk_size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('stored_file_chunks')
        .addColumn('path', 'varchar(300)', (c) => c.notNull().references('stored_files.path').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('data', binary, (c) => c.notNull())
        .addPrimaryKeyConstraint('stored_file_chunks_pk', ['path', 'seq'])
        .execute();
    },
  };
}
