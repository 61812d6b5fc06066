import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { loginDevicesRepository } from './login-devices.repository.js';
import { hashSessionToken, newSessionToken } from './session-token.js';

/** The cookie by which a browser that signed in before is recognised (sent only to /api/auth). */
export const KNOWN_DEVICE_COOKIE = 'riviera_device';
export const KNOWN_DEVICE_COOKIE_PATH = '/api/auth';
/** A browser stays known this long after its last successful sign-in. */
export const KNOWN_DEVICE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Browsers that have signed in to a username before (decision 011). While that username is locked
 * by failures from elsewhere, such a browser may still sign in with the right password, so an
 * attacker cannot lock the owner out of their usual browser. A wrong password from it ends its
 * standing: a stolen device cookie buys one guess past the lock, not a way round it.
 */
export function knownDevices(db: Kysely<Database>) {
  const repo = loginDevicesRepository(db);
  return {
    /** Whether the cookie's token belongs to a browser that signed in to `username` and is still known. */
    async recognises(token: string | undefined, username: string, now = Date.now()): Promise<boolean> {
      if (!token || token.length > 100) return false;
      const row = await repo.findUnexpired(
        hashSessionToken(token),
        username.toLowerCase(),
        new Date(now).toISOString(),
      );
      return row !== undefined;
    },

    /**
     * After a successful sign-in: keeps the browser known for another term, under its current token
     * when that token is known for this username, else under a new one. Returns the token for the cookie.
     */
    async remember(token: string | undefined, username: string, now = Date.now()): Promise<string> {
      const expiresAt = new Date(now + KNOWN_DEVICE_TTL_MS).toISOString();
      if (token && (await this.recognises(token, username, now))) {
        await repo.extend(hashSessionToken(token), expiresAt);
        return token;
      }
      const fresh = newSessionToken();
      await repo.insert({
        id_hash: hashSessionToken(fresh),
        username: username.toLowerCase(),
        created_at: new Date(now).toISOString(),
        expires_at: expiresAt,
      });
      // Expired rows go now and then, on the (rare) path that adds one.
      await repo.deleteExpired(new Date(now).toISOString());
      return fresh;
    },

    /** A wrong password from this browser: it is no longer known. */
    async forget(token: string | undefined): Promise<void> {
      if (token && token.length <= 100) await repo.delete(hashSessionToken(token));
    },
  };
}
