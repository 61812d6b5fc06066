import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { resellerKeyRepository } from './reseller-keys.repository.js';
import { hashResellerToken, newResellerToken } from './reseller-keys.service.js';

/** The demo's reseller, also the channel of a demo reservation (demo-octo.ts). */
export const DEMO_RESELLER_NAME = 'Demo Acente';

/**
 * The demo's OCTO key (issue 27 item 7, decision 041), like the demo admin: in demo mode a fresh
 * token at every start, printed by the server (only the hash is kept, so the last start's token
 * is replaced rather than read back); outside demo mode no demo key exists. The demo key is the
 * one no staff member made (`created_by` null) under the demo's name.
 */
export async function ensureDemoResellerKey(db: Kysely<Database>, demoMode: boolean): Promise<string | null> {
  const token = demoMode ? newResellerToken() : null;
  await db.transaction().execute(async (trx) => {
    await resellerKeyRepository.deleteDemoKey(trx, DEMO_RESELLER_NAME);
    if (token)
      await resellerKeyRepository.insert(trx, {
        name: DEMO_RESELLER_NAME,
        key_hash: hashResellerToken(token),
        created_by: null,
        created_at: nowIso(),
        revoked_at: null,
        last_used_at: null,
      });
  });
  return token;
}
