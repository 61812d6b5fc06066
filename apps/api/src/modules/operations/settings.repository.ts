import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The dispatch settings, kept as site settings so the settings screen lists them too. */
export const settingsRepository = {
  async valueOf(db: Db, key: string): Promise<string | null> {
    const r = await db
      .selectFrom('site_settings')
      .select('value')
      .where('key', '=', key)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    return r?.value ?? null;
  },
  async upsert(
    db: Db,
    key: string,
    value: string,
    now: string,
    description = 'Operasyon: aynı sürücünün iki işi arasında uyarı verilecek süre (dakika)',
  ): Promise<void> {
    await db
      .insertInto('site_settings')
      .values({
        key,
        value,
        type: 'text',
        group_name: 'general',
        description,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, is_active: 1, updated_at: now }))
      .execute();
  },
};
