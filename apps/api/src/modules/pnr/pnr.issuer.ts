import { generatePnr } from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { pnrRepository } from './pnr.repository.js';

/**
 * Reserves a fresh random PNR inside the caller's transaction. The `pnr_codes` primary key is what
 * makes a code unique across transfers and tours; a collision (about 1 in 850 billion per code at
 * 8 characters) is simply drawn again.
 */
export async function issuePnr(trx: Transaction<Database> | Kysely<Database>, kind: 'transfer' | 'tour'): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = generatePnr();
    if (await pnrRepository.reserve(trx, code, kind)) return code;
  }
  throw new Error('could not issue a unique PNR');
}
