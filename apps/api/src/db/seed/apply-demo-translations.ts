import type { Translations } from '@riviera/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';
import type { DemoContent } from './demo-content.types.js';
import { aboutTranslations, galleryTranslations, heroTranslations, settingTranslations } from './demo-page-translations.js';
import { tourTranslations } from './demo-tour-translations.js';
import { extraServiceTranslations, term, terms, vehicleTranslations, vehicleTypeTranslations } from './demo-translations.js';

type TranslatedTable = 'tours' | 'about_entries' | 'gallery_items' | 'heroes' | 'extra_services' | 'vehicle_types' | 'vehicles' | 'site_settings';

/**
 * Gives the freshly seeded demo records their en, de, ru and pl texts (decision 014), found by the
 * Turkish title, name or key the seed just wrote. Runs in the seed's transaction.
 */
export async function applyDemoTranslations(trx: Transaction<Database>, c: DemoContent): Promise<void> {
  const set = async (table: TranslatedTable, column: 'title' | 'name' | 'key', value: string, t: Translations | undefined) => {
    if (!t) return;
    // The table is one of the translated ones, each with that column; Kysely cannot narrow a union of tables.
    await (trx as Transaction<Record<TranslatedTable, { translations: string; title: string; name: string; key: string }>>)
      .updateTable(table)
      .set({ translations: JSON.stringify(t) })
      .where(column, '=', value)
      .execute();
  };
  for (const t of c.vehicleTypes) await set('vehicle_types', 'key', t.key, vehicleTypeTranslations[t.key]);
  for (const v of c.vehicles) await set('vehicles', 'name', v.name, vehicleTranslations(v.name, v.features));
  for (const s of c.extraServices) await set('extra_services', 'name', s.name, extraServiceTranslations[s.name]);
  for (const t of c.tours) await set('tours', 'title', t.title, tourTranslations(t, terms, term));
  for (const g of c.gallery) await set('gallery_items', 'title', g.title, galleryTranslations[g.title]);
  for (const h of c.heroes) await set('heroes', 'title', h.title, heroTranslations[h.title]);
  await set('about_entries', 'title', c.about.title, aboutTranslations(c.about.features));
  for (const [key, t] of Object.entries(settingTranslations)) await set('site_settings', 'key', key, t);
}
