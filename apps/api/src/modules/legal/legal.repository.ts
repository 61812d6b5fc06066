import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, LegalDocumentsTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The legal texts (one row per kind) and the current notice version a booking must acknowledge. */
export const legalRepository = {
  list: (db: Db) => db.selectFrom('legal_documents').selectAll().orderBy('kind').execute(),
  find: (db: Db, kind: string) => db.selectFrom('legal_documents').selectAll().where('kind', '=', kind).executeTakeFirst(),
  /** the version of one text, read alone (a booking reads it on every write) */
  async versionOf(db: Db, kind: string): Promise<number | undefined> {
    const row = await db.selectFrom('legal_documents').select('version').where('kind', '=', kind).executeTakeFirst();
    return row?.version;
  },
  /** writes the texts and raises the version in the same statement, so two edits never share one */
  update: (db: Db, kind: string, set: Omit<Updateable<LegalDocumentsTable>, 'version' | 'kind'>) =>
    db
      .updateTable('legal_documents')
      .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
      .where('kind', '=', kind)
      .returningAll()
      .executeTakeFirstOrThrow(),
};
