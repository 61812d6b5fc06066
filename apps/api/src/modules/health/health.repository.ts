import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The one query readiness needs: does the database answer at all. */
export const healthRepository = {
  ping: async (db: Kysely<Database>): Promise<void> => {
    await sql`select 1`.execute(db);
  },
};
