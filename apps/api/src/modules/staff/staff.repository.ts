import type { AdminRole } from '@riviera/domain';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { AdminUsersTable, Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

const LISTED = ['id', 'username', 'role', 'is_active', 'last_login_at', 'created_at'] as const;

/** Staff accounts as the back office manages them. Password hashes never leave through here. */
export function staffRepository(db: Db, dialect: DialectName) {
  return {
    list: () => db.selectFrom('admin_users').select(LISTED).orderBy('username').execute(),

    /** One account, locked until the transaction ends on PostgreSQL (two Yöneticis changing roles at once). */
    findForUpdate(id: number) {
      const q = db.selectFrom('admin_users').select(LISTED).where('id', '=', id);
      return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    /**
     * The active Yöneticis, locked on PostgreSQL, so that two requests cannot each disable one of the
     * last two at the same time and leave none.
     */
    async activeAdminIds(): Promise<number[]> {
      const q = db.selectFrom('admin_users').select('id').where('role', '=', 'admin').where('is_active', '=', 1).orderBy('id');
      return (await (dialect === 'postgres' ? q.forUpdate() : q).execute()).map((r) => r.id);
    },

    usernameExists: async (username: string) =>
      (await db.selectFrom('admin_users').select('id').where('username', '=', username).executeTakeFirst()) !== undefined,

    async insert(row: Insertable<AdminUsersTable>): Promise<number> {
      const r = await db.insertInto('admin_users').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },

    async update(id: number, changes: { role?: AdminRole; is_active?: 0 | 1; password_hash?: string }, at: string): Promise<void> {
      await db
        .updateTable('admin_users')
        .set({ ...changes, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    passwordHashOf: async (id: number) =>
      (await db.selectFrom('admin_users').select('password_hash').where('id', '=', id).executeTakeFirst())?.password_hash,
  };
}
