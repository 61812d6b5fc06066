import type { ChangeOwnPassword, CreateStaffUser, StaffUserDto, UpdateStaffUser } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { assertNotCommonPassword } from '../auth/common-passwords.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { sessionRepository } from '../auth/session.repository.js';
import { staffRepository } from './staff.repository.js';

type Row = Awaited<ReturnType<ReturnType<typeof staffRepository>['list']>>[number];
const toDto = (r: Row): StaffUserDto => ({ ...r, is_active: r.is_active === 1 });
/** What the audit log keeps of an account: never its password hash. */
const auditView = (r: Pick<Row, 'username' | 'role' | 'is_active'>) => ({ username: r.username, role: r.role, is_active: r.is_active === 1 });

/**
 * Staff accounts: created, given a role, disabled and re-enabled, their password reset and their
 * sessions ended by a Yönetici; every change audited in the transaction that makes it. Disabling,
 * demoting or resetting an account ends all its sessions, so the change holds at once everywhere.
 */
export function staffService(db: Kysely<Database>, dialect: DialectName) {
  return {
    list: async (): Promise<StaffUserDto[]> => (await staffRepository(db, dialect).list()).map(toDto),

    async create(by: AdminPrincipal, input: CreateStaffUser): Promise<StaffUserDto> {
      assertNotCommonPassword(input.password, 'password');
      const passwordHash = await hashPassword(input.password);
      return db.transaction().execute(async (trx) => {
        const users = staffRepository(trx, dialect);
        if (await users.usernameExists(input.username)) throw conflict('error.username_taken');
        const now = new Date().toISOString();
        const id = await users.insert({
          username: input.username,
          password_hash: passwordHash,
          role: input.role,
          is_demo: 0,
          created_at: now,
          updated_at: now,
          last_login_at: null,
        });
        const created = { id, username: input.username, role: input.role, is_active: 1 as const, last_login_at: null, created_at: now };
        await recordAudit(trx, { admin: by, action: 'create', entity: 'admin_user', entityId: id, after: auditView(created) });
        return toDto(created);
      });
    },

    /**
     * Changes a role or the active flag. The last active Yönetici can be neither disabled nor
     * demoted (409): someone must always be able to manage the others. Nobody disables or changes
     * the role of their own account (422): one careless click once signed the only manager out.
     */
    async update(by: AdminPrincipal, id: number, input: UpdateStaffUser): Promise<StaffUserDto> {
      if (id === by.id && input.is_active === false) throw new AppError(422, 'error.cannot_disable_self');
      if (id === by.id && input.role !== undefined && input.role !== by.role) throw new AppError(422, 'error.cannot_change_own_role');
      return db.transaction().execute(async (trx) => {
        const users = staffRepository(trx, dialect);
        const admins = await users.activeAdminIds();
        const before = await users.findForUpdate(id);
        if (!before) throw notFound('error.user_not_found');
        const after = { ...before, role: input.role ?? before.role, is_active: input.is_active === undefined ? before.is_active : input.is_active ? 1 : 0 };
        const losesAdmin = before.role === 'admin' && before.is_active === 1 && (after.role !== 'admin' || after.is_active !== 1);
        if (losesAdmin && admins.filter((a) => a !== id).length === 0) throw conflict('error.last_admin');
        if (after.role === before.role && after.is_active === before.is_active) return toDto(before);
        await users.update(id, { role: after.role, is_active: after.is_active }, new Date().toISOString());
        // A narrower role or a disabled account takes effect now, not when old sessions expire.
        if (after.is_active !== 1 || after.role !== before.role) await sessionRepository(trx).deleteForUser(id);
        await recordAudit(trx, { admin: by, action: 'update', entity: 'admin_user', entityId: id, before: auditView(before), after: auditView(after) });
        return toDto(after);
      });
    },

    /** Sets a new password for someone and signs them out everywhere. */
    async resetPassword(by: AdminPrincipal, id: number, password: string): Promise<void> {
      assertNotCommonPassword(password, 'password');
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const users = staffRepository(trx, dialect);
        const user = await users.findForUpdate(id);
        if (!user) throw notFound('error.user_not_found');
        await users.update(id, { password_hash: passwordHash }, new Date().toISOString());
        await sessionRepository(trx).deleteForUser(id);
        await recordAudit(trx, { admin: by, action: 'password_reset', entity: 'admin_user', entityId: id, after: { username: user.username } });
      });
    },

    /** Ends every session of an account (a lost phone, a shared computer). */
    async signOutEverywhere(by: AdminPrincipal, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const user = await staffRepository(trx, dialect).findForUpdate(id);
        if (!user) throw notFound('error.user_not_found');
        await sessionRepository(trx).deleteForUser(id);
        await recordAudit(trx, { admin: by, action: 'sign_out_all', entity: 'admin_user', entityId: id, after: { username: user.username } });
      });
    },

    /**
     * Changes the signed-in user's own password after checking the current one; their other
     * sessions end, the one making the change stays signed in.
     */
    async changeOwnPassword(me: AdminPrincipal, keepSessionIdHash: string, input: ChangeOwnPassword): Promise<void> {
      const users = staffRepository(db, dialect);
      const currentHash = await users.passwordHashOf(me.id);
      if (!currentHash || !(await verifyPassword(currentHash, input.current_password))) {
        throw new AppError(422, 'error.validation', { current_password: ['error.current_password_wrong'] });
      }
      assertNotCommonPassword(input.new_password, 'new_password');
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction().execute(async (trx) => {
        await staffRepository(trx, dialect).update(me.id, { password_hash: passwordHash }, new Date().toISOString());
        await sessionRepository(trx).deleteOthersForUser(me.id, keepSessionIdHash);
        await recordAudit(trx, { admin: me, action: 'password_change', entity: 'admin_user', entityId: me.id, after: { username: me.username } });
      });
    },
  };
}
