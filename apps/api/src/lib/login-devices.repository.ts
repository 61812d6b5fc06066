import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The cleanup job's query of the remembered sign-in devices (background-jobs.ts). */
export const loginDevicesRepository = {
  deleteExpired: (db: Kysely<Database>, now: string) =>
    db.deleteFrom('login_devices').where('expires_at', '<=', now).execute(),
};
