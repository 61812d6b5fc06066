import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { adminUsersRepository } from './admin-users.repository.js';
import { loginThrottle, throttleKey } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import type { sessionService } from './session.service.js';

/** Thrown when a username/address pair is locked out; the route turns it into a 429 with Retry-After. */
export class LoginLockedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('login locked');
    this.name = 'LoginLockedError';
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash of a random password, verified against when the username does not exist, so an unknown
 * username costs as much time as a wrong password and the answer time does not reveal which it was.
 */
const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword(randomBytes(24).toString('base64url')));

export function authService(db: Kysely<Database>, sessions: ReturnType<typeof sessionService>) {
  const users = adminUsersRepository(db);
  const throttle = loginThrottle(db);

  return {
    /**
     * Checks a username and password and starts a session. Five failures for one username from one
     * address lock that pair for 15 minutes (the sixth attempt is refused before any check).
     */
    async login(input: { username: string; password: string; ip: string; userAgent: string | null }) {
      const ticket = await throttle.reserve(throttleKey(input.ip, input.username));
      if (ticket.lockedForSeconds !== null) throw new LoginLockedError(ticket.lockedForSeconds);

      const user = await users.findByUsername(input.username);
      const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
      if (!user || !valid) {
        await throttle.failed(ticket);
        throw new AppError(401, 'error.invalid_credentials');
      }

      await throttle.succeeded(ticket.key);
      const admin: AdminPrincipal = { id: user.id, username: user.username };
      const session = await sessions.start(user.id, { ip: input.ip, userAgent: input.userAgent });
      await users.markLoggedIn(user.id, new Date().toISOString());
      await recordAudit(db, { admin, action: 'login', entity: 'admin_session', entityId: user.id, after: { ip: input.ip } });
      return { token: session.token, admin };
    },

    /** Ends the session behind the token (if any); signing out twice is harmless. */
    async logout(token: string | undefined, admin: AdminPrincipal | null): Promise<void> {
      await sessions.end(token);
      if (admin) await recordAudit(db, { admin, action: 'logout', entity: 'admin_session', entityId: admin.id });
    },
  };
}
