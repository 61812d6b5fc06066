import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ResellerKeysTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Kysely queries of resellers' OCTO API keys (decision 041); no rules here. */
export const resellerKeyRepository = {
  /** every key, newest first, with the name of the staff member who made it */
  list: (db: Db) =>
    db
      .selectFrom('reseller_keys')
      .leftJoin('admin_users', 'admin_users.id', 'reseller_keys.created_by')
      .selectAll('reseller_keys')
      .select('admin_users.username as created_by_name')
      .orderBy('reseller_keys.created_at', 'desc')
      .orderBy('reseller_keys.id', 'desc')
      .execute(),
  find: (db: Db, id: number) =>
    db
      .selectFrom('reseller_keys')
      .leftJoin('admin_users', 'admin_users.id', 'reseller_keys.created_by')
      .selectAll('reseller_keys')
      .select('admin_users.username as created_by_name')
      .where('reseller_keys.id', '=', id)
      .executeTakeFirst(),
  findByHash: (db: Db, hash: string) =>
    db.selectFrom('reseller_keys').selectAll().where('key_hash', '=', hash).executeTakeFirst(),
  insert: (db: Db, row: Insertable<ResellerKeysTable>) =>
    db.insertInto('reseller_keys').values(row).returning('id').executeTakeFirstOrThrow(),
  revoke: (db: Db, id: number, at: string) =>
    db.updateTable('reseller_keys').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute(),
  /** the demo's key: the one under the demo's name that no staff member made */
  deleteDemoKey: (db: Db, name: string) =>
    db.deleteFrom('reseller_keys').where('name', '=', name).where('created_by', 'is', null).execute(),
  /** the last use, written at most once a minute per key (a busy reseller must not write every request) */
  touch: (db: Db, id: number, at: string, notSince: string) =>
    db
      .updateTable('reseller_keys')
      .set({ last_used_at: at })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', notSince)]))
      .execute(),
};
