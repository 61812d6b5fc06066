import { createHash, randomBytes } from 'node:crypto';
import type { ResellerKeyDto, ResellerKeyInput } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database, ResellerKeyRow } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { resellerKeyRepository as repo } from './reseller-keys.repository.js';

/** What a key is stored as: the SHA-256 of its token (the token has 256 random bits, so no salt or slow hash is needed). */
export const hashResellerToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token: 32 random bytes, base64url, with a prefix that tells a leaked one apart in logs and scanners. */
export const newResellerToken = (): string => `octo_${randomBytes(32).toString('base64url')}`;

const toDto = (r: ResellerKeyRow & { created_by_name: string | null }): ResellerKeyDto => ({
  id: r.id,
  name: r.name,
  created_at: r.created_at,
  created_by: r.created_by_name,
  revoked_at: r.revoked_at,
  last_used_at: r.last_used_at,
});

/** Resellers' OCTO API keys (decision 041): made, listed and revoked by Yönetici, every change audited. */
export function resellerKeyService(db: Kysely<Database>) {
  return {
    list: async () => (await repo.list(db)).map(toDto),

    /** Makes a key and answers its token, which is never stored nor shown again. */
    async create(admin: AdminPrincipal | null, input: ResellerKeyInput) {
      const token = newResellerToken();
      const id = await db.transaction().execute(async (trx) => {
        const { id } = await repo.insert(trx, {
          name: input.name,
          key_hash: hashResellerToken(token),
          created_by: admin?.id ?? null,
          created_at: nowIso(),
          revoked_at: null,
          last_used_at: null,
        });
        // the audit names the key, never its token or hash
        await recordAudit(trx, { admin, action: 'create', entity: 'reseller_key', entityId: id, after: { name: input.name } });
        return id;
      });
      const row = await repo.find(db, id);
      return { key: toDto(row!), token };
    },

    /** Revokes a key at once: its next request answers 401. Revoking twice changes nothing. */
    async revoke(admin: AdminPrincipal | null, id: number) {
      const row = await repo.find(db, id);
      if (!row) throw notFound();
      if (row.revoked_at === null) {
        await db.transaction().execute(async (trx) => {
          const at = nowIso();
          await repo.revoke(trx, id, at);
          await recordAudit(trx, {
            admin,
            action: 'update',
            entity: 'reseller_key',
            entityId: id,
            before: { name: row.name, revoked_at: null },
            after: { name: row.name, revoked_at: at },
          });
        });
      }
      return toDto((await repo.find(db, id))!);
    },

    /** The live key a bearer token belongs to, or null (unknown or revoked); notes its use. */
    async authenticate(token: string): Promise<ResellerKeyRow | null> {
      if (!token) return null;
      const row = await repo.findByHash(db, hashResellerToken(token));
      if (!row || row.revoked_at !== null) return null;
      const now = new Date();
      await repo.touch(db, row.id, now.toISOString(), new Date(now.getTime() - 60_000).toISOString());
      return row;
    },
  };
}
