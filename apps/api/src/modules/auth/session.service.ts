import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { SESSION_COOKIE, SESSION_MAX_LIFETIME_MS, SESSION_TTL_MS, hashSessionToken, newSessionToken, sessionExpiry } from './session-token.js';
import { sessionRepository } from './session.repository.js';

/** Renewing on every request would write on every read; once a minute is enough to keep a session alive. */
const RENEW_AFTER_MS = 60 * 1000;

export function sessionService(db: Kysely<Database>) {
  const repo = sessionRepository(db);
  return {
    /** Starts a session and returns the token for the cookie. */
    async start(adminUserId: number, meta: { ip: string | null; userAgent: string | null }) {
      const token = newSessionToken();
      const now = Date.now();
      await repo.insert({
        id_hash: hashSessionToken(token),
        admin_user_id: adminUserId,
        created_at: new Date(now).toISOString(),
        last_seen_at: new Date(now).toISOString(),
        expires_at: new Date(sessionExpiry(now, now)).toISOString(),
        ip: meta.ip,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return { token, maxAgeSeconds: Math.floor(SESSION_TTL_MS / 1000) };
    },

    /**
     * The admin behind the request's session cookie, renewing the session's idle expiry on use up to
     * its absolute lifetime (sessions stored before that cap are held to it by their start time).
     */
    async authenticate(request: FastifyRequest): Promise<AdminPrincipal | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return null;
      const idHash = hashSessionToken(token);
      const now = Date.now();
      const found = await repo.findActive(idHash, new Date(now).toISOString(), new Date(now - SESSION_MAX_LIFETIME_MS).toISOString());
      if (!found) return null;
      if (now - Date.parse(found.last_seen_at) > RENEW_AFTER_MS) {
        await repo.touch(idHash, new Date(now).toISOString(), new Date(sessionExpiry(Date.parse(found.created_at), now)).toISOString());
      }
      return { id: found.id, username: found.username, role: found.role };
    },

    async end(token: string | undefined): Promise<void> {
      if (token) await repo.delete(hashSessionToken(token));
    },

    revokeAllFor: (adminUserId: number) => repo.deleteForUser(adminUserId),

    /** Ends every session of the user except the one behind `token` (the request's own). */
    revokeOthersFor: (adminUserId: number, token: string) => repo.deleteOthersForUser(adminUserId, hashSessionToken(token)),
  };
}
