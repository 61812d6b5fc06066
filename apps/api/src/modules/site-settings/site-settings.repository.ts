import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, SiteSettingsTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Site settings: the public values, one value by key (the round-trip discount), the back office's list. */
export const siteSettingRepository = {
  listActiveValues: (db: Db) => db.selectFrom('site_settings').select(['key', 'value', 'type', 'translations']).where('is_active', '=', 1).execute(),
  listAll: (db: Db) => db.selectFrom('site_settings').selectAll().orderBy('group_name').orderBy('key').execute(),
  find: (db: Db, id: number) => db.selectFrom('site_settings').selectAll().where('id', '=', id).executeTakeFirst(),
  findByKey: (db: Db, key: string) => db.selectFrom('site_settings').selectAll().where('key', '=', key).executeTakeFirst(),
  /** the stored value of `key`, whether active or not */
  async valueOf(db: Db, key: string): Promise<string | undefined> {
    const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  },
  insert: (db: Db, row: Insertable<SiteSettingsTable>) =>
    db.insertInto('site_settings').values(row).returningAll().executeTakeFirstOrThrow(),
  update: (db: Db, id: number, set: Updateable<SiteSettingsTable>) =>
    db.updateTable('site_settings').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  delete: (db: Db, id: number) => db.deleteFrom('site_settings').where('id', '=', id).execute(),
};
