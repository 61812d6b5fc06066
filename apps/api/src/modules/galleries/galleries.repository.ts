import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, GalleryItemsTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Gallery queries: the public list (active items) and the back office's (all of them). */
export const galleryRepository = {
  listActive: (db: Db) =>
    db.selectFrom('gallery_items').selectAll().where('is_active', '=', 1).orderBy('sort_order').orderBy('id').execute(),
  listAll: (db: Db) => db.selectFrom('gallery_items').selectAll().orderBy('sort_order').orderBy('id').execute(),
  find: (db: Db, id: number) => db.selectFrom('gallery_items').selectAll().where('id', '=', id).executeTakeFirst(),
  async count(db: Db): Promise<number> {
    const row = await db.selectFrom('gallery_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },
  insert: (db: Db, row: Insertable<GalleryItemsTable>) =>
    db.insertInto('gallery_items').values(row).returningAll().executeTakeFirstOrThrow(),
  update: (db: Db, id: number, set: Updateable<GalleryItemsTable>) =>
    db.updateTable('gallery_items').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  delete: (db: Db, id: number) => db.deleteFrom('gallery_items').where('id', '=', id).execute(),
};
