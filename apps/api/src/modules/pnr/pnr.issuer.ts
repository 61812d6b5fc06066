import { generatePnr } from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Reserves a fresh random PNR inside the caller's transaction. The `pnr_codes` primary key is what
 * makes a code unique across transfers and tours; a collision (about 1 in 850 billion per code at
 * 8 characters) is simply drawn again.
 */
export async function issuePnr(trx: Transaction<Database> | Kysely<Database>, kind: 'transfer' | 'tour'): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = generatePnr();
    const inserted = await trx
      .insertInto('pnr_codes')
      .values({ code, kind, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    if (inserted) return inserted.code;
  }
  throw new Error('could not issue a unique PNR');
}
