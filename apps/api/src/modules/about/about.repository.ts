import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { AboutEntriesTable, Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** About entries: the one the public site shows and the back office's list. */
export const aboutRepository = {
  /** The newest active entry is the one the public site shows. */
  findNewestActive: (db: Db) =>
    db.selectFrom('about_entries').selectAll().where('is_active', '=', 1).orderBy('id', 'desc').executeTakeFirst(),
  listAll: (db: Db) => db.selectFrom('about_entries').selectAll().orderBy('id', 'desc').execute(),
  find: (db: Db, id: number) => db.selectFrom('about_entries').selectAll().where('id', '=', id).executeTakeFirst(),
  insert: (db: Db, row: Insertable<AboutEntriesTable>) =>
    db.insertInto('about_entries').values(row).returningAll().executeTakeFirstOrThrow(),
  update: (db: Db, id: number, set: Updateable<AboutEntriesTable>) =>
    db.updateTable('about_entries').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  delete: (db: Db, id: number) => db.deleteFrom('about_entries').where('id', '=', id).execute(),
};
