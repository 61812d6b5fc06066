import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const ROUND_TRIP_DISCOUNT_KEY = 'round_trip_discount';

/** The site-wide round-trip discount in percent (a site setting); 0 when unset or unreadable. */
export async function readRoundTripDiscount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', ROUND_TRIP_DISCOUNT_KEY)
    .executeTakeFirst();
  const n = Number(row?.value);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : 0;
}
