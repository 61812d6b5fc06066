import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** Queries of the uploads kept in the database (db-file-store.ts, decision 019). */
export const storedFilesRepository = {
  /** Adds a file's row; false when the path is stored already (the row is left as it is). */
  async insertFile(
    trx: Transaction<Database>,
    row: { path: string; mime: string; size: number; chunk_size: number; created_at: string },
  ): Promise<boolean> {
    const inserted = await trx
      .insertInto('stored_files')
      .values(row)
      .onConflict((oc) => oc.column('path').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  insertChunk: (trx: Transaction<Database>, path: string, seq: number, data: Buffer) =>
    trx.insertInto('stored_file_chunks').values({ path, seq, data }).execute(),

  remove: (db: Kysely<Database>, path: string) =>
    db.deleteFrom('stored_files').where('path', '=', path).execute(),

  find: (db: Kysely<Database>, path: string) =>
    db.selectFrom('stored_files').selectAll().where('path', '=', path).executeTakeFirst(),

  /** The chunks `from`..`to` (inclusive) of a file, in order. */
  chunks: (db: Kysely<Database>, path: string, from: number, to: number) =>
    db
      .selectFrom('stored_file_chunks')
      .select(['seq', 'data'])
      .where('path', '=', path)
      .where('seq', '>=', from)
      .where('seq', '<=', to)
      .orderBy('seq')
      .execute(),
};
