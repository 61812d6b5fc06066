import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { adminUsersRepository } from './admin-users.repository.js';
import { knownDevices } from './known-devices.js';
import { ACCOUNT_POLICY, ADDRESS_POLICY, accountThrottleKey, loginThrottle, throttleKey } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import type { sessionService } from './session.service.js';

/** Thrown when a username (from this address or from all) is locked out; the route answers 429 with Retry-After. */
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
  const devices = knownDevices(db);

  return {
    /**
     * Checks a username and password and starts a session. Five failures for one username from one
     * address lock that pair for 15 minutes; twenty for one username from any addresses lock the
     * username for a few minutes, except for a browser that signed in to it before (decision 011).
     * Locked attempts are refused before any check, whether or not the username exists.
     */
    async login(input: { username: string; password: string; ip: string; userAgent: string | null; deviceToken?: string | undefined }) {
      const now = Date.now();
      const address = await throttle.reserve(throttleKey(input.ip, input.username), ADDRESS_POLICY, now);
      if (address.lockedForSeconds !== null) throw new LoginLockedError(address.lockedForSeconds);

      const account = await throttle.reserve(accountThrottleKey(input.username), ACCOUNT_POLICY, now);
      const knownDevice = await devices.recognises(input.deviceToken, input.username, now);
      if (account.lockedForSeconds !== null && !knownDevice) {
        // Refused unchecked: no password was tried, so this address's own count is given back.
        await throttle.release(address);
        throw new LoginLockedError(account.lockedForSeconds);
      }

      const user = await users.findByUsername(input.username);
      const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
      if (!user || !valid) {
        await throttle.failed(address, now);
        // A known browser's typo during a lock does not lengthen the lock it was let past.
        if (account.lockedForSeconds === null) await throttle.failed(account, now);
        if (knownDevice) await devices.forget(input.deviceToken);
        throw new AppError(401, 'error.invalid_credentials');
      }

      await throttle.succeeded(address.key, now);
      await throttle.release(account);
      // Told only to whoever knows the password: a disabled account is not a wrong password.
      if (user.is_active !== 1) throw new AppError(403, 'error.account_disabled');
      const deviceToken = await devices.remember(input.deviceToken, user.username, now);
      const admin: AdminPrincipal = { id: user.id, username: user.username, role: user.role };
      const session = await sessions.start(user.id, { ip: input.ip, userAgent: input.userAgent });
      await users.markLoggedIn(user.id, new Date(now).toISOString());
      await recordAudit(db, { admin, action: 'login', entity: 'admin_session', entityId: user.id, after: { ip: input.ip } });
      return { token: session.token, admin, deviceToken };
    },

    /** Ends the session behind the token (if any); signing out twice is harmless. */
    async logout(token: string | undefined, admin: AdminPrincipal | null): Promise<void> {
      await sessions.end(token);
      if (admin) await recordAudit(db, { admin, action: 'logout', entity: 'admin_session', entityId: admin.id });
    },
  };
}
