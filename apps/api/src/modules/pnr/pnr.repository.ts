import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The issued PNRs of transfers and tours alike: their primary key keeps a code unique across both. */
export const pnrRepository = {
  /** Reserves `code`; false when it is taken already. */
  async reserve(db: Kysely<Database> | Transaction<Database>, code: string, kind: 'transfer' | 'tour'): Promise<boolean> {
    const inserted = await db
      .insertInto('pnr_codes')
      .values({ code, kind, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    return inserted !== undefined;
  },
};
