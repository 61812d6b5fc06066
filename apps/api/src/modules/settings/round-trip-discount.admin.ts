import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { ROUND_TRIP_DISCOUNT_KEY } from './round-trip-discount.js';

/**
 * Saves the site-wide round-trip discount percent (0-100, already validated). It lives in the site
 * settings; the row is created when missing, so the discount works on a database without demo content.
 */
export async function updateRoundTripDiscount(db: Kysely<Database>, admin: AdminPrincipal | null, percent: number): Promise<number> {
  const value = String(Math.round(percent * 100) / 100);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('site_settings').selectAll().where('key', '=', ROUND_TRIP_DISCOUNT_KEY).executeTakeFirst();
    if (before) {
      await trx.updateTable('site_settings').set({ value, updated_at: now }).where('id', '=', before.id).execute();
    } else {
      await trx
        .insertInto('site_settings')
        .values({
          key: ROUND_TRIP_DISCOUNT_KEY,
          value,
          type: 'text',
          group_name: 'general',
          description: 'Gidiş-dönüş transferlerde uygulanan indirim yüzdesi',
          is_active: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await recordAudit(trx, {
      admin,
      action: 'update',
      entity: 'site_setting',
      entityId: ROUND_TRIP_DISCOUNT_KEY,
      before: before ? { value: before.value } : null,
      after: { value },
    });
  });
  return Number(value);
}
